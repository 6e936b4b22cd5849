import { color } from './tokens.ts';

/**
 * A member's round picture beside their name. It says nothing to assistive technology (the
 * name beside it does), and keeps its size in a row that runs short of room.
 */
export function MemberAvatar({ src, size }: { src: string; size: number }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none', background: color.surfaceAlt }}
    />
  );
}

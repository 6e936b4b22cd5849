import { color } from './tokens.ts';

/**
 * A member's round picture beside their name, on a muted backdrop while it loads. It says
 * nothing to assistive technology unless given `alt` (the name beside it usually does), and
 * keeps its size in a row that runs short of room.
 */
export function MemberAvatar({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      css={{ borderRadius: '50%', objectFit: 'cover', flex: 'none', background: color.surfaceAlt }}
    />
  );
}

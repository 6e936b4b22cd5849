import { color } from '@canopy/shared-core';

/** A member's photo: round, `size` pixels across, on a muted backdrop while it loads. */
export function MemberPhoto({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      css={{ borderRadius: '50%', objectFit: 'cover', background: color.surfaceAlt }}
    />
  );
}

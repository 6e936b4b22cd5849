import { color, font } from '@canopy/shared-core';

/**
 * A member's round picture on boards and challenges; their initial when they have none,
 * so an empty address never becomes a broken image.
 */
export function MemberPicture({
  name,
  picture,
  size,
}: {
  name: string;
  picture: string | null | undefined;
  size: number;
}) {
  const round = { width: size, height: size, borderRadius: '50%', background: color.surfaceAlt };
  if (picture)
    return (
      <img src={picture} alt="" width={size} height={size} css={{ ...round, objectFit: 'cover' }} />
    );
  return (
    <span
      aria-hidden="true"
      css={{
        ...round,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        color: color.textMuted,
        fontWeight: font.weight.bold,
      }}
    >
      {name.slice(0, 1)}
    </span>
  );
}

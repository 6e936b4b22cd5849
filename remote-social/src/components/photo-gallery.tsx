import { color, radius, space, type PostPhoto } from '@canopy/shared-core';

/**
 * A post's photos: a compact grid of up to four on the wall (the last says how many more),
 * every photo at full width on the post's own page.
 */
export function PhotoGallery({
  photos,
  compact,
}: {
  photos: readonly PostPhoto[];
  compact: boolean;
}) {
  if (photos.length === 0) return null;
  const shown = compact ? photos.slice(0, 4) : photos;
  const hidden = photos.length - shown.length;
  return (
    <ul
      aria-label="Photos"
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: space.xs,
        gridTemplateColumns: compact && shown.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
      }}
    >
      {shown.map((photo, index) => (
        <li key={photo.assetId} css={{ position: 'relative' }}>
          <img
            src={compact ? photo.thumbnailURL : photo.fullURL}
            alt={photo.caption || `Photo ${index + 1} of ${photos.length}`}
            loading="lazy"
            css={{
              display: 'block',
              width: '100%',
              aspectRatio: compact ? (shown.length > 1 ? '4 / 3' : '16 / 10') : 'auto',
              maxHeight: compact ? undefined : '80vh',
              objectFit: compact ? 'cover' : 'contain',
              borderRadius: radius.md,
              background: color.surfaceAlt,
            }}
          />
          {hidden > 0 && index === shown.length - 1 && (
            <span
              css={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                borderRadius: radius.md,
                background: 'rgba(0, 0, 0, 0.55)',
                color: '#fff',
                fontWeight: 700,
                fontSize: 20,
              }}
            >
              +{hidden} more
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

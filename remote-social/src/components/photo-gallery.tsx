import {
  Button,
  Modal,
  color,
  imageLoading,
  photoImage,
  radius,
  space,
  type PostPhoto,
  BareList,
} from '@canopy/shared-core';
import { useState, type KeyboardEvent } from 'react';

// How wide a photo is drawn: a card's column (half of it in a grid of two), or the page.
const WALL_SIZES = '(max-width: 640px) 100vw, 640px';
const GRID_SIZES = '(max-width: 640px) 50vw, 320px';
const PAGE_SIZES = '(max-width: 1080px) 100vw, 1080px';

const photoName = (photo: PostPhoto, index: number, total: number) =>
  photo.caption || `Photo ${index + 1} of ${total}`;

/**
 * One photo at a time over the page: Left and Right (or the buttons) step through them,
 * Escape or Close returns to the photo that opened it; Tab stays inside meanwhile.
 */
function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: readonly PostPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const photo = photos[index];
  if (!photo) return null;
  const many = photos.length > 1;
  const step = (by: number) => onIndex((index + by + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  return (
    <Modal open onClose={onClose} title={`Photo ${index + 1} of ${photos.length}`} width={1100}>
      {/* The arrows work wherever focus is inside the dialog, as the hint says. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onKeyDown={onKeyDown}
        css={{ display: 'flex', flexDirection: 'column', gap: space.md, alignItems: 'center' }}
      >
        <img
          src={photo.fullURL}
          alt={photoName(photo, index, photos.length)}
          css={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 'calc(100vh - 260px)',
            objectFit: 'contain',
            borderRadius: radius.md,
            background: color.surfaceAlt,
          }}
        />
        {many && (
          <div css={{ display: 'flex', gap: space.sm, alignItems: 'center' }}>
            <Button variant="secondary" size="sm" onClick={() => step(-1)}>
              <span aria-hidden="true">←</span> Previous
            </Button>
            <Button variant="secondary" size="sm" onClick={() => step(1)}>
              Next <span aria-hidden="true">→</span>
            </Button>
          </div>
        )}
        {many && (
          <p css={{ margin: 0, color: color.textMuted }}>The arrow keys show the others too.</p>
        )}
      </div>
    </Modal>
  );
}

/**
 * A post's photos: a compact grid of up to four on the wall (the last says how many more),
 * every photo at full width on the post's own page. Each comes in the size the screen
 * needs (thumbnail on the wall, cover on the page), with its pixel size so the page does
 * not jump as photos arrive, and opens the lightbox.
 */
export function PhotoGallery({
  photos,
  compact,
  priority = false,
}: {
  photos: readonly PostPhoto[];
  compact: boolean;
  /**
   * The gallery opens the page (the wall's first post): its first photo is usually the
   * largest paint, so it loads at once and ahead of the rest instead of after layout.
   */
  priority?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = compact ? photos.slice(0, 4) : photos;
  const hidden = photos.length - shown.length;
  return (
    <>
      <BareList
        gap="xs"
        aria-label="Photos"
        css={{
          gridTemplateColumns: compact && shown.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
        }}
      >
        {shown.map((photo, index) => {
          const image = photoImage(photo, compact ? 'thumbnail' : 'cover');
          const sizes = !compact ? PAGE_SIZES : shown.length > 1 ? GRID_SIZES : WALL_SIZES;
          return (
            <li key={photo.assetId} css={{ position: 'relative' }}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                css={{
                  display: 'block',
                  width: '100%',
                  padding: 0,
                  border: 0,
                  background: 'transparent',
                  cursor: 'zoom-in',
                  borderRadius: radius.md,
                }}
              >
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? sizes : undefined}
                  width={image.width}
                  height={image.height}
                  alt={photoName(photo, index, photos.length)}
                  {...imageLoading(priority && index === 0)}
                  css={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
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
              </button>
            </li>
          );
        })}
      </BareList>
      {open !== null && (
        <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

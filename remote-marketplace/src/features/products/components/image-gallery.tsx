import { color, radius, space, BareList } from '@canopy/shared-core';
import { useState } from 'react';

/** The main picture and, when there are several, buttons to switch between them. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm, minWidth: 0 }}>
      <div
        css={{
          aspectRatio: '4 / 3',
          borderRadius: radius.lg,
          overflow: 'hidden',
          background: color.surfaceAlt,
        }}
      >
        {shown && (
          <img
            src={shown}
            alt={name}
            css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </div>
      {images.length > 1 && (
        <BareList aria-label="Pictures" css={{ display: 'flex', gap: space.sm }}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Picture ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
                css={{
                  padding: 0,
                  width: 64,
                  height: 64,
                  borderRadius: radius.md,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  border: `2px solid ${index === current ? color.primary : color.border}`,
                  background: color.surfaceAlt,
                }}
              >
                <img
                  src={image}
                  alt=""
                  css={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </button>
            </li>
          ))}
        </BareList>
      )}
    </div>
  );
}

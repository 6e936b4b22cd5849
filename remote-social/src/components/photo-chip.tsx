import { Button, color, font, ProgressBar, radius, space, BareList } from '@canopy/shared-core';
import type { PendingPhoto, usePhotoUploads } from '../hooks/use-photo-uploads.ts';

/** A photo chosen for a post or a message: its preview, upload state, Retry and Remove. */
export function PhotoChip({
  photo,
  onRemove,
  onRetry,
}: {
  photo: PendingPhoto;
  onRemove: () => void;
  onRetry: () => void;
}) {
  return (
    <li
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: space.xs,
        width: 96,
        fontSize: font.size.xs,
      }}
    >
      <div
        css={{
          width: 96,
          height: 96,
          borderRadius: radius.md,
          overflow: 'hidden',
          background: color.surfaceAlt,
          opacity: photo.status === 'uploading' ? 0.6 : 1,
          border: `1px solid ${photo.status === 'failed' ? color.danger : color.border}`,
        }}
      >
        {photo.previewUrl && (
          <img
            src={photo.previewUrl}
            alt=""
            css={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </div>
      <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {photo.file.name}
      </span>
      {photo.status === 'uploading' && (
        <ProgressBar
          label={`Uploading ${photo.file.name}`}
          value={Math.round(photo.progress * 100)}
          max={100}
          valueText={`${Math.round(photo.progress * 100)}% uploaded`}
        />
      )}
      {photo.status === 'failed' && (
        <span role="alert" css={{ color: color.danger }}>
          {photo.error}
        </span>
      )}
      <div css={{ display: 'flex', gap: space.xs, flexWrap: 'wrap' }}>
        {photo.status === 'failed' && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${photo.file.name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The photos chosen so far (nothing until one is), each as a PhotoChip. */
export function PhotoChipList({
  label,
  uploads,
}: {
  label: string;
  uploads: ReturnType<typeof usePhotoUploads>;
}) {
  if (uploads.photos.length === 0) return null;
  return (
    <BareList flow="wrap" gap="sm" aria-label={label}>
      {uploads.photos.map((photo) => (
        <PhotoChip
          key={photo.key}
          photo={photo}
          onRemove={() => uploads.remove(photo.key)}
          onRetry={() => uploads.retry(photo.key)}
        />
      ))}
    </BareList>
  );
}

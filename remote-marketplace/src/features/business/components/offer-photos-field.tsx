import {
  BareList,
  Button,
  FormError,
  POST_PHOTO_TYPES,
  color,
  errorText,
  font,
  photoProblem,
  radius,
  space,
  uploadPhoto,
} from '@canopy/shared-core';
import { type ShopMenuItem } from '@canopy/shared-core/staff';
import { useId, useRef, type Dispatch, type SetStateAction } from 'react';

/** The most photos an offer keeps (the API's limit). */
export const MAX_OFFER_PHOTOS = 6;

/** A photo of the offer being edited: one it has, or one uploading or uploaded just now. */
export interface OfferPhotoDraft {
  key: string;
  /** What the change sends: the photo's id, or the new upload's id once uploaded. */
  photoId: string | null;
  url: string;
  status: 'ready' | 'uploading' | 'failed';
  error?: string;
}

/** The drafts of the photos an offer has now. */
export const draftsOf = (photos: ShopMenuItem['photos']): OfferPhotoDraft[] =>
  photos.map((photo) => ({
    key: photo.photoId,
    photoId: photo.photoId,
    url: photo.thumbnailURL,
    status: 'ready',
  }));

/** The photo ids to send, or a message while one is still uploading or failed. */
export function photoIdsOf(drafts: OfferPhotoDraft[]): { ids: string[]; problem?: string } {
  if (drafts.some((draft) => draft.status === 'uploading')) {
    return { ids: [], problem: 'Wait until the photos have uploaded.' };
  }
  if (drafts.some((draft) => draft.status === 'failed')) {
    return { ids: [], problem: 'Remove the photos that did not upload, or add them again.' };
  }
  return { ids: drafts.flatMap((draft) => (draft.photoId ? [draft.photoId] : [])) };
}

let nextKey = 0;

/**
 * An offer's photos (issue 36): each shown small with a button to remove it, and new ones
 * uploaded as soon as they are picked, through the same upload as post photos.
 */
export function OfferPhotosField({
  offerName,
  photos,
  onChange,
  error,
}: {
  offerName: string;
  photos: OfferPhotoDraft[];
  onChange: Dispatch<SetStateAction<OfferPhotoDraft[]>>;
  error?: string | undefined;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const update = (key: string, change: Partial<OfferPhotoDraft>) =>
    onChange((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );

  async function add(files: File[]) {
    const room = Math.max(0, MAX_OFFER_PHOTOS - photos.length);
    for (const file of files.slice(0, room)) {
      const key = `new-${(nextKey += 1)}`;
      const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
      const problem = photoProblem(file, head);
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      onChange((current) => [
        ...current,
        problem
          ? { key, photoId: null, url, status: 'failed', error: problem }
          : { key, photoId: null, url, status: 'uploading' },
      ]);
      if (problem) continue;
      try {
        const answer = await uploadPhoto(file);
        if (answer.valid) update(key, { status: 'ready', photoId: answer.item.uploadId });
        else update(key, { status: 'failed', error: answer.message });
      } catch (caught) {
        update(key, { status: 'failed', error: errorText(caught, `${file.name} did not upload.`) });
      }
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} css={{ display: 'grid', gap: space.xs }}>
      <span id={labelId} css={{ fontWeight: font.weight.medium }}>
        Photos
      </span>
      <span css={{ color: color.textMuted, fontSize: font.size.sm }}>
        JPEG, PNG, WebP or GIF, up to {MAX_OFFER_PHOTOS}; the first one shows in lists.
      </span>
      {photos.length > 0 && (
        <BareList flow="wrap" gap="sm">
          {photos.map((photo, index) => (
            <li key={photo.key} css={{ display: 'grid', gap: space.xs, width: 96 }}>
              <img
                src={photo.url}
                alt={`${offerName || 'New offer'} (${index + 1} of ${photos.length})`}
                css={{
                  width: 96,
                  height: 96,
                  objectFit: 'cover',
                  borderRadius: radius.md,
                  background: color.surfaceAlt,
                }}
              />
              {photo.status === 'uploading' && (
                <span css={{ fontSize: font.size.xs }}>Uploading…</span>
              )}
              <FormError message={photo.error} />
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onChange((current) => current.filter((p) => p.key !== photo.key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </BareList>
      )}
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={POST_PHOTO_TYPES.join(',')}
        aria-label={`Add photos of ${offerName || 'the offer'}`}
        css={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files);
        }}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => fileInput.current?.click()}
          disabled={photos.length >= MAX_OFFER_PHOTOS}
        >
          Add photos
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}

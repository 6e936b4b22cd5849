// An offer's photos as its shop's staff keep them (issue 36): the media files of the offer
// (`images`, the first also its `image`, the one lists show). Staff send the photos they
// want in order: ones the offer has now by their photoId, new ones by the uploadId of a
// photo they uploaded themselves (POST /assets, the posts' upload path). An offer's photos
// are shown to every member, so the media route serves them like avatars.
import type { Queryable } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { uploadIdOf, uploadMediaPath } from '../kernel/media.ts';

/** The member's own uploads among `ids` (share-locked until the transaction ends). */
export type OwnedUploads = (
  q: Queryable,
  accountId: number,
  ids: readonly string[],
) => Promise<ReadonlyMap<string, unknown>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id staff name a photo by: the upload's id, or the file itself for older media. */
export const photoIdOf = (file: string): string => uploadIdOf(file) ?? file;

/** The offer's files as a list: `images`, or its one `image` from before there were lists. */
export function offerFiles(image: string | null, images: readonly string[]): string[] {
  if (images.length > 0) return [...images];
  return image ? [image] : [];
}

/** An offer's photos as staff see them. */
export function toOfferPhotos(files: readonly string[], mediaUrl: MediaUrl) {
  return files.map((file) => ({
    photoId: photoIdOf(file),
    thumbnailURL: mediaUrl(file, 'thumbnail') ?? '',
    fullURL: mediaUrl(file, 'full') ?? '',
  }));
}

export type PhotoFiles =
  { ok: true; files: string[] } | { ok: false; field: 'photos'; message: string };

/**
 * The files for `photoIds`: each one the offer has (`current`) or an upload of `viewer`'s;
 * each once. Anything else is refused with the photos named, before anything is written.
 */
export async function photoFiles(
  q: Queryable,
  viewer: number,
  current: readonly string[],
  photoIds: readonly string[],
  owned: OwnedUploads,
): Promise<PhotoFiles> {
  if (new Set(photoIds).size !== photoIds.length) {
    return { ok: false, field: 'photos', message: 'Photos: each photo once.' };
  }
  const kept = new Map(current.map((file) => [photoIdOf(file), file]));
  const added = photoIds.filter((id) => !kept.has(id));
  if (added.some((id) => !UUID.test(id))) {
    return { ok: false, field: 'photos', message: 'Photos: a photo is not one of yours.' };
  }
  const mine = await owned(q, viewer, added);
  if (added.some((id) => !mine.has(id))) {
    const message = 'Photos: a photo could not be found; upload it again.';
    return { ok: false, field: 'photos', message };
  }
  return { ok: true, files: photoIds.map((id) => kept.get(id) ?? uploadMediaPath(id)) };
}

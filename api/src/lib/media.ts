import type { ImageVariant } from './image-variants.ts';
import type { MediaSigner } from './media-signing.ts';

/**
 * Whether a photo belongs to something anyone may see (its link never changes and is
 * cached for good) or to something private (a chat, a private group, a locked album:
 * its link is signed and expires).
 */
export type MediaAccess = 'public' | 'private';

/**
 * Media columns hold either a file served under /media, an upload (`uploads/<id>`) or an
 * absolute URL. Responses always carry absolute URLs; an upload is served in the size asked
 * for (its full version when none is named), anything else as it is. A private upload's
 * link is signed.
 */
export type MediaUrl = (
  file: string | null | undefined,
  variant?: ImageVariant,
  access?: MediaAccess,
) => string | null;

const UPLOAD = /^uploads\/([0-9a-f-]{36})$/;

export function createMediaUrl(publicApiUrl: string, signer?: MediaSigner): MediaUrl {
  const base = publicApiUrl.replace(/\/+$/, '');
  return (file, variant, access = 'public') => {
    if (!file) return null;
    if (/^https?:\/\//i.test(file)) return file;
    const path = file.replace(/^\/?(media\/)?/, '');
    const uploadId = UPLOAD.exec(path)?.[1];
    if (uploadId && access === 'private') {
      if (!signer) throw new Error('Private media needs a signer');
      const size = variant ?? 'full';
      return `${base}/media/${path}/${size}?${signer.query(uploadId, size)}`;
    }
    if (variant && uploadId) return `${base}/media/${path}/${variant}`;
    return `${base}/media/${path}`;
  };
}

/** The three sizes of a photo as the platform names them (PLATFORM.md asset). */
export function photoUrls(
  file: string | null | undefined,
  mediaUrl: MediaUrl,
  access: MediaAccess = 'public',
) {
  return {
    thumbnailURL: mediaUrl(file, 'thumbnail', access),
    coverURL: mediaUrl(file, 'cover', access),
    fullURL: mediaUrl(file, 'full', access),
  };
}

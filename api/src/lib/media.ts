import type { ImageVariant } from './image-variants.ts';

/**
 * Media columns hold either a file served under /media, an upload (`uploads/<id>`) or an
 * absolute URL. Responses always carry absolute URLs; an upload is served in the size asked
 * for (its full version when none is named), anything else as it is.
 */
export type MediaUrl = (file: string | null | undefined, variant?: ImageVariant) => string | null;

const UPLOAD = /^uploads\/[0-9a-f-]{36}$/;

export function createMediaUrl(publicApiUrl: string): MediaUrl {
  const base = publicApiUrl.replace(/\/+$/, '');
  return (file, variant) => {
    if (!file) return null;
    if (/^https?:\/\//i.test(file)) return file;
    const path = file.replace(/^\/?(media\/)?/, '');
    if (variant && UPLOAD.test(path)) return `${base}/media/${path}/${variant}`;
    return `${base}/media/${path}`;
  };
}

/** The three sizes of a photo as the platform names them (PLATFORM.md asset). */
export function photoUrls(file: string | null | undefined, mediaUrl: MediaUrl) {
  return {
    thumbnailURL: mediaUrl(file, 'thumbnail'),
    coverURL: mediaUrl(file, 'cover'),
    fullURL: mediaUrl(file, 'full'),
  };
}

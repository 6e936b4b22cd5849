/**
 * Media columns hold either a file served under /media or an absolute URL.
 * Responses always carry absolute URLs.
 */
export type MediaUrl = (file: string | null | undefined) => string | null;

export function createMediaUrl(publicApiUrl: string): MediaUrl {
  const base = publicApiUrl.replace(/\/+$/, '');
  return (file) => {
    if (!file) return null;
    if (/^https?:\/\//i.test(file)) return file;
    return `${base}/media/${file.replace(/^\/?(media\/)?/, '')}`;
  };
}

/**
 * The boxes the API resizes an uploaded photo into (each fits inside, keeping its shape,
 * never enlarged); the API's copy is IMAGE_VARIANTS, and a contract test keeps them equal.
 */
export const PHOTO_SIZES = { thumbnail: 320, cover: 1080, full: 2048 } as const;

interface SizedPhoto {
  thumbnailURL: string | null;
  coverURL: string | null;
  fullURL: string | null;
  width: number | null;
  height: number | null;
}

/** What an `<img>` needs to show a photo at the size it is drawn. */
export interface PhotoImage {
  src: string;
  srcSet: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** The width one size of a `width`×`height` photo has. */
function widthWithin(box: number, width: number, height: number): number {
  return Math.max(1, Math.round(width * Math.min(1, box / Math.max(width, height))));
}

/**
 * The `src` (the size asked for), a `srcSet` of every size so the browser picks what the
 * screen needs, and the size in pixels so the page keeps the photo's space while it loads.
 * A picture that comes in one size only (the demo pictures) gets just its URL.
 */
export function photoImage(photo: SizedPhoto, preferred: keyof typeof PHOTO_SIZES): PhotoImage {
  const urls = { thumbnail: photo.thumbnailURL, cover: photo.coverURL, full: photo.fullURL };
  const src = urls[preferred] ?? photo.fullURL ?? photo.coverURL ?? photo.thumbnailURL ?? '';
  const { width, height } = photo;
  if (!width || !height) return { src, srcSet: undefined, width: undefined, height: undefined };
  const candidates = new Map<string, number>();
  for (const name of ['thumbnail', 'cover', 'full'] as const) {
    const url = urls[name];
    if (url && !candidates.has(url))
      candidates.set(url, widthWithin(PHOTO_SIZES[name], width, height));
  }
  const srcSet =
    candidates.size > 1 ? [...candidates].map(([url, w]) => `${url} ${w}w`).join(', ') : undefined;
  return { src, srcSet, width, height };
}

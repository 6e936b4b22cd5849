import sharp from 'sharp';

/** The sizes an uploaded photo is served in; each fits inside its box, keeping its shape. */
export const IMAGE_VARIANTS = {
  thumbnail: 320,
  cover: 1080,
  full: 2048,
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

export interface RenderedVariant {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export type RenderedVariants = Record<ImageVariant, RenderedVariant>;

/** The bytes are not an image sharp can decode (a renamed PDF, a truncated file). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The file is not an image that can be read.', { cause });
    this.name = 'UnreadableImageError';
  }
}

/** The most pixels an upload may have (every frame of an animation counted). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The image is larger than MAX_IMAGE_PIXELS (a decompression bomb, or just too big). */
export class ImageTooLargeError extends Error {
  readonly pixels: number;
  constructor(width: number, height: number, frames: number) {
    const pixels = width * height * frames;
    const megapixels = (value: number) => Math.round(value / 100_000) / 10;
    const size =
      frames > 1
        ? `${width} × ${height} pixels over ${frames} frames (${megapixels(pixels)} megapixels in all)`
        : `${width} × ${height} pixels (${megapixels(pixels)} megapixels)`;
    super(
      `That image is ${size}; the limit is ${megapixels(MAX_IMAGE_PIXELS)} megapixels. ` +
        'Please use a smaller image.',
    );
    this.name = 'ImageTooLargeError';
    this.pixels = pixels;
  }
}

// A decompression bomb (a tiny file that unpacks to gigapixels) is refused from its header,
// before any decoding; the limit stays on the decoder too. A file with a damaged chunk that
// browsers show anyway (a bad CRC, a short last row) is rendered as they would show it
// rather than refused; one whose header cannot be read fails.
const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'none' } as const;

/**
 * Resized copies of an uploaded image, in WebP (animated GIFs stay animated). Orientation
 * from EXIF is applied to the pixels first; nothing else of the metadata (EXIF, GPS, XMP,
 * ICC comments) is copied, since sharp writes none unless asked to.
 */
export async function renderImageVariants(bytes: Buffer): Promise<RenderedVariants> {
  let animated: boolean;
  try {
    // The header alone, so the size is known before the limit would stop the decoder.
    const metadata = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
    animated = (metadata.pages ?? 1) > 1;
    const frames = animated ? (metadata.pages ?? 1) : 1;
    const height = metadata.pageHeight ?? metadata.height;
    if (metadata.width * height * frames > MAX_IMAGE_PIXELS) {
      throw new ImageTooLargeError(metadata.width, height, frames);
    }
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    throw new UnreadableImageError(error);
  }
  const render = async (box: number): Promise<RenderedVariant> => {
    const { data, info } = await sharp(bytes, { ...DECODE, animated })
      .rotate()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // An animation's height is every frame stacked; one frame is what a page shows.
    const height = info.pageHeight ?? info.height;
    return { body: data, contentType: 'image/webp', width: info.width, height };
  };
  try {
    const [thumbnail, cover, full] = await Promise.all(
      IMAGE_VARIANT_NAMES.map((name) => render(IMAGE_VARIANTS[name])),
    );
    if (!thumbnail || !cover || !full) throw new Error('a variant was not rendered');
    return { thumbnail, cover, full };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

// Reading a QR code at the counter (issue 36): the browser's own BarcodeDetector where it
// has one that reads QR codes, else jsQR on the image's pixels. This module and jsQR are
// loaded only when staff first scan, so nobody's first load grows with them.

/** The part of the Shape Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** What a frame is read from: a camera's video, or a decoded photo. */
export type QrSource = HTMLVideoElement | ImageBitmap;

/** Photos are scaled down to this many pixels on their longer side before jsQR reads them. */
const MAX_SIDE = 1280;

let nativeDetector: Promise<BarcodeDetectorLike | null> | undefined;

function detectorOf(): Promise<BarcodeDetectorLike | null> {
  nativeDetector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return nativeDetector;
}

function sizeOf(source: QrSource): { width: number; height: number } {
  return source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.width, height: source.height };
}

let canvas: HTMLCanvasElement | undefined;

async function readWithJsQr(source: QrSource): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const { width, height } = sizeOf(source);
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  const pixels = context.getImageData(0, 0, w, h);
  return jsQR(pixels.data, w, h, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of the first QR code in `source`, or null when there is none to read. */
export async function decodeQr(source: QrSource): Promise<string | null> {
  const detector = await detectorOf();
  if (detector) {
    try {
      const [found] = await detector.detect(source);
      if (found?.rawValue) return found.rawValue;
      return null;
    } catch {
      // A detector that fails on this frame: the pixels are read the other way.
    }
  }
  return readWithJsQr(source);
}

/** The text of the QR code in a photo, or null when it holds none that can be read. */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap);
  } finally {
    bitmap.close();
  }
}

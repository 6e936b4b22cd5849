/** Image types members may upload. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export function isUploadImageType(value: string): value is UploadImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(value);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The image type the bytes really are, from their signature, or undefined. The declared
 * type of an upload is the client's word; this is what the file says about itself.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const ascii = (offset: number, text: string) =>
    startsWith(
      bytes,
      [...text].map((char) => char.charCodeAt(0)),
      offset,
    );
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}

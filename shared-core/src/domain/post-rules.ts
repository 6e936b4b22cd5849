// The browser's copy of the API's post and photo limits (the API's social/rules.ts; an API
// test checks both say the same), so a member hears about a problem before uploading.
import { formatCount } from './number-format.ts';

export const MAX_POST_TEXT_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_POST_PHOTOS = 10;
export const MAX_POST_PHOTO_BYTES = 10 * 1024 * 1024;
export const POST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Why a post cannot be sent yet, or undefined. */
export function postProblem(text: string, photoCount: number): string | undefined {
  if (text.trim() === '' && photoCount === 0) return 'Write something or add a photo.';
  if (text.length > MAX_POST_TEXT_LENGTH) {
    return `A post can be at most ${formatCount(MAX_POST_TEXT_LENGTH)} characters (this one has ${formatCount(text.length)}).`;
  }
  if (photoCount > MAX_POST_PHOTOS) return `A post can have at most ${MAX_POST_PHOTOS} photos.`;
  return undefined;
}

/** Why a comment cannot be sent yet, or undefined. */
export function commentProblem(text: string): string | undefined {
  if (text.trim() === '') return 'Write a comment first.';
  if (text.length > MAX_COMMENT_LENGTH) {
    return `A comment can be at most ${formatCount(MAX_COMMENT_LENGTH)} characters (this one has ${formatCount(text.length)}).`;
  }
  return undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The photo type the first bytes of a file say it is (a renamed PDF is not a JPEG). */
export function sniffPhotoType(head: Uint8Array): (typeof POST_PHOTO_TYPES)[number] | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  return undefined;
}

/** Why this file cannot be a post photo, or undefined; `head` is its first 12 bytes. */
export function photoProblem(
  file: { name: string; size: number },
  head: Uint8Array,
): string | undefined {
  if (!sniffPhotoType(head)) {
    return `${file.name} is not a photo we can show: use JPEG, PNG, WebP or GIF.`;
  }
  if (file.size > MAX_POST_PHOTO_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(1);
    return `${file.name} is too large (${megabytes} MB): the limit is ${MAX_POST_PHOTO_BYTES / 1024 / 1024} MB.`;
  }
  return undefined;
}

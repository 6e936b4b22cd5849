import { randomInt } from 'node:crypto';

// No 0/O or 1/I: codes are read aloud, typed at a shop counter or copied from a screenshot.
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters drawn with a cryptographic generator from CODE_ALPHABET. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

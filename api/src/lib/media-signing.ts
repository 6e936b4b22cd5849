import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to private media: an HMAC of the upload id, the size and the expiry, with a
 * server secret. Whoever holds a link may load that one size until it expires, as an <img>
 * must (it cannot send the bearer token); the API hands links only to viewers who may see
 * the photo, and a link cannot be turned into another size or a later expiry.
 */
export interface MediaSigner {
  /** The query string (`expires=…&signature=…`) that opens `variant` of `uploadId`. */
  query(uploadId: string, variant: string, nowMs?: number): string;
  /** Whether the link is genuine, for this id and size, and not expired at `nowMs`. */
  verify(
    uploadId: string,
    variant: string,
    expires: number | undefined,
    signature: string | undefined,
    nowMs?: number,
  ): boolean;
}

/**
 * Links expire at the end of the next whole window: between one and two windows from when
 * they were made. Within a window every response carries the same link, so a browser's
 * cache keeps the photo across pages.
 */
export const SIGNED_MEDIA_WINDOW_S = 6 * 3600;

/** The longest a browser may keep a private photo without asking again. */
export const PRIVATE_MEDIA_MAX_AGE_S = 3600;

export function signedMediaExpiry(nowMs: number): number {
  const window = SIGNED_MEDIA_WINDOW_S;
  return (Math.floor(nowMs / 1000 / window) + 2) * window;
}

export function createMediaSigner(secret: string): MediaSigner {
  if (secret.length < 32) throw new Error('The media signing secret needs 32 characters or more');
  const signatureOf = (uploadId: string, variant: string, expires: number) =>
    createHmac('sha256', secret).update(`${uploadId}/${variant}/${expires}`).digest('base64url');
  return {
    query(uploadId, variant, nowMs = Date.now()) {
      const expires = signedMediaExpiry(nowMs);
      return `expires=${expires}&signature=${signatureOf(uploadId, variant, expires)}`;
    },
    verify(uploadId, variant, expires, signature, nowMs = Date.now()) {
      if (expires === undefined || signature === undefined) return false;
      // Nothing this server made outlives two windows: a far-off expiry is not ours.
      const now = nowMs / 1000;
      if (expires <= now || expires > now + 2 * SIGNED_MEDIA_WINDOW_S) return false;
      const expected = Buffer.from(signatureOf(uploadId, variant, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

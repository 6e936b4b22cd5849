import { describe, expect, it } from 'vitest';
import {
  createMediaSigner,
  SIGNED_MEDIA_WINDOW_S,
  signedMediaExpiry,
} from '../../src/lib/media-signing.ts';
import { createMediaUrl } from '../../src/lib/media.ts';

const ID = '0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01';
const signer = createMediaSigner('a'.repeat(43));
const NOW = Date.UTC(2026, 0, 15, 10, 30);

const linkOf = (query: string) => {
  const params = new URLSearchParams(query);
  return {
    expires: Number(params.get('expires')),
    signature: params.get('signature') ?? undefined,
  };
};

describe('signed media links', () => {
  it('opens the size it was made for until it expires, and nothing else', () => {
    const { expires, signature } = linkOf(signer.query(ID, 'thumbnail', NOW));
    expect(signer.verify(ID, 'thumbnail', expires, signature, NOW)).toBe(true);
    expect(signer.verify(ID, 'cover', expires, signature, NOW)).toBe(false);
    expect(signer.verify(ID.replace('0b', '1b'), 'thumbnail', expires, signature, NOW)).toBe(false);
    expect(signer.verify(ID, 'thumbnail', expires + 60, signature, NOW)).toBe(false);
    expect(signer.verify(ID, 'thumbnail', expires, signature, expires * 1000)).toBe(false);
    expect(signer.verify(ID, 'thumbnail', undefined, signature, NOW)).toBe(false);
    // Another server's secret signs differently.
    const other = createMediaSigner('b'.repeat(43));
    expect(other.verify(ID, 'thumbnail', expires, signature, NOW)).toBe(false);
  });

  it('keeps one link through a window, expiring one to two windows later', () => {
    const expiry = signedMediaExpiry(NOW);
    expect(signedMediaExpiry(NOW + 60_000)).toBe(expiry);
    const left = expiry - NOW / 1000;
    expect(left).toBeGreaterThan(SIGNED_MEDIA_WINDOW_S);
    expect(left).toBeLessThanOrEqual(2 * SIGNED_MEDIA_WINDOW_S);
  });

  it('signs only private uploads; public ones and other media keep their fixed links', () => {
    const mediaUrl = createMediaUrl('https://api.example.test/', signer);
    const file = `uploads/${ID}`;
    expect(mediaUrl(file, 'cover')).toBe(`https://api.example.test/media/${file}/cover`);
    expect(mediaUrl(file, 'cover', 'private')).toMatch(
      new RegExp(`^https://api\\.example\\.test/media/${file}/cover\\?expires=\\d+&signature=`),
    );
    // Unsized, a private upload is linked in its full size.
    expect(mediaUrl(file, undefined, 'private')).toContain(`/media/${file}/full?expires=`);
    expect(mediaUrl('pictures/demo.jpg', 'cover', 'private')).toBe(
      'https://api.example.test/media/pictures/demo.jpg',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../src/lib/media-store/media-store.ts';
import { MEDIA_STORE_KINDS } from '../helpers/media-stores.ts';

describe.each(MEDIA_STORE_KINDS)('media store in %s', (_kind, open) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(async () => {
    await close();
  });

  it('keeps bytes with their content type and gives them back', async () => {
    const body = Buffer.from([0, 1, 2, 255, 254]);
    await store.put('uploads/a/thumbnail.webp', { body, contentType: 'image/webp' });
    const got = await store.get('uploads/a/thumbnail.webp');
    expect(got?.contentType).toBe('image/webp');
    expect(got?.body.equals(body)).toBe(true);
  });

  it('replaces what is under a key', async () => {
    await store.put('uploads/b/full.webp', { body: Buffer.from('one'), contentType: 'image/png' });
    await store.put('uploads/b/full.webp', { body: Buffer.from('two'), contentType: 'image/gif' });
    const got = await store.get('uploads/b/full.webp');
    expect(got?.body.toString()).toBe('two');
    expect(got?.contentType).toBe('image/gif');
  });

  it('answers undefined for a missing key and deletes without minding missing ones', async () => {
    expect(await store.get('uploads/none/full.webp')).toBeUndefined();
    await store.put('uploads/c/original', { body: Buffer.from('x'), contentType: 'image/jpeg' });
    await store.delete(['uploads/c/original', 'uploads/never/was']);
    expect(await store.get('uploads/c/original')).toBeUndefined();
  });

  it('refuses keys that could reach outside its folder', async () => {
    for (const key of ['../secret', 'uploads/../../etc/passwd', '/absolute', 'a//b', '']) {
      await expect(store.get(key)).rejects.toThrow(/Not a media key/);
    }
  });
});

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { localMediaStore } from '../../src/lib/media-store/local-media-store.ts';
import type { MediaStore } from '../../src/lib/media-store/media-store.ts';
import {
  BACKENDS,
  buildTestApp,
  emptyDatabase,
  migrateBefore,
  PUBLIC_API_URL,
  signIn,
  temporaryMediaFolder,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { imageOf, jpegWithGps } from '../helpers/images.ts';
import { MEDIA_STORE_KINDS } from '../helpers/media-stores.ts';

interface Uploaded {
  uploadId: string;
  thumbnailURL: string;
  coverURL: string;
  fullURL: string;
  width: number | null;
  height: number | null;
}

async function photoForm(bytes: Buffer, type: string) {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), 'IMG_0001.jpg');
  const request = new Request('http://api.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const path = (url: string) => url.replace(PUBLIC_API_URL, '');

describe.each(BACKENDS)('uploaded photos (%s)', (backend) => {
  describe.each(MEDIA_STORE_KINDS)('in %s', (_kind, open) => {
    let t: TestApp;
    let store: MediaStore;
    let closeStore: () => Promise<void>;
    let dana: SignedInMember;
    beforeEach(async () => {
      ({ store, close: closeStore } = await open());
      t = await buildTestApp(backend, { mediaStore: store });
      dana = await signIn(t.app);
    });
    afterEach(async () => {
      await t.close();
      await closeStore();
    });

    const upload = async (bytes: Buffer, type = 'image/jpeg') => {
      const form = await photoForm(bytes, type);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/assets',
        payload: form.payload,
        headers: { ...dana.headers, ...form.headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ item: Uploaded }>().item;
    };

    /** The photo as a public post carries it. */
    const postedPhoto = async (uploadId: string): Promise<Uploaded> => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description: 'Upright', uploadIds: [uploadId] },
        headers: dana.headers,
      });
      return created.json<{ item: { assets: Uploaded[] } }>().item.assets[0]!;
    };

    it('keeps the original and serves three sizes without EXIF or GPS, upright', async () => {
      // Stored 4000×3000 and turned on its side by its EXIF: a 3000×4000 portrait photo.
      const original = await jpegWithGps(4000, 3000);
      const before = await sharp(original).metadata();
      expect(before.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
      expect(before.orientation).toBe(6);

      const uploaded = await upload(original);
      expect(uploaded).toMatchObject({ width: 1536, height: 2048 });
      // Posted for everyone: the photo's links are its fixed, public ones.
      const photo = await postedPhoto(uploaded.uploadId);
      const expected = { thumbnailURL: [240, 320], coverURL: [810, 1080], fullURL: [1536, 2048] };
      for (const [field, [width, height]] of Object.entries(expected)) {
        const url = photo[field as keyof typeof expected];
        expect(url).toMatch(/\/media\/uploads\/[0-9a-f-]{36}\/(thumbnail|cover|full)$/);
        const served = await t.app.inject({ method: 'GET', url: path(url) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect({ field, width: metadata.width, height: metadata.height }).toEqual({
          field,
          width,
          height,
        });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        // Not a byte of the GPS block (51° 30′ as rationals) is left anywhere in the file.
        expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      }
      // The unversioned URL (what profile images and older posts link to) is the full size.
      const plain = await t.app.inject({
        method: 'GET',
        url: `/media/uploads/${uploaded.uploadId}`,
      });
      expect((await sharp(plain.rawPayload).metadata()).width).toBe(1536);
      // The original is kept as uploaded, GPS and all, and never served.
      const kept = await store.get(`uploads/${uploaded.uploadId}/original`);
      expect(kept?.body.equals(original)).toBe(true);
      const rows = await t.db.query<{ bytes: unknown }>('SELECT bytes FROM uploads WHERE id = $1', [
        uploaded.uploadId,
      ]);
      expect(rows).toEqual([{ bytes: null }]);
    });

    it('never enlarges a small photo and gives the post its size', async () => {
      const photo = await upload(await imageOf('png', 200, 100), 'image/png');
      const thumbnail = await t.app.inject({ method: 'GET', url: path(photo.thumbnailURL) });
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
        width: 200,
        height: 100,
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description: 'Small one', uploadIds: [photo.uploadId] },
        headers: dana.headers,
      });
      const post = created.json<{
        item: { albumId: number; thumbnailURL: string; assets: Uploaded[] };
      }>().item;
      // Posted for everyone, its links lose the signature they had while only its uploader
      // could see it.
      const unsigned = (url: string) => url.split('?')[0];
      expect(post.assets[0]).toMatchObject({
        width: 200,
        height: 100,
        thumbnailURL: unsigned(photo.thumbnailURL),
        coverURL: unsigned(photo.coverURL),
        fullURL: unsigned(photo.fullURL),
      });
      // The album's own cover fields name the sizes too (a tile shows the thumbnail).
      expect(post.thumbnailURL).toBe(unsigned(photo.thumbnailURL));
    });

    it("deletes a post's stored files with the post", async () => {
      const photo = await upload(await imageOf('webp', 300, 300), 'image/webp');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description: 'Going soon', uploadIds: [photo.uploadId] },
        headers: dana.headers,
      });
      const { albumId } = created.json<{ item: { albumId: number } }>().item;
      expect(await store.get(`uploads/${photo.uploadId}/cover.webp`)).toBeDefined();
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/albums/posts/${albumId}`,
        headers: dana.headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: path(photo.fullURL) })).statusCode).toBe(
        404,
      );
      // The files go once the deletion has committed.
      await vi.waitFor(async () => {
        for (const name of ['original', 'thumbnail.webp', 'cover.webp', 'full.webp']) {
          expect(await store.get(`uploads/${photo.uploadId}/${name}`)).toBeUndefined();
        }
      });
    });

    it('shows a PNG with a damaged chunk as browsers do, rather than refusing it', async () => {
      // A 2×2 PNG whose image data libpng reports as damaged; every browser draws it.
      const damaged = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaGBgYGBgYGBgYGBgAAAEhAEBjT7mWgAAAABJRU5ErkJggg==',
        'base64',
      );
      const photo = await upload(damaged, 'image/png');
      expect(photo).toMatchObject({ width: 2, height: 2 });
    });

    it('refuses with 415 a file that is not an image and stores nothing for it', async () => {
      const form = await photoForm(
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 3)]),
        'image/jpeg',
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/assets',
        payload: form.payload,
        headers: { ...dana.headers, ...form.headers },
      });
      expect(response.statusCode).toBe(415);
      expect(await t.db.query('SELECT 1 FROM uploads')).toHaveLength(0);
    });
  });
});

describe.each(BACKENDS)('uploads kept in database rows before the media store (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let folder: Awaited<ReturnType<typeof temporaryMediaFolder>>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
    folder = await temporaryMediaFolder();
  });
  afterEach(async () => {
    await dispose();
    await folder.remove();
  });

  it('are moved into the store at start-up and still served at their old URLs', async () => {
    await migrateBefore(db, '064');
    const [owner] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username, avatar)
       VALUES ('old@canopy.test', 'x', 'Old', 'Timer', 'old.t',
               'uploads/0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01') RETURNING id`,
    );
    const avatar = await jpegWithGps(640, 480);
    // Accepted by its signature alone back then; no image library can read it.
    const undecodable = Buffer.concat([Buffer.from('RIFF\x1a\0\0\0WEBPVP8L'), Buffer.alloc(14, 1)]);
    await db.query(
      `INSERT INTO uploads (id, account_id, purpose, content_type, byte_size, sha256, bytes)
       VALUES ('0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01', $1, 'profile-image', 'image/jpeg', $2,
               'c2hhMjU2LW9mLXRoZS1hdmF0YXI', $3),
              ('5d1e3f40-2b6a-4c8d-8e9f-0a1b2c3d4e5f', $1, 'post-photo', 'image/webp', $4,
               'c2hhMjU2LW9mLXRoZS1waG90bw', $5)`,
      [owner?.id, avatar.length, avatar, undecodable.length, undecodable],
    );
    const [album] = await db.query<{ id: number }>(
      `INSERT INTO albums (owner_id, album_type, title, cover, asset_count)
       VALUES ($1, 'post', 'Old post', 'uploads/0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01', 1)
       RETURNING id`,
      [owner?.id],
    );
    await db.query(
      `INSERT INTO assets (album_id, uploader_id, position, file, file_name, mime_type)
       VALUES ($1, $2, 0, 'uploads/0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01', 'photo-1', 'image/jpeg'),
              ($1, $2, 1, 'uploads/5d1e3f40-2b6a-4c8d-8e9f-0a1b2c3d4e5f', 'photo-2', 'image/webp')`,
      [album?.id, owner?.id],
    );
    await migrate(db);

    // The upgrade: the API starts on the migrated database with its media folder.
    const app = await buildApp({
      // The database stays open for the test's own checks; dispose closes it.
      db: { ...db, close: async () => undefined },
      publicApiUrl: PUBLIC_API_URL,
      logger: false,
      mediaStore: localMediaStore(folder.dir),
    });
    try {
      const served = await app.inject({
        method: 'GET',
        url: '/media/uploads/0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01',
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ width: 480, height: 640 });
      expect(metadata.exif).toBeUndefined();
      const thumbnail = await app.inject({
        method: 'GET',
        url: '/media/uploads/0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01/thumbnail',
      });
      expect((await sharp(thumbnail.rawPayload).metadata()).height).toBe(320);

      // One that cannot be read is kept and served exactly as before.
      const asBefore = await app.inject({
        method: 'GET',
        url: '/media/uploads/5d1e3f40-2b6a-4c8d-8e9f-0a1b2c3d4e5f',
      });
      expect(asBefore.statusCode).toBe(200);
      expect(asBefore.headers['content-type']).toBe('image/webp');
      expect(asBefore.rawPayload.equals(undecodable)).toBe(true);

      // Nothing is left in the rows, and the old post's photo now knows its size.
      expect(await db.query('SELECT id FROM uploads WHERE bytes IS NOT NULL')).toEqual([]);
      expect(await db.query('SELECT width, height FROM assets ORDER BY position')).toEqual([
        { width: 480, height: 640 },
        { width: null, height: null },
      ]);
    } finally {
      await app.close();
    }
  });
});

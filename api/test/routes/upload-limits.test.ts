// What keeps uploads from filling the media store (issue 32): per-member quotas counted
// from the uploads table, a pixel limit read from the header, and the sweep of uploads
// nobody attached to anything.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../src/lib/media-store/media-store.ts';
import { megabytes, type UploadQuota } from '../../src/plugins/app/platform/upload-quota-rules.ts';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { imageOf, noisyJpeg } from '../helpers/images.ts';
import { MEDIA_STORE_KINDS } from '../helpers/media-stores.ts';

async function form(bytes: Buffer, type = 'image/jpeg') {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), 'IMG_0001.jpg');
  const request = new Request('http://api.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** POST /api/assets (a post photo) or /api/upload/profile-image, as `member`. */
async function upload(t: TestApp, member: SignedInMember, bytes: Buffer, url = '/api/assets') {
  const body = await form(bytes);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...member.headers, ...body.headers },
  });
}

const uploadIdOf = (response: { json: <T>() => T }) =>
  response.json<{ item: { uploadId: string } }>().item.uploadId;

/** Every stored key of the member's uploads, as the store holds them. */
async function storedKeys(t: TestApp, accountId: number): Promise<string[]> {
  const rows = await t.db.query<{
    original_key: string;
    variants: Record<string, { key: string }>;
  }>('SELECT original_key, variants FROM uploads WHERE account_id = $1', [accountId]);
  return rows.flatMap((row) => [
    row.original_key,
    ...Object.values(row.variants).map((v) => v.key),
  ]);
}

// A photo that barely compresses, about 0.4 MB, so quotas of a few of them are quick to reach.
const PHOTO = await noisyJpeg(420);
const roomFor = (photos: number): number => Math.floor((photos + 0.5) * PHOTO.length);

describe.each(BACKENDS)('upload quotas (%s)', (backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  const withQuota = async (uploadQuota: Partial<UploadQuota>) => {
    t = await buildTestApp(backend, { uploadQuota });
    return { t, dana: await signIn(t.app), marcus: await signIn(t.app, OTHER_MEMBER) };
  };

  it('refuses past the daily quota with 429, Retry-After and the quota in MB, on both upload paths', async () => {
    const daily = roomFor(2);
    const { t, dana, marcus } = await withQuota({ dailyBytes: daily });
    expect((await upload(t, dana, PHOTO)).statusCode).toBe(200);
    expect((await upload(t, dana, PHOTO)).statusCode).toBe(200);
    const before = await storedKeys(t, dana.userId);

    for (const url of ['/api/assets', '/api/upload/profile-image']) {
      const refused = await upload(t, dana, PHOTO, url);
      expect(refused.statusCode).toBe(429);
      // Room comes back when the first upload of the day is 24 hours old.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(refused.json()).toEqual({
        valid: false,
        errorCode: 'UPLOAD_DAILY_QUOTA',
        message:
          `You have uploaded ${megabytes(2 * PHOTO.length)} MB in the last 24 hours, and the ` +
          `limit is ${megabytes(daily)} MB a day. Please wait 24 hours and try again.`,
        retryAfter,
      });
    }
    // Nothing of the refused uploads was kept; another member still uploads.
    expect(await storedKeys(t, dana.userId)).toEqual(before);
    expect((await upload(t, marcus, PHOTO)).statusCode).toBe(200);

    // Counted from the table: a day later the same uploads no longer count for the day.
    await t.db.query(
      "UPDATE uploads SET created_at = created_at - interval '25 hours' WHERE account_id = $1",
      [dana.userId],
    );
    expect((await upload(t, dana, PHOTO)).statusCode).toBe(200);
  });

  it('refuses past the total quota with 413 naming it; a new avatar replaces the old one in it', async () => {
    const total = roomFor(2);
    const { t, dana } = await withQuota({ totalBytes: total });
    const avatar = '/api/upload/profile-image';
    expect((await upload(t, dana, PHOTO, avatar)).statusCode).toBe(200);
    expect((await upload(t, dana, PHOTO)).statusCode).toBe(200);
    // The avatar it replaces does not count against the new one.
    expect((await upload(t, dana, PHOTO, avatar)).statusCode).toBe(200);

    const refused = await upload(t, dana, PHOTO);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      valid: false,
      errorCode: 'UPLOAD_QUOTA_FULL',
      message:
        `Your photos take up ${megabytes(2 * PHOTO.length)} MB, and the limit is ` +
        `${megabytes(total)} MB in all. Delete posts or messages with photos to make room.`,
    });
  });

  it('refuses an image over 40 megapixels from its header, with 413, on both paths', async () => {
    t = await buildTestApp(backend);
    const dana = await signIn(t.app);
    // 48 megapixels of one colour: a small file that would decode to 144 MB.
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#3a7d44' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const url of ['/api/assets', '/api/upload/profile-image']) {
      const refused = await upload(t, dana, bomb, url);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        valid: false,
        errorCode: 'IMAGE_TOO_LARGE',
        message:
          'That image is 8000 × 6000 pixels (48 megapixels); the limit is 40 megapixels. ' +
          'Please use a smaller image.',
      });
    }
    expect(await storedKeys(t, dana.userId)).toEqual([]);
    expect((await upload(t, dana, await imageOf('png', 4000, 3000))).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('upload quota under concurrent uploads (%s)', (backend) => {
  it('lets through only what fits when uploads arrive at once', async () => {
    const t = await buildPooledTestApp(backend, { uploadQuota: { dailyBytes: roomFor(1) } });
    try {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: {
          email: 'quota.race@example.test',
          password: 'Quartz-lantern-meadow-71',
          firstName: 'Quinn',
          lastName: 'Race',
          ageConfirmed: true,
        },
      });
      const token = signup.json<{ item: { session: { token: string } } }>().item.session.token;
      const member = { token, userId: 0, headers: { authorization: `Bearer ${token}` } };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => upload(t, member, PHOTO).then((r) => r.statusCode)),
      );
      expect(answers.sort()).toEqual([200, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe.each(BACKENDS)('unattached uploads (%s)', (backend) => {
  describe.each(MEDIA_STORE_KINDS)('in %s', (_kind, open) => {
    let t: TestApp;
    let store: MediaStore;
    let closeStore: () => Promise<void>;
    let dana: SignedInMember;
    let marcus: SignedInMember;
    beforeEach(async () => {
      ({ store, close: closeStore } = await open());
      t = await buildTestApp(backend, { mediaStore: store });
      [dana, marcus] = [await signIn(t.app), await signIn(t.app, OTHER_MEMBER)];
    });
    afterEach(async () => {
      await t.close();
      await closeStore();
    });

    it('are deleted with their files after a day; attached ones and new ones are kept', async () => {
      const photo = await imageOf('jpeg', 200, 150);
      const ids = {
        forgotten: uploadIdOf(await upload(t, dana, photo)),
        posted: uploadIdOf(await upload(t, dana, photo)),
        sentInChat: uploadIdOf(await upload(t, dana, photo)),
        avatar: '',
        fresh: '',
      };
      await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description: 'Kept', uploadIds: [ids.posted] },
        headers: dana.headers,
      });
      const chat = await t.app.inject({
        method: 'POST',
        url: '/api/chats/single',
        payload: { accountId: marcus.userId },
        headers: dana.headers,
      });
      const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/chats/${chatId}/notes`,
        payload: { comment: '', uploadIds: [ids.sentInChat], clientMessageId: 'kept-photo' },
        headers: dana.headers,
      });
      expect(sent.statusCode).toBe(200);
      await upload(t, dana, photo, '/api/upload/profile-image');
      ids.avatar = (
        await t.db.query<{ id: string }>(
          "SELECT id::text FROM uploads WHERE account_id = $1 AND purpose = 'profile-image'",
          [dana.userId],
        )
      )[0]!.id;
      const forgottenKeys = await storedKeys(t, dana.userId);
      await t.db.query(
        "UPDATE uploads SET created_at = created_at - interval '25 hours' WHERE account_id = $1",
        [dana.userId],
      );
      ids.fresh = uploadIdOf(await upload(t, dana, photo));

      // Two instances sweeping at once delete it once between them.
      const swept = await Promise.all([
        t.app.uploads.deleteUnattached(),
        t.app.uploads.deleteUnattached(),
      ]);
      expect(swept[0] + swept[1]).toBe(1);

      const left = await t.db.query<{ id: string }>(
        'SELECT id::text FROM uploads WHERE account_id = $1 ORDER BY created_at',
        [dana.userId],
      );
      expect(new Set(left.map((row) => row.id))).toEqual(
        new Set([ids.posted, ids.sentInChat, ids.avatar, ids.fresh]),
      );
      const kept = new Set(await storedKeys(t, dana.userId));
      for (const key of forgottenKeys) {
        const stored = await store.get(key);
        expect(stored === undefined, key).toBe(!kept.has(key));
      }
      const gone = await t.app.inject({ url: `/media/uploads/${ids.forgotten}/thumbnail` });
      expect(gone.statusCode).toBe(404);
    });
  });
});

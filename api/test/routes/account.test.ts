import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { imageOf, noisyJpeg } from '../helpers/images.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Profile {
  profileInfo: {
    accountId: number;
    firstName: string;
    lastName: string;
    display: string;
    profileAvatar: { fullURL: string };
  };
  isProfileOwner: boolean;
  friend: boolean;
  counts: { albums: number; friends: number };
}

interface Envelope<T> {
  valid: boolean;
  message: string;
  errorCode?: string;
  item: T;
}

const PNG = await imageOf('png', 1, 1);
const WEBP = await imageOf('webp', 640, 480);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const jpegOf = (size: number) =>
  Buffer.concat([JPEG_START, Buffer.alloc(size - JPEG_START.length, 7)]);

/** A multipart body exactly as a browser's FormData makes it. */
async function form(
  fields: { name: string; value: Buffer | string; type?: string; filename?: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const data = new FormData();
  for (const field of fields) {
    if (typeof field.value === 'string' && field.type === undefined) {
      data.append(field.name, field.value);
    } else {
      data.append(
        field.name,
        new Blob([field.value], { type: field.type ?? '' }),
        field.filename ?? 'avatar',
      );
    }
  }
  const request = new Request('http://api.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(BACKENDS)('account (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const me = (member: SignedInMember = dana) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: member.headers });
  const profileOf = async (id: number, viewer: SignedInMember = dana): Promise<Profile> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope<Profile>>().item;
  };

  describe('profile counts', () => {
    it("counts the member's posts the viewer may see, and friends", async () => {
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const seenByDana = await profileOf(marcus.userId);
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/albums/search?ownerId=${marcus.userId}&limit=100`,
        headers: dana.headers,
      });
      // Of Marcus's albums (posts, and the group and event he runs), exactly one is not for
      // Dana's eyes. The profile counts what the search would show her.
      const ownCount = (await profileOf(marcus.userId, marcus)).counts.albums;
      // The seed: Jonah and Elena follow Marcus; he follows Priya and Dana.
      expect(seenByDana.counts).toEqual({
        albums: ownCount - 1,
        friends: 0,
        followers: 2,
        following: 2,
      });
      expect(seenByDana.counts.albums).toBeGreaterThanOrEqual(2);
      expect(search.json<{ countTotal: number }>().countTotal).toBe(seenByDana.counts.albums);

      await t.db.query('INSERT INTO friendships (account_id, friend_id) VALUES ($1, $2)', [
        Math.min(dana.userId, marcus.userId),
        Math.max(dana.userId, marcus.userId),
      ]);
      expect(await profileOf(marcus.userId)).toMatchObject({
        friend: true,
        counts: { friends: 1 },
      });
      expect((await profileOf(dana.userId)).counts.friends).toBe(1);
    });

    it('returns the counts with the saved profile too', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/myprofile',
        headers: dana.headers,
        payload: { returnProfile: true, appBlob: '{}' },
      });
      const item = response.json<Envelope<Profile>>().item;
      expect(item.counts).toEqual((await profileOf(dana.userId)).counts);
      expect(item.counts.albums).toBeGreaterThan(0);
    });
  });

  describe('names (PUT /users/myprofile)', () => {
    it('trims names and shows them in /users/me and at the next login', async () => {
      const save = await t.app.inject({
        method: 'PUT',
        url: '/api/users/myprofile',
        headers: dana.headers,
        payload: { firstName: '  Ana  ', lastName: ' Lee ', returnProfile: true },
      });
      expect(save.json<Envelope<Profile>>().item.profileInfo).toMatchObject({
        firstName: 'Ana',
        lastName: 'Lee',
        display: 'Ana Lee',
      });
      expect((await me()).json()).toMatchObject({
        item: { firstName: 'Ana', lastName: 'Lee', profileInfo: { display: 'Ana Lee' } },
      });
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: DEMO });
      expect(login.json()).toMatchObject({
        valid: true,
        item: { user: { firstName: 'Ana', lastName: 'Lee', display: 'Ana Lee' } },
      });
    });

    it.each([
      [{ firstName: '' }, 'body/firstName'],
      [{ firstName: '    ' }, 'body/firstName'],
      [{ lastName: 'x'.repeat(61) }, 'body/lastName must not have more than 60 characters'],
      [{ firstName: 7 }, 'body/firstName must be string'],
    ])('rejects %o with a 400 naming the field and changes nothing', async (payload, message) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/myprofile',
        headers: dana.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect((await me()).json()).toMatchObject({
        item: { firstName: 'Dana', lastName: 'Rivera' },
      });
    });
  });

  describe('password (PUT /users/password)', () => {
    const change = (payload: Record<string, unknown>, member: SignedInMember = dana) =>
      t.app.inject({ method: 'PUT', url: '/api/users/password', headers: member.headers, payload });

    it('says no, as a business rule, to a wrong current password', async () => {
      const response = await change({ currentPassword: 'not-it', newPassword: 'a new password' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: false,
        errorCode: 'WRONG_PASSWORD',
        message: 'Your current password is not correct.',
      });
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: DEMO });
      expect(login.json()).toMatchObject({ valid: true });
    });

    it('changes it and ends every other session of the member', async () => {
      const laptop = await signIn(t.app);
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const response = await change({
        currentPassword: DEMO.password,
        newPassword: 'tomatoes-in-july',
        latitude: 38.97,
        longitude: -95.24,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, message: 'Your password has been changed.' });

      expect((await me()).statusCode).toBe(200);
      expect((await me(laptop)).statusCode).toBe(403);
      expect((await me(marcus)).statusCode).toBe(200);

      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: DEMO.email, password },
        });
      expect((await login(DEMO.password)).json()).toMatchObject({
        valid: false,
        errorCode: 'INVALID_CREDENTIALS',
      });
      expect((await login('tomatoes-in-july')).json()).toMatchObject({ valid: true });
      const stored = await t.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM accounts WHERE id = $1',
        [dana.userId],
      );
      expect(stored[0]?.password_hash).toMatch(/^scrypt\$/);
      expect(stored[0]?.password_hash).not.toContain('tomatoes');
    });

    it.each([
      [{ currentPassword: DEMO.password, newPassword: 'short' }, 'body/newPassword'],
      [{ newPassword: 'long enough now' }, 'body/currentPassword is required'],
      [{ currentPassword: DEMO.password }, 'body/newPassword is required'],
    ])('rejects %o with a 400 naming the field', async (payload, message) => {
      const response = await change(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });
  });

  describe('sign out everywhere (POST /users/logout-all)', () => {
    it('revokes every session of the member, this one included', async () => {
      const phone = await signIn(t.app);
      const marcus = await signIn(t.app, OTHER_MEMBER);
      // The web client sends a JSON content type and an empty body.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout-all',
        headers: { ...dana.headers, 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ valid: true });
      for (const member of [dana, phone]) {
        const after = await me(member);
        expect(after.statusCode).toBe(403);
        expect(after.json()).toMatchObject({ valid: false, errorCode: 'SESSION_INVALID' });
      }
      expect((await me(marcus)).statusCode).toBe(200);
      const live = await t.db.query(
        'SELECT 1 FROM sessions WHERE account_id = $1 AND revoked_at IS NULL',
        [dana.userId],
      );
      expect(live).toHaveLength(0);
      expect(
        await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL', [
          hashToken(marcus.token),
        ]),
      ).toHaveLength(1);
    });
  });

  describe('profile image (POST /upload/profile-image)', () => {
    const upload = async (fields: Parameters<typeof form>[0], member: SignedInMember = dana) => {
      const body = await form(fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-image',
        headers: { ...member.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const path = (url: string) => url.replace(PUBLIC_API_URL, '');

    it('stores the image, serves it, and makes it the avatar', async () => {
      const response = await upload([{ name: 'file', value: PNG, type: 'image/png' }]);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Envelope<Profile>>();
      expect(body.valid).toBe(true);
      expect(body.message.length).toBeGreaterThan(0);
      const avatar = body.item.profileInfo.profileAvatar.fullURL;
      expect(avatar).toMatch(
        new RegExp(
          `^${PUBLIC_API_URL}/media/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
        ),
      );
      expect(body.item).toMatchObject({
        isProfileOwner: true,
        profileInfo: { accountId: dana.userId, firstName: 'Dana' },
        counts: { albums: expect.any(Number) as number },
      });

      const image = await t.app.inject({ method: 'GET', url: path(avatar) });
      expect(image.statusCode).toBe(200);
      // Served resized, as WebP, never the bytes as uploaded.
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 1,
        height: 1,
      });
      const cached = await t.app.inject({
        method: 'GET',
        url: path(avatar),
        headers: { 'if-none-match': String(image.headers.etag) },
      });
      expect(cached.statusCode).toBe(304);

      expect((await me()).json()).toMatchObject({
        item: { profileInfo: { profileAvatar: { fullURL: avatar } } },
      });
      const marcus = await signIn(t.app, OTHER_MEMBER);
      expect((await profileOf(dana.userId, marcus)).profileInfo.profileAvatar.fullURL).toBe(avatar);
      const albums = await t.app.inject({
        method: 'GET',
        url: `/api/albums/search?ownerId=${dana.userId}&limit=1`,
        headers: marcus.headers,
      });
      expect(albums.json()).toMatchObject({ items: [{ owner: { profileImage: avatar } }] });
    });

    it('replaces the previous upload, which then no longer exists', async () => {
      const first = await upload([{ name: 'file', value: PNG, type: 'image/png' }]);
      const firstUrl = first.json<Envelope<Profile>>().item.profileInfo.profileAvatar.fullURL;
      const second = await upload([{ name: 'file', value: WEBP, type: 'image/webp' }]);
      const secondUrl = second.json<Envelope<Profile>>().item.profileInfo.profileAvatar.fullURL;
      expect(secondUrl).not.toBe(firstUrl);
      expect((await t.app.inject({ method: 'GET', url: path(firstUrl) })).statusCode).toBe(404);
      const image = await t.app.inject({ method: 'GET', url: path(secondUrl) });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
      expect(
        await t.db.query('SELECT 1 FROM uploads WHERE account_id = $1', [dana.userId]),
      ).toHaveLength(1);
    });

    it('accepts a JPEG bigger than the JSON body limit, up to 2 MiB', async () => {
      const bytes = await noisyJpeg(820);
      expect(bytes.length).toBeGreaterThan(1024 * 1024);
      expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      const response = await upload([{ name: 'file', value: bytes, type: 'image/jpeg' }]);
      expect(response.statusCode, response.body).toBe(200);
      const url = response.json<Envelope<Profile>>().item.profileInfo.profileAvatar.fullURL;
      const image = await t.app.inject({ method: 'GET', url: path(url) });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 820, height: 820 });
    });

    it('rejects with 415 a file that has a JPEG signature but is no image', async () => {
      const response = await upload([{ name: 'file', value: jpegOf(4096), type: 'image/jpeg' }]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await t.db.query('SELECT 1 FROM uploads')).toHaveLength(0);
    });

    it('rejects an image over 2 MiB with 413', async () => {
      const response = await upload([
        { name: 'file', value: jpegOf(2 * 1024 * 1024 + 1), type: 'image/jpeg' },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'PAYLOAD_TOO_LARGE' });
      expect(await t.db.query('SELECT 1 FROM uploads')).toHaveLength(0);
    });

    it.each([
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'],
      ['text', Buffer.from('hello'), 'text/plain'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      ['HTML claiming to be a PNG', Buffer.from('<html><script>alert(1)</script>'), 'image/png'],
    ])('rejects %s with 415', async (_, value, type) => {
      const response = await upload([{ name: 'file', value, type }]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        valid: false,
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Upload a PNG, JPEG or WebP image.',
      });
      expect((await me()).json()).toMatchObject({
        item: {
          profileInfo: {
            profileAvatar: { fullURL: `${PUBLIC_API_URL}/media/avatar-dana-rivera.svg` },
          },
        },
      });
    });

    it('answers 400 without a file field', async () => {
      for (const fields of [
        [{ name: 'note', value: 'no file here' }],
        [{ name: 'picture', value: PNG, type: 'image/png' }],
        [{ name: 'file', value: Buffer.alloc(0), type: 'image/png' }],
      ]) {
        const response = await upload(fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json()).toMatchObject({
          valid: false,
          message: 'body/file is required',
        });
      }
    });

    it('answers 415 to a body that is not multipart', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-image',
        headers: { ...dana.headers, 'content-type': 'application/json' },
        payload: { file: PNG.toString('base64') },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('answers 400, not 500, to a malformed multipart body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-image',
        headers: { ...dana.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: 'not really multipart',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'BAD_REQUEST' });
    });

    it('needs a session', async () => {
      const body = await form([{ name: 'file', value: PNG, type: 'image/png' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-image',
        headers: body.headers,
        payload: body.payload,
      });
      expect(response.statusCode).toBe(403);
    });

    it('keeps every other route JSON-only', async () => {
      const body = await form([
        { name: 'email', value: 'new@canopy.test' },
        { name: 'password', value: 'long enough' },
      ]);
      for (const url of ['/api/users/signup', '/api/users/login']) {
        const response = await t.app.inject({ method: 'POST', url, ...body });
        expect(response.statusCode, url).toBe(415);
        expect(response.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
      }
      const albums = await t.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: { ...dana.headers, ...body.headers },
        payload: body.payload,
      });
      expect(albums.statusCode).toBe(415);
    });

    it('answers 404 for unknown uploads and 400 for malformed ids', async () => {
      const missing = await t.app.inject({
        method: 'GET',
        url: '/media/uploads/00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
      const odd = await t.app.inject({ method: 'GET', url: '/media/uploads/..%2F..%2Fetc' });
      expect(odd.statusCode).toBe(400);
    });
  });
});

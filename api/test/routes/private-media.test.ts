// Photos of private things (a chat, a private group) are served only through the signed,
// expiring links the API hands to those who may see them (issue 32); public post photos
// keep their fixed links, cached for good.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRIVATE_GROUP_INVITE_TOKEN } from '../../src/seed/sections.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { imageOf } from '../helpers/images.ts';
import { insertAlbum } from '../../src/plugins/app/kernel/album-store.ts';

interface Photo {
  thumbnailURL: string;
  coverURL: string;
  fullURL: string;
}

const MAYA = { email: 'maya.chen@canopy.test', password: 'canopy-member' } as const;
const path = (url: string) => url.replace(PUBLIC_API_URL, '');

describe.each(BACKENDS)('private media links (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    [dana, marcus] = [await signIn(t.app), await signIn(t.app, OTHER_MEMBER)];
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: SignedInMember, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const fetchImage = (url: string) => t.app.inject({ method: 'GET', url: path(url) });

  async function uploadPhoto(who: SignedInMember): Promise<string> {
    const data = new FormData();
    data.append(
      'file',
      new Blob([await imageOf('jpeg', 640, 480)], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const request = new Request('http://api.test/', { method: 'POST', body: data });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ item: { uploadId: string } }>().item.uploadId;
  }

  it("serves a chat photo to the chat's members through a signed link, and nothing else", async () => {
    const uploadId = await uploadPhoto(dana);
    const chat = await call('POST', '/api/chats/single', dana, { accountId: marcus.userId });
    const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
    const sent = await call('POST', `/api/chats/${chatId}/notes`, dana, {
      comment: 'Look',
      uploadIds: [uploadId],
      clientMessageId: 'photo-1',
    });
    expect(sent.statusCode).toBe(200);

    // The other member reads the chat and gets links that work.
    const notes = await call('GET', `/api/chats/${chatId}/notes`, marcus);
    const photo = notes.json<{ items: { assets: Photo[] }[] }>().items[0]!.assets[0]!;
    for (const url of [photo.thumbnailURL, photo.coverURL, photo.fullURL]) {
      expect(url).toMatch(/\?expires=\d+&signature=[\w-]+$/);
      const image = await fetchImage(url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const caching = String(image.headers['cache-control']);
      expect(caching).toMatch(/^private, max-age=\d+$/);
      expect(Number(caching.split('=')[1])).toBeLessThanOrEqual(3600);
    }

    const thumbnail = new URL(photo.thumbnailURL);
    const bare = `${thumbnail.origin}${thumbnail.pathname}`;
    const signature = thumbnail.searchParams.get('signature') ?? '';
    const expired = t.app.mediaSigner.query(uploadId, 'thumbnail', Date.now() - 13 * 3600_000);
    for (const refused of [
      bare,
      // The thumbnail's signature for another size, or for the unsized (full) address.
      photo.thumbnailURL.replace('/thumbnail?', '/cover?'),
      photo.thumbnailURL.replace('/thumbnail?', '?'),
      photo.thumbnailURL.replace(signature, `${signature.slice(0, -2)}AA`),
      `${bare}?${expired}`,
      // A later expiry under the same signature.
      photo.thumbnailURL.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 3600}`),
    ]) {
      const answer = await fetchImage(refused);
      expect(answer.statusCode, refused).toBe(404);
      expect(answer.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
    }
    // Someone outside the chat cannot read it to get a link either.
    const maya = await signIn(t.app, MAYA);
    expect((await call('GET', `/api/chats/${chatId}/notes`, maya)).statusCode).toBe(404);
  });

  it('signs the photos of a private group for its members, in the wall and in asset search', async () => {
    const accepted = await call('POST', '/api/invite/accept', dana, {
      token: PRIVATE_GROUP_INVITE_TOKEN,
      autoFriend: false,
      autoAttendEvent: false,
      autoFavoriteOffer: false,
    });
    expect(accepted.statusCode).toBe(200);
    const rows = await t.db.query<{ id: number }>(
      `SELECT al.id FROM albums al JOIN album_members m ON m.album_id = al.id
        WHERE al.album_type = 'group' AND al.visibility = 'PRIVATE' AND m.account_id = $1`,
      [dana.userId],
    );
    const groupId = rows[0]!.id;
    const uploadId = await uploadPhoto(dana);
    const posted = await call('POST', '/api/albums/posts', dana, {
      description: 'Members only',
      uploadIds: [uploadId],
      albumId: groupId,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const postId = posted.json<{ item: { albumId: number } }>().item.albumId;

    const wall = await call('GET', `/api/albums/wall?albumId=${groupId}`, dana);
    const post = wall
      .json<{ items: { albumId: number; coverURL: string; assets: Photo[] }[] }>()
      .items.find((item) => item.albumId === postId)!;
    const searched = await call('GET', `/api/asset/search?albumId=${postId}`, dana);
    const asset = searched.json<{ items: Photo[] }>().items[0]!;
    for (const url of [post.coverURL, post.assets[0]!.fullURL, asset.thumbnailURL]) {
      expect(url).toContain('?expires=');
      expect((await fetchImage(url)).statusCode).toBe(200);
      expect((await fetchImage(url.split('?')[0]!)).statusCode).toBe(404);
    }
  });

  it('signs the photos of a post in an access-locked group, whatever the post says', async () => {
    // Groups are made by staff, not through the members' API.
    const groupId = await insertAlbum(t.db, {
      ownerId: dana.userId,
      albumType: 'group',
      title: 'Growers only',
      metaData: { access_locked: true, access_tag_ids: [3] },
    });
    const uploadId = await uploadPhoto(dana);
    const posted = await call('POST', '/api/albums/posts', dana, {
      description: 'Inside the locked group',
      uploadIds: [uploadId],
      albumId: groupId,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const { coverURL } = posted.json<{ item: { coverURL: string } }>().item;
    expect(coverURL).toContain('?expires=');
    expect((await fetchImage(coverURL)).statusCode).toBe(200);
    expect((await fetchImage(coverURL.split('?')[0]!)).statusCode).toBe(404);
  });

  it('keeps public post photos on fixed links, cached for good, for anyone', async () => {
    const uploadId = await uploadPhoto(dana);
    // Before it is posted, only the uploader has (signed) links to it.
    expect((await fetchImage(`/media/uploads/${uploadId}/thumbnail`)).statusCode).toBe(404);
    const posted = await call('POST', '/api/albums/posts', dana, {
      description: 'For everyone',
      uploadIds: [uploadId],
    });
    const postId = posted.json<{ item: { albumId: number } }>().item.albumId;
    const album = await call('GET', `/api/albums/${postId}`, marcus);
    const { coverURL } = album.json<{ item: { coverURL: string } }>().item;
    expect(coverURL).toBe(`${PUBLIC_API_URL}/media/uploads/${uploadId}/cover`);
    const image = await fetchImage(coverURL);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

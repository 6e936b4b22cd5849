import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';
import { imageOf } from '../../helpers/images.ts';

const PNG = await imageOf('png', 32, 24);
const GIF = await imageOf('gif', 24, 32);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 9)]);

/** A multipart body as a browser's FormData makes it. */
async function photoForm(bytes: Buffer, type: string, filename: string) {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), filename);
  const request = new Request('http://api.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

interface WallPost {
  albumId: number;
  albumType: string;
  description: string;
  owner: { accountId: number };
  likeCount: number;
  favoriteCount: number;
  hasLiked: boolean;
  favorite: boolean;
  favoriteId: number | null;
  accessLocked: boolean;
  review: { reviewType: string; reviewId: number; name: string; rating: number } | null;
  assets: { fullURL: string; mimeType: string; width: number; height: number }[];
}

interface WallPage {
  items: WallPost[];
  nextCursor: string | null;
  hasMoreResults: boolean;
  countTotal: number;
}

describe.each(BACKENDS)('posts on the activity wall (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = async (bytes: Buffer, type: string, who = dana, filename = 'photo.png') => {
    const form = await photoForm(bytes, type, filename);
    return t.app.inject({
      method: 'POST',
      url: '/api/assets',
      payload: form.payload,
      headers: { ...who.headers, ...form.headers },
    });
  };
  const uploadId = async (bytes = PNG, type = 'image/png', who = dana) =>
    (await upload(bytes, type, who)).json<{ item: { uploadId: string } }>().item.uploadId;
  const write = (payload: object, who = dana) =>
    t.app.inject({ method: 'POST', url: '/api/albums/posts', payload, headers: who.headers });
  const wall = async (query = '', who = dana) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/albums/wall?${query}`, headers: who.headers })
    ).json<WallPage>();
  const idOf = async (title: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [title]))[0]?.id ??
    0;
  const eventsAbout = (albumId: number) =>
    t.db.query<{ event: string; sender_id: number; recipient_id: number | null }>(
      `SELECT event, sender_id, recipient_id FROM social_events
        WHERE content_type = 'ALBUM' AND content_id = $1 ORDER BY id`,
      [albumId],
    );

  it('publishes text with photos at the top of the wall, HTML kept as text', async () => {
    const photos = [await uploadId(), await uploadId(GIF, 'image/gif')];
    const text = 'First harvest! <script>alert(1)</script> <b>bold</b>';
    const created = await write({ description: text, uploadIds: photos });
    expect(created.statusCode).toBe(200);
    const post = created.json<{ item: WallPost }>().item;
    expect(post).toMatchObject({ albumType: 'post', description: text, likeCount: 0 });
    expect(post.owner.accountId).toBe(dana.userId);
    expect(post.assets.map((asset) => asset.mimeType)).toEqual(['image/png', 'image/gif']);

    const first = (await wall()).items[0];
    expect(first?.albumId).toBe(post.albumId);
    expect(first?.description).toBe(text);
    const image = await t.app.inject({
      method: 'GET',
      url: new URL(post.assets[0]?.fullURL ?? '').pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(post.assets.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 32, height: 24 },
      { width: 24, height: 32 },
    ]);
  });

  it('refuses bad posts and bad photos with messages that say why', async () => {
    expect((await write({ description: '   ' })).json()).toMatchObject({
      valid: false,
      message: 'Write something or add a photo.',
    });
    const long = await write({ description: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(
      'A post can be at most 5,000 characters (this one has 100,000).',
    );
    const eleven = await Promise.all(Array.from({ length: 11 }, () => uploadId()));
    expect((await write({ description: 'hi', uploadIds: eleven })).json()).toMatchObject({
      message: 'A post can have at most 10 photos.',
    });
    const pdf = await upload(PDF, 'image/jpeg', dana, 'scan.jpg');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json<{ message: string }>().message).toMatch(/JPEG, PNG, WebP or GIF/);
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 1)]), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBe(
      'That photo is too large: the limit is 10 MB.',
    );
    const marcusPhoto = await uploadId(PNG, 'image/png', marcus);
    expect((await write({ description: 'mine?', uploadIds: [marcusPhoto] })).statusCode).toBe(400);
  });

  it("lets the author edit and delete a post, and answers 404 to anybody else's try", async () => {
    const post = (await write({ description: 'Before' })).json<{ item: WallPost }>().item;
    const url = `/api/albums/posts/${post.albumId}`;
    const asMarcus = await t.app.inject({
      method: 'PUT',
      url,
      payload: { description: 'Hacked' },
      headers: marcus.headers,
    });
    expect(asMarcus.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: marcus.headers })).statusCode,
    ).toBe(404);

    const edited = await t.app.inject({
      method: 'PUT',
      url,
      payload: { description: 'After' },
      headers: dana.headers,
    });
    expect(edited.json<{ item: WallPost }>().item.description).toBe('After');
    expect((await t.app.inject({ method: 'DELETE', url, headers: dana.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: dana.headers })).statusCode).toBe(
      404,
    );
  });

  it('pages by cursor: every post exactly once while new posts arrive between pages', async () => {
    const seen: number[] = [];
    let page = await wall('limit=7');
    const total = (
      await t.app.inject({ method: 'GET', url: '/api/albums/wall?limit=1', headers: dana.headers })
    ).json<{ countTotal: number }>().countTotal;
    for (;;) {
      seen.push(...page.items.map((item) => item.albumId));
      // Somebody posts between every two pages: it lands above, never inside, the pages left.
      await write({ description: `Arrived after page ${seen.length}` }, marcus);
      if (!page.nextCursor) break;
      page = await wall(`limit=7&cursor=${page.nextCursor}`);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await wall('cursor=not-a-cursor')).items).toBeUndefined();
  });

  it("shows on a wall page each post's photos in order, review, and the reader's own like and favorite", async () => {
    const [shop] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM retailer_locations WHERE active ORDER BY id LIMIT 1',
    );
    if (!shop) throw new Error('The seed has no shops');
    const photos = [await uploadId(GIF, 'image/gif'), await uploadId()];
    const post = (
      await write({
        description: 'Two photos and five stars',
        uploadIds: photos,
        review: { reviewType: 'RETAILER_LOCATION', reviewId: shop.id, rating: 5 },
      })
    ).json<{ item: WallPost }>().item;
    await t.app.inject({
      method: 'POST',
      url: '/api/likes',
      payload: { albumId: post.albumId },
      headers: marcus.headers,
    });
    const favorite = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { albumId: post.albumId },
      headers: marcus.headers,
    });
    const { favoriteId } = favorite.json<{ item: { favoriteId: number } }>().item;

    const forMarcus = (await wall('limit=3', marcus)).items[0];
    expect(forMarcus).toMatchObject({
      albumId: post.albumId,
      hasLiked: true,
      favorite: true,
      favoriteId,
      likeCount: 1,
      review: { reviewType: 'RETAILER_LOCATION', reviewId: shop.id, name: shop.name, rating: 5 },
    });
    expect(forMarcus?.assets.map((asset) => asset.mimeType)).toEqual(['image/gif', 'image/png']);
    // The like and the favorite are Marcus's: Dana's page shows neither as hers.
    expect((await wall('limit=3')).items[0]).toMatchObject({
      albumId: post.albumId,
      hasLiked: false,
      favorite: false,
      favoriteId: null,
      likeCount: 1,
    });
  });

  it('shows a locked album on the wall without its content, and counts past the last page', async () => {
    const locked = await idOf(F.accessLocked);
    const ids: number[] = [];
    let page = await wall('limit=50');
    const first = page;
    for (;;) {
      const found = page.items.find((item) => item.albumId === locked);
      if (found) expect(found).toMatchObject({ accessLocked: true, description: '', assets: [] });
      ids.push(...page.items.map((item) => item.albumId));
      if (!page.nextCursor) break;
      page = await wall(`limit=50&cursor=${page.nextCursor}`);
    }
    expect(ids).toContain(locked);
    // A cursor older than every post: no posts, but the wall's total still.
    const pastTheEnd = await wall('limit=5&cursor=1_1');
    expect(pastTheEnd).toMatchObject({ items: [], nextCursor: null, hasMoreResults: false });
    expect(pastTheEnd.countTotal).toBe(Math.min(ids.length, 1000));
    expect(first.countTotal).toBe(Math.min(ids.length, 1000));
  });

  it('never shows an album hidden from your audiences, and 404s a like of it', async () => {
    const hidden = await idOf(F.hiddenOrGrowers);
    const visible = await idOf(F.visibleDefaultOr);
    const ids: number[] = [];
    let page = await wall('limit=50');
    for (;;) {
      ids.push(...page.items.map((item) => item.albumId));
      if (!page.nextCursor) break;
      page = await wall(`limit=50&cursor=${page.nextCursor}`);
    }
    expect(ids).toContain(visible);
    expect(ids).not.toContain(hidden);
    const like = await t.app.inject({
      method: 'POST',
      url: '/api/likes',
      payload: { albumId: hidden },
      headers: dana.headers,
    });
    expect(like.statusCode).toBe(404);
  });

  it('counts likes once per member under 20 concurrent likes, and records one event', async () => {
    const post = (await write({ description: 'Like me' })).json<{ item: WallPost }>().item;
    const likes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/likes',
          payload: { albumId: post.albumId },
          headers: marcus.headers,
        }),
      ),
    );
    expect(likes.every((response) => response.statusCode === 200)).toBe(true);
    const seenByDana = (
      await t.app.inject({
        method: 'GET',
        url: `/api/albums/posts/${post.albumId}`,
        headers: dana.headers,
      })
    ).json<{ item: WallPost }>().item;
    expect(seenByDana).toMatchObject({ likeCount: 1, hasLiked: false });
    expect(await eventsAbout(post.albumId)).toEqual([
      { event: 'LIKE', sender_id: marcus.userId, recipient_id: dana.userId },
    ]);

    const unliked = await t.app.inject({
      method: 'DELETE',
      url: `/api/likes?albumId=${post.albumId}`,
      headers: marcus.headers,
    });
    expect(unliked.json()).toMatchObject({ item: { likeCount: 0, hasLiked: false } });
  });

  it('favorites an album once and shows it as yours', async () => {
    const albumId = await idOf(F.visibleDefaultOr);
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/albums/posts/${albumId}`,
        headers: dana.headers,
      })
    ).json<{ item: WallPost }>().item;
    for (let i = 0; i < 2; i += 1) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/favorites',
        payload: { albumId },
        headers: dana.headers,
      });
      expect(added.json()).toMatchObject({
        item: { favoritableType: 'ALBUM', favoritableId: albumId },
      });
    }
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/albums/posts/${albumId}`,
        headers: dana.headers,
      })
    ).json<{ item: WallPost }>().item;
    expect(after).toMatchObject({ favorite: true, favoriteCount: before.favoriteCount + 1 });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites?albumId=${albumId}`,
      headers: dana.headers,
    });
    const removed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/albums/posts/${albumId}`,
        headers: dana.headers,
      })
    ).json<{ item: WallPost }>().item;
    expect(removed).toMatchObject({ favorite: false, favoriteCount: before.favoriteCount });
  });

  it('lowers the album count when the favorite is removed by its own id', async () => {
    const albumId = await idOf(F.visibleDefaultOr);
    const countNow = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/albums/posts/${albumId}`,
          headers: dana.headers,
        })
      ).json<{ item: WallPost }>().item.favoriteCount;
    const before = await countNow();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { albumId },
      headers: dana.headers,
    });
    const { favoriteId } = added.json<{ item: { favoriteId: number } }>().item;
    expect(await countNow()).toBe(before + 1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites?favoriteId=${favoriteId}`,
      headers: dana.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await countNow()).toBe(before);
  });

  it('records a MENTION event for each member named in a post', async () => {
    const post = (await write({ description: 'Thanks @marcus.b for the seeds!' })).json<{
      item: WallPost;
    }>().item;
    expect(await eventsAbout(post.albumId)).toEqual([
      { event: 'MENTION', sender_id: dana.userId, recipient_id: marcus.userId },
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

const member = (first: string, last: string) => ({
  email: `${first}.${last}@canopy.test`,
  password: 'canopy-member',
});

interface Review {
  reviewType: string;
  reviewId: number;
  name: string;
  rating: number;
}
interface Post {
  albumId: number;
  review: Review | null;
}
interface Comment {
  noteId: number;
  likesCount: number;
  hasLiked: boolean;
  replies: Comment[];
}

describe.each(BACKENDS)('reviews, comment likes, flags and edited mentions (%s)', (backend) => {
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

  const post = (payload: object, who = dana) =>
    t.app.inject({ method: 'POST', url: '/api/albums/posts', payload, headers: who.headers });
  const getPost = (albumId: number, who: SignedInMember) =>
    t.app.inject({ method: 'GET', url: `/api/albums/posts/${albumId}`, headers: who.headers });

  describe('reviews', () => {
    it('reviews a shop or an offer with stars, and the post shows what and how many', async () => {
      const [shop] = await t.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM retailer_locations WHERE active ORDER BY id LIMIT 1',
      );
      const [offer] = await t.db.query<{ id: number; name: string }>(
        `SELECT ol.id, o.name || ' at ' || rl.name AS name FROM offer_locations ol
           JOIN offers o ON o.id = ol.offer_id
           JOIN retailer_locations rl ON rl.id = ol.retailer_location_id
          WHERE ol.active ORDER BY ol.id LIMIT 1`,
      );
      if (!shop || !offer) throw new Error('The seed has no shops or offers');

      const shopReview = await post({
        description: 'Great staff',
        review: { reviewType: 'RETAILER_LOCATION', reviewId: shop.id, rating: 5 },
      });
      expect(shopReview.statusCode).toBe(200);
      expect(shopReview.json<{ item: Post }>().item.review).toEqual({
        reviewType: 'RETAILER_LOCATION',
        reviewId: shop.id,
        name: shop.name,
        rating: 5,
      });

      const offerReview = await post({
        description: 'Decent value',
        review: { reviewType: 'OFFER_LOCATION', reviewId: offer.id, rating: 2 },
      });
      const { albumId } = offerReview.json<{ item: Post }>().item;
      // Another member reads the same review on the post.
      const seen = (await getPost(albumId, marcus)).json<{ item: Post }>().item;
      expect(seen.review).toMatchObject({ name: offer.name, rating: 2 });

      const plain = await post({ description: 'No review here' });
      expect(plain.json<{ item: Post }>().item.review).toBeNull();
    });

    it('refuses a rating outside 1–5 and a shop or offer that is not listed, keeping nothing', async () => {
      const before = await t.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM albums',
      );
      for (const rating of [0, 6, 2.5]) {
        const answer = await post({
          description: 'Stars?',
          review: { reviewType: 'RETAILER_LOCATION', reviewId: 1, rating },
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ message: string }>().message).toMatch(/rating/);
      }
      const missing = await post({
        description: 'Where?',
        review: { reviewType: 'OFFER_LOCATION', reviewId: 2_000_000_000, rating: 4 },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ message: string }>().message).toBe('That offer does not exist.');
      const after = await t.db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM albums',
      );
      expect(after[0]?.total).toBe(before[0]?.total);
    });

    it('seeds reviews of shops and offers with their ratings on the wall', async () => {
      const wall = await t.app.inject({
        method: 'GET',
        url: '/api/albums/wall?limit=50',
        headers: dana.headers,
      });
      const reviews = wall
        .json<{ items: Post[] }>()
        .items.flatMap((item) => (item.review ? [item.review] : []));
      expect(reviews.length).toBeGreaterThanOrEqual(3);
      expect(new Set(reviews.map((review) => review.reviewType))).toEqual(
        new Set(['RETAILER_LOCATION', 'OFFER_LOCATION']),
      );
      for (const review of reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.name).not.toBe('');
      }
    });
  });

  describe('comment likes', () => {
    let albumId: number;
    let noteId: number;
    beforeEach(async () => {
      albumId = (await post({ description: 'Comment here' })).json<{ item: Post }>().item.albumId;
      const note = await t.app.inject({
        method: 'POST',
        url: '/api/notes',
        payload: { albumId, comment: 'First!' },
        headers: dana.headers,
      });
      noteId = note.json<{ item: { noteId: number } }>().item.noteId;
    });

    const comments = async (who: SignedInMember) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/notes/search?albumId=${albumId}`,
          headers: who.headers,
        })
      ).json<{ items: Comment[] }>().items;

    it('counts a member once however many times, even at once, and tells the author', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/likes',
            payload: { noteId },
            headers: marcus.headers,
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect(answers[0]?.json<{ item: { likableType: string } }>().item.likableType).toBe('NOTE');

      const [forMarcus] = await comments(marcus);
      expect(forMarcus).toMatchObject({ likesCount: 1, hasLiked: true });
      const [forDana] = await comments(dana);
      expect(forDana).toMatchObject({ likesCount: 1, hasLiked: false });

      const events = await t.db.query<{ recipient_id: number }>(
        `SELECT recipient_id FROM social_events
          WHERE event = 'LIKE' AND content_type = 'NOTE' AND content_id = $1`,
        [noteId],
      );
      expect(events).toEqual([{ recipient_id: dana.userId }]);

      const unliked = await t.app.inject({
        method: 'DELETE',
        url: `/api/likes?noteId=${noteId}`,
        headers: marcus.headers,
      });
      expect(unliked.json<{ item: { likeCount: number; hasLiked: boolean } }>().item).toMatchObject(
        { likeCount: 0, hasLiked: false },
      );
      const [again] = await comments(marcus);
      expect(again).toMatchObject({ likesCount: 0, hasLiked: false });
    });

    it('is 404 for a comment that does not exist or whose post is hidden from the member', async () => {
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/likes',
        payload: { noteId: 2_000_000_000 },
        headers: marcus.headers,
      });
      expect(missing.statusCode).toBe(404);
      // Hidden from Marcus's audiences from now on.
      await t.db.query(
        `UPDATE albums SET visibility_tag_ids = '{99}', visibility_operator = 'or' WHERE id = $1`,
        [albumId],
      );
      const hidden = await t.app.inject({
        method: 'POST',
        url: '/api/likes',
        payload: { noteId },
        headers: marcus.headers,
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json<{ message: string }>().message).toBe('That comment does not exist.');
    });
  });

  it('hides an album flagged by three members from everybody but its owner', async () => {
    const albumId = (await post({ description: 'Flag me' })).json<{ item: Post }>().item.albumId;
    const flaggers = await Promise.all(
      [OTHER_MEMBER, member('priya', 'shah'), member('jonah', 'whitfield')].map((who) =>
        signIn(t.app, who),
      ),
    );
    const viewer = await signIn(t.app, member('sam', 'okafor'));
    const flag = (who: SignedInMember) =>
      t.app.inject({
        method: 'POST',
        url: '/api/flagable/flag/create',
        payload: { flagableType: 'ALBUM', flagableId: albumId, flagDescription: 'Spam' },
        headers: who.headers,
      });
    const [first, second, third] = flaggers;
    if (!first || !second || !third) throw new Error('Three members sign in');
    await flag(first);
    await flag(second);
    // Two flags are not enough.
    expect((await getPost(albumId, viewer)).statusCode).toBe(200);
    await flag(third);
    expect((await getPost(albumId, viewer)).statusCode).toBe(404);
    const wall = await t.app.inject({
      method: 'GET',
      url: '/api/albums/wall?limit=50',
      headers: viewer.headers,
    });
    expect(wall.json<{ items: Post[] }>().items.map((item) => item.albumId)).not.toContain(albumId);
    // The owner still sees it, so they can tell why it left the wall.
    expect((await getPost(albumId, dana)).statusCode).toBe(200);
  });

  it('records a MENTION for each member an edit names for the first time, once', async () => {
    const mentions = (contentType: string, contentId: number) =>
      t.db.query<{ recipient_id: number }>(
        `SELECT recipient_id FROM social_events
          WHERE event = 'MENTION' AND content_type = $1 AND content_id = $2 ORDER BY id`,
        [contentType, contentId],
      );
    const [priya] = await t.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'priya.s'",
    );
    const albumId = (await post({ description: 'Hello @marcus.b' })).json<{ item: Post }>().item
      .albumId;
    expect(await mentions('ALBUM', albumId)).toEqual([{ recipient_id: marcus.userId }]);
    const edit = (description: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/albums/posts/${albumId}`,
        payload: { description },
        headers: dana.headers,
      });
    expect((await edit('Hello @marcus.b and @priya.s')).statusCode).toBe(200);
    expect((await edit('Hello again @marcus.b and @priya.s')).statusCode).toBe(200);
    expect(await mentions('ALBUM', albumId)).toEqual([
      { recipient_id: marcus.userId },
      { recipient_id: priya?.id },
    ]);

    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { albumId, comment: 'No names yet' },
      headers: dana.headers,
    });
    const { noteId } = note.json<{ item: { noteId: number } }>().item;
    const editNote = (comment: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/notes/${noteId}`,
        payload: { comment },
        headers: dana.headers,
      });
    expect((await editNote('Now @priya.s')).statusCode).toBe(200);
    expect((await editNote('Still @priya.s')).statusCode).toBe(200);
    expect(await mentions('NOTE', noteId)).toEqual([{ recipient_id: priya?.id }]);
    // Somebody else's comment cannot be edited to mention anybody.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/notes/${noteId}`,
      payload: { comment: 'Hi @marcus.b' },
      headers: marcus.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await mentions('NOTE', noteId)).toHaveLength(1);
  });

  it("counts views of a post's page and shares from the wall, only of albums the member may see", async () => {
    const albumId = (await post({ description: 'Count me' })).json<{ item: Post }>().item.albumId;
    const usage = (tag: string, action: string, who = marcus, customId: unknown = albumId) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sirqul/analytics/usage',
        payload: { tag, action, customId },
        headers: who.headers,
      });
    const counts = async () =>
      (await getPost(albumId, dana)).json<{ item: { viewedCount: number; sharedCount: number } }>()
        .item;
    await usage('activity-detail', 'Viewed');
    await usage('activity-detail', 'Viewed');
    await usage('activity-wall', 'Shared');
    await usage('activity-detail', 'Shared', marcus, String(albumId));
    // Other sections and actions count for nothing here.
    await usage('activity-wall', 'Viewed');
    await usage('marketplace', 'Shared');
    await usage('activity-detail', 'Liked');
    expect(await counts()).toMatchObject({ viewedCount: 2, sharedCount: 2 });
    // Hidden from Marcus: his events are stored but move no count.
    await t.db.query(
      `UPDATE albums SET visibility_tag_ids = '{99}', visibility_operator = 'or' WHERE id = $1`,
      [albumId],
    );
    expect((await usage('activity-detail', 'Viewed')).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ viewedCount: 2, sharedCount: 2 });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Rating {
  average: number | null;
  count: number;
}
interface Review {
  reviewId: number;
  author: { accountId: number; username: string; display: string };
  rating: number;
  text: string;
  helpfulCount: number;
  markedHelpful: boolean;
  ownReview: boolean;
}
interface Helpful {
  reviewId: number;
  helpfulCount: number;
  markedHelpful: boolean;
}

const PRIYA = { email: 'priya.shah@canopy.test', password: OTHER_MEMBER.password };

describe.each(BACKENDS)('ratings and reviews of shops and products (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  let priya: SignedInMember;
  let shopId: number;
  let offerId: number;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    [dana, marcus, priya] = await Promise.all([
      signIn(t.app),
      signIn(t.app, OTHER_MEMBER),
      signIn(t.app, PRIYA),
    ]);
    // A shop and an offer nobody reviewed in the seed, so the numbers are ours alone.
    const [shop] = await t.db.query<{ id: number }>(
      `SELECT l.id FROM retailer_locations l WHERE l.active AND NOT EXISTS (
         SELECT 1 FROM albums a WHERE a.review_type = 'RETAILER_LOCATION'
            AND a.review_target_id = l.id) ORDER BY l.id LIMIT 1`,
    );
    const [offer] = await t.db.query<{ id: number }>(
      `SELECT ol.id FROM offer_locations ol WHERE ol.active AND NOT EXISTS (
         SELECT 1 FROM albums a WHERE a.review_type = 'OFFER_LOCATION'
            AND a.review_target_id = ol.id) ORDER BY ol.id LIMIT 1`,
    );
    if (!shop || !offer) throw new Error('The seed reviews every shop or offer');
    shopId = shop.id;
    offerId = offer.id;
  });
  afterEach(async () => {
    await t.close();
  });

  const review = async (
    who: SignedInMember,
    reviewType: 'RETAILER_LOCATION' | 'OFFER_LOCATION',
    reviewId: number,
    rating: number,
    description: string,
  ): Promise<number> => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      headers: who.headers,
      payload: { description, review: { reviewType, reviewId, rating } },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ item: { albumId: number } }>().item.albumId;
  };
  const get = <T>(url: string, who = dana) =>
    t.app.inject({ method: 'GET', url, headers: who.headers }).then((answer) => ({
      status: answer.statusCode,
      body: answer.json<T>(),
    }));
  const shopRating = async () =>
    (await get<{ item: { rating: Rating } }>(`/api/retailers/location/${shopId}`)).body.item.rating;
  const shopReviews = async (sort = '', who = dana) =>
    (await get<{ items: Review[] }>(`/api/retailers/location/${shopId}/reviews?${sort}`, who)).body
      .items;
  const helpful = (method: 'POST' | 'DELETE', reviewId: number, who: SignedInMember) =>
    t.app.inject({ method, url: `/api/reviews/${reviewId}/helpful`, headers: who.headers });

  it('gives a shop without reviews no average and a count of 0, and an empty list', async () => {
    expect(await shopRating()).toEqual({ average: null, count: 0 });
    expect(await shopReviews()).toEqual([]);
  });

  it("averages a shop's reviews on its page and in the nearby list, and lists them newest first", async () => {
    const first = await review(marcus, 'RETAILER_LOCATION', shopId, 4, 'Friendly staff');
    const second = await review(priya, 'RETAILER_LOCATION', shopId, 5, 'Best in town');
    const third = await review(dana, 'RETAILER_LOCATION', shopId, 2, 'Long wait today');

    expect(await shopRating()).toEqual({ average: 3.7, count: 3 });
    const nearby = await get<{ items: { retailerLocationId: number; rating: Rating }[] }>(
      '/api/retailers/location/distancesearch?limit=100&range=100000',
    );
    expect(nearby.body.items.find((shop) => shop.retailerLocationId === shopId)?.rating).toEqual({
      average: 3.7,
      count: 3,
    });

    const listed = await shopReviews();
    expect(listed.map((entry) => entry.reviewId)).toEqual([third, second, first]);
    expect(listed[0]).toMatchObject({
      rating: 2,
      text: 'Long wait today',
      ownReview: true,
      helpfulCount: 0,
      markedHelpful: false,
      author: { accountId: dana.userId },
    });
  });

  it("rates a product (an offer at a shop) on its page and in the shop's menu", async () => {
    await review(marcus, 'OFFER_LOCATION', offerId, 5, 'Smooth');
    await review(priya, 'OFFER_LOCATION', offerId, 4, 'Good value');
    const product = await get<{ item: { rating: Rating; retailerLocationId: number } }>(
      `/api/offers/location/${offerId}`,
    );
    expect(product.body.item.rating).toEqual({ average: 4.5, count: 2 });
    const shop = await get<{ item: { offers: { offerLocationId: number; rating: Rating }[] } }>(
      `/api/retailers/location/${product.body.item.retailerLocationId}`,
    );
    const onMenu = shop.body.item.offers.find((offer) => offer.offerLocationId === offerId);
    // Only listed offers are on the menu; when it is, it carries the same stars.
    if (onMenu) expect(onMenu.rating).toEqual({ average: 4.5, count: 2 });
    const reviews = await get<{ items: Review[] }>(`/api/offers/location/${offerId}/reviews`);
    expect(reviews.body.items.map((entry) => entry.text)).toEqual(['Good value', 'Smooth']);
  });

  it('counts a helpful mark once per member, orders by most helpful, and takes a mark back', async () => {
    const older = await review(marcus, 'RETAILER_LOCATION', shopId, 4, 'Older and useful');
    const newer = await review(priya, 'RETAILER_LOCATION', shopId, 3, 'Newer');

    const marked = await helpful('POST', older, dana);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ item: Helpful }>().item).toEqual({
      reviewId: older,
      helpfulCount: 1,
      markedHelpful: true,
    });
    const again = await helpful('POST', older, dana);
    expect(again.json<{ item: Helpful }>().item.helpfulCount).toBe(1);

    expect((await shopReviews()).map((entry) => entry.reviewId)).toEqual([newer, older]);
    const byHelpful = await shopReviews('sort=HELPFUL');
    expect(byHelpful.map((entry) => entry.reviewId)).toEqual([older, newer]);
    expect(byHelpful[0]).toMatchObject({ helpfulCount: 1, markedHelpful: true });
    // Another member sees the count, not Dana's mark as theirs.
    expect((await shopReviews('sort=HELPFUL', priya))[0]).toMatchObject({
      helpfulCount: 1,
      markedHelpful: false,
    });

    const taken = await helpful('DELETE', older, dana);
    expect(taken.json<{ item: Helpful }>().item).toEqual({
      reviewId: older,
      helpfulCount: 0,
      markedHelpful: false,
    });
  });

  it("refuses a mark on one's own review, on a post that is no review, and on a hidden review", async () => {
    const own = await review(dana, 'RETAILER_LOCATION', shopId, 5, 'Mine');
    const ownMark = await helpful('POST', own, dana);
    expect(ownMark.statusCode).toBe(403);
    expect(ownMark.json<{ message: string }>().message).toBe(
      'You cannot mark your own review helpful.',
    );

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      headers: marcus.headers,
      payload: { description: 'Just a post' },
    });
    const plainId = plain.json<{ item: { albumId: number } }>().item.albumId;
    expect((await helpful('POST', plainId, dana)).statusCode).toBe(404);

    const hidden = await review(marcus, 'RETAILER_LOCATION', shopId, 1, 'Flagged away');
    // Reported past the threshold: under review (kernel/moderation.ts).
    await t.db.query(
      `INSERT INTO moderation_items (subject, item_id, kind, author_id, state)
       SELECT 'ALBUM', id, 'REVIEW', owner_id, 'UNDER_REVIEW' FROM albums WHERE id = $1`,
      [hidden],
    );
    const hiddenMark = await helpful('POST', hidden, dana);
    expect(hiddenMark.statusCode).toBe(404);
    expect(hiddenMark.json<{ message: string }>().message).toBe('That review does not exist.');
  });

  it('leaves reviews nobody but a few may read out of the stars and the list', async () => {
    await review(marcus, 'RETAILER_LOCATION', shopId, 5, 'Public');
    const tagged = await review(priya, 'RETAILER_LOCATION', shopId, 1, 'Growers only');
    await t.db.query("UPDATE albums SET visibility_tag_ids = '{3}' WHERE id = $1", [tagged]);
    const privateOne = await review(dana, 'RETAILER_LOCATION', shopId, 1, 'Private');
    await t.db.query("UPDATE albums SET visibility = 'PRIVATE' WHERE id = $1", [privateOne]);

    expect(await shopRating()).toEqual({ average: 5, count: 1 });
    expect((await shopReviews()).map((entry) => entry.text)).toEqual(['Public']);
  });

  it('answers 404 for the reviews of a shop or a product that does not exist', async () => {
    const shop = await get<{ message: string }>('/api/retailers/location/2000000000/reviews');
    expect(shop.status).toBe(404);
    expect(shop.body.message).toBe('That retailer location does not exist.');
    const offer = await get<{ message: string }>('/api/offers/location/2000000000/reviews');
    expect(offer.status).toBe(404);
    expect(offer.body.message).toBe('That offer does not exist.');
  });
});

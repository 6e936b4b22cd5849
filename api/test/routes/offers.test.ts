import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { haversineMiles, type Point } from '../../src/lib/geo.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface OfferLocation {
  offerLocationId: number;
  offerId: number;
  retailerLocationId: number;
  offerName: string;
  locationName: string;
  fullPrice: number;
  discountPrice: number;
  price: number;
  image: string | null;
  images: string[];
  sizes: string[];
  stock: number;
  distance: number;
  favorite: boolean;
  favoriteId: number | null;
  likeCount: number;
  hasLiked: boolean;
  categories: { categoryId: number; name: string }[];
  active: boolean;
  retailerLocation: { retailerLocationId: number; name: string; locationDisplay: string };
}

interface List<T> {
  valid: true;
  items: T[];
  countTotal: number;
  hasMoreResults: boolean;
}

const LAWRENCE: Point = { latitude: 38.9717, longitude: -95.2353 };
const DENVER: Point = { latitude: 39.7392, longitude: -104.9903 };
const at = (point: Point) => `latitude=${point.latitude}&longitude=${point.longitude}`;

describe.each(BACKENDS)('marketplace catalogue (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = async <T>(url: string, member = dana) => {
    const response = await t.app.inject({ method: 'GET', url, headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const send = (method: 'POST' | 'DELETE', url: string, payload: object, member = dana) =>
    t.app.inject({ method, url, payload, headers: member.headers });

  it('seeds several offers at every shop with prices, sizes, stock and images', async () => {
    const perLocation = await t.db.query<{ n: number }>(
      `SELECT count(ol.id)::int AS n FROM retailer_locations l
         LEFT JOIN offer_locations ol ON ol.retailer_location_id = l.id GROUP BY l.id`,
    );
    expect(perLocation.length).toBeGreaterThanOrEqual(25);
    expect(perLocation.every((row) => row.n >= 3)).toBe(true);
    const all = await get<List<OfferLocation>>(`/api/offers/search?limit=100&${at(LAWRENCE)}`);
    expect(all.countTotal).toBeGreaterThan(100);
    const item = all.items[0];
    expect(item?.image).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/`));
    expect(all.items.some((offer) => offer.sizes.length > 0)).toBe(true);
    expect(all.items.some((offer) => offer.discountPrice === 0)).toBe(true);
    for (const offer of all.items) {
      expect(offer.price).toBe(offer.discountPrice !== 0 ? offer.discountPrice : offer.fullPrice);
    }
  });

  it('searches offers nearest first, by keyword, shop and category', async () => {
    const near = await get<List<OfferLocation>>(`/api/offers/search?limit=50&${at(LAWRENCE)}`);
    const distances = near.items.map((offer) => offer.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.items[0]?.locationName).toBe('Prairie Leaf Co. Lawrence');
    expect(near.hasMoreResults).toBe(true);

    const gummies = await get<List<OfferLocation>>(
      `/api/offers/search?keyword=gummies&limit=100&${at(LAWRENCE)}`,
    );
    expect(gummies.items.length).toBeGreaterThan(0);
    expect(gummies.items.every((offer) => /gummies/i.test(offer.offerName))).toBe(true);

    const shop = near.items[0]?.retailerLocationId ?? 0;
    const atShop = await get<List<OfferLocation>>(
      `/api/offers/search?retailerLocationId=${shop}&limit=100`,
    );
    expect(atShop.items.every((offer) => offer.retailerLocationId === shop)).toBe(true);

    const edibles = await get<List<OfferLocation>>('/api/offers/search?categoryIds=2&limit=100');
    expect(edibles.items.length).toBeGreaterThan(0);
    expect(edibles.items.every((offer) => offer.categories.some((c) => c.name === 'Edibles'))).toBe(
      true,
    );
  });

  it('shows one offer at a shop, and an offer with every shop selling it', async () => {
    const [first] = (await get<List<OfferLocation>>(`/api/offers/search?${at(LAWRENCE)}`)).items;
    if (!first) throw new Error('no offers');
    const one = await get<{ item: OfferLocation }>(
      `/api/offers/location/${first.offerLocationId}?${at(LAWRENCE)}`,
    );
    expect(one.item).toMatchObject({
      offerLocationId: first.offerLocationId,
      offerName: first.offerName,
      active: true,
      favorite: false,
      favoriteId: null,
    });
    expect(one.item.retailerLocation.locationDisplay).toBe('Lawrence, KS');

    const offer = await get<{ item: { offerId: number; locations: { distance: number }[] } }>(
      `/api/offers/${first.offerId}?${at(LAWRENCE)}`,
    );
    expect(offer.item.offerId).toBe(first.offerId);
    expect(offer.item.locations.length).toBeGreaterThan(0);

    for (const url of ['/api/offers/location/999999', '/api/offers/999999']) {
      const missing = await t.app.inject({ method: 'GET', url, headers: dana.headers });
      expect(missing.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/offers/search' })).statusCode).toBe(403);
  });

  it('marks favorites for their owner only, and counts likes', async () => {
    const [offer] = (await get<List<OfferLocation>>('/api/offers/search')).items;
    if (!offer) throw new Error('no offers');
    const added = await send('POST', '/api/favorites', {
      offerLocationId: offer.offerLocationId,
      latitude: 1,
      longitude: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const favoriteId = added.json<{ item: { favoriteId: number } }>().item.favoriteId;
    const again = await send('POST', '/api/favorites', { offerLocationId: offer.offerLocationId });
    expect(again.json<{ item: { favoriteId: number } }>().item.favoriteId).toBe(favoriteId);

    const mine = await get<{ item: OfferLocation }>(
      `/api/offers/location/${offer.offerLocationId}`,
    );
    expect(mine.item).toMatchObject({ favorite: true, favoriteId });
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const theirs = await get<{ item: OfferLocation }>(
      `/api/offers/location/${offer.offerLocationId}`,
      marcus,
    );
    expect(theirs.item).toMatchObject({ favorite: false, favoriteId: null });
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites?favoriteId=${favoriteId}`,
      headers: marcus.headers,
      payload: {},
    });
    expect(stolen.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites?offerLocationId=${offer.offerLocationId}`,
      headers: dana.headers,
      payload: { latitude: 1, longitude: 2 },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await get<{ item: OfferLocation }>(`/api/offers/location/${offer.offerLocationId}`)).item
        .favorite,
    ).toBe(false);

    // Retailer locations too, reflected in the distance search.
    const shop = offer.retailerLocationId;
    expect((await send('POST', '/api/favorites', { retailerLocationId: shop })).statusCode).toBe(
      200,
    );
    const nearby = await get<List<{ retailerLocationId: number; favorite: boolean }>>(
      '/api/retailers/location/distancesearch?limit=100',
    );
    expect(
      nearby.items.filter((item) => item.favorite).map((item) => item.retailerLocationId),
    ).toEqual([shop]);

    const neither = await send('POST', '/api/favorites', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json<{ message: string }>().message).toBe(
      'body/offerLocationId or body/retailerLocationId is required',
    );
    expect((await send('POST', '/api/favorites', { offerLocationId: 999999 })).statusCode).toBe(
      404,
    );

    const liked = await send('POST', '/api/likes', { offerLocationId: offer.offerLocationId });
    expect(liked.json<{ item: unknown }>().item).toMatchObject({ likeCount: 1, hasLiked: true });
    await send('POST', '/api/likes', { offerLocationId: offer.offerLocationId }, marcus);
    const twice = await send('POST', '/api/likes', { offerLocationId: offer.offerLocationId });
    expect(twice.json<{ item: unknown }>().item).toMatchObject({ likeCount: 2, hasLiked: true });
    const unliked = await t.app.inject({
      method: 'DELETE',
      url: `/api/likes?offerLocationId=${offer.offerLocationId}`,
      headers: dana.headers,
      payload: {},
    });
    expect(unliked.json<{ item: unknown }>().item).toMatchObject({
      likeCount: 1,
      hasLiked: false,
    });
  });

  it('shows a retailer location with its offers, and retailers with their locations', async () => {
    const [nearest] = (
      await get<List<{ retailerLocationId: number; retailerId: number }>>(
        `/api/retailers/location/distancesearch?limit=1&${at(LAWRENCE)}`,
      )
    ).items;
    if (!nearest) throw new Error('no retailers');
    const location = await get<{
      item: { name: string; distance: number; offers: OfferLocation[] };
    }>(`/api/retailers/location/${nearest.retailerLocationId}?${at(LAWRENCE)}`);
    expect(location.item.name).toBe('Prairie Leaf Co. Lawrence');
    expect(location.item.distance).toBeLessThan(5);
    expect(location.item.offers.length).toBeGreaterThanOrEqual(3);
    expect(
      location.item.offers.every(
        (offer) => offer.retailerLocationId === nearest.retailerLocationId && offer.active,
      ),
    ).toBe(true);

    const retailer = await get<{
      item: { name: string; locationCount: number; locations: { distance: number }[] };
    }>(`/api/retailers/${nearest.retailerId}?${at(LAWRENCE)}`);
    expect(retailer.item.name).toBe('Prairie Leaf Co.');
    expect(retailer.item.locationCount).toBe(3);
    const distances = retailer.item.locations.map((row) => row.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const search = await get<List<{ name: string }>>('/api/retailers/search?keyword=prairie');
    expect(search.items.map((item) => item.name)).toEqual(['Prairie Leaf Co.']);
    const all = await get<List<{ name: string }>>('/api/retailers/search?limit=100');
    expect(all.countTotal).toBe(10);

    for (const url of ['/api/retailers/999999', '/api/retailers/location/999999']) {
      expect((await t.app.inject({ method: 'GET', url, headers: dana.headers })).statusCode).toBe(
        404,
      );
    }
  });

  it('looks near another city: geocode it, then search from there', async () => {
    const denver = await get<
      List<{ fullName: string; latitude: number; longitude: number; postalCodes: string[] }>
    >(`/api/regions/geocode?keyword=denver&${at(LAWRENCE)}`);
    expect(denver.items[0]).toMatchObject({ fullName: 'Denver, CO' });
    const city = denver.items[0];
    if (!city) throw new Error('Denver is missing');
    expect(haversineMiles(city, DENVER)).toBeLessThan(5);

    const withState = await get<List<{ fullName: string }>>(
      '/api/regions/geocode?keyword=Lawrence,%20KS',
    );
    expect(withState.items[0]?.fullName).toBe('Lawrence, KS');
    const byZip = await get<List<{ fullName: string }>>('/api/regions/geocode?keyword=66952');
    expect(byZip.items.map((item) => item.fullName)).toEqual(['Lebanon, KS']);
    const nearest = await get<List<{ fullName: string }>>(`/api/regions/geocode?${at(LAWRENCE)}`);
    expect(nearest.items[0]?.fullName).toBe('Lawrence, KS');
    const none = await get<List<unknown>>('/api/regions/geocode?keyword=zzzzqx');
    expect(none.items).toEqual([]);

    // The member stays in Lawrence; the search centre moves to Denver.
    const shops = await get<List<{ name: string; distance: number }>>(
      `/api/retailers/location/distancesearch?limit=3&${at(LAWRENCE)}` +
        `&searchLatitude=${city.latitude}&searchLongitude=${city.longitude}`,
    );
    expect(shops.items[0]?.name).toBe('Mile High Greenhouse Denver');
    expect(shops.items[0]?.distance).toBeLessThan(5);
  });

  it('lists event attendance for an offer (none yet)', async () => {
    const answer = await get<List<unknown>>('/api/events/attendance/search?offerLocationId=1');
    expect(answer).toMatchObject({ valid: true, items: [], countTotal: 0 });
  });
});

describe.each(BACKENDS)('billing addresses (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const address = {
    name: '  Dana   Rivera ',
    street: '812 Massachusetts St',
    city: 'Lawrence',
    state: 'ks',
    postalCode: '66044',
  };

  it('creates, reads, changes and lists addresses, validated field by field', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/billing',
      headers: dana.headers,
      payload: address,
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json<{ item: { billingAddressId: number; name: string; state: string } }>()
      .item;
    expect(item).toMatchObject({ name: 'Dana Rivera', state: 'KS' });

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/billing/${item.billingAddressId}`,
      headers: dana.headers,
      payload: { ...address, street: '900 New Hampshire St', phone: '785-555-0199' },
    });
    expect(changed.json<{ item: { street: string; phone: string } }>().item).toMatchObject({
      street: '900 New Hampshire St',
      phone: '785-555-0199',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/billing/search',
      headers: dana.headers,
    });
    expect(list.json<{ limit: number; countTotal: number }>()).toMatchObject({
      limit: 100,
      countTotal: 1,
    });

    const cases: [object, string][] = [
      [{ ...address, name: '   ' }, 'body/name is required'],
      [{ ...address, postalCode: '6604' }, 'body/postalCode must be a ZIP code such as 66044'],
      [{ ...address, state: 'Kansas' }, 'body/state must be a two-letter state code such as KS'],
      [
        { ...address, phone: 'call me' },
        'body/phone must be a phone number such as (785) 555-0100',
      ],
      [{ name: 'Dana' }, 'body/street is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/billing',
        headers: dana.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/billing/999999',
      headers: dana.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reports the credit balance as the sum of the ledger', async () => {
    const points = await t.app.inject({
      method: 'GET',
      url: '/api/billing/points',
      headers: dana.headers,
    });
    expect(points.json<{ item: { balance: number } }>().item.balance).toBe(100);
    await t.db.query(
      `INSERT INTO credit_ledger (account_id, amount_cents, entry_type) VALUES ($1, -2550, 'ADJUSTMENT')`,
      [dana.userId],
    );
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/billing/points',
      headers: dana.headers,
    });
    expect(after.json<{ item: { balance: number } }>().item.balance).toBe(74.5);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/billing/points',
      headers: marcus.headers,
    });
    expect(theirs.json<{ item: { balance: number } }>().item.balance).toBe(0);
  });
});

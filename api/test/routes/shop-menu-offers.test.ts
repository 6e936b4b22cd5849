// Staff edit an offer's own fields (issue 36, item 4): name, description, category, sizes,
// price and sale price, which the retailer's every shop shares. Only staff of a shop that
// carries the offer may (another shop's staff get 404); a refused field writes nothing;
// members read the new price on their next preview.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchShops } from '../../src/plugins/app/assistant/market-search.ts';
import { openingState, type DayHours } from '../../src/plugins/app/assistant/opening-hours.ts';
import { NO_WORDS } from '../../src/plugins/app/assistant/search-text.ts';
import { DEMO_SHOP_STAFF } from '../../src/seed/demo-credentials.ts';
import { DEMO_STAFFED_SHOP } from '../../src/seed/marketplace.ts';
import {
  type ApiCall,
  BACKENDS,
  buildTestApp,
  callAs,
  OPERATOR,
  OTHER_MEMBER,
  type SignedInMember,
  signIn,
  type TestApp,
} from '../helpers/app.ts';

interface MenuItem {
  offerLocationId: number;
  offerId: number;
  offerName: string;
  fullPrice: number;
  discountPrice: number;
  description: string;
  categoryId: number | null;
  sizes: string[];
  stock: number;
}

describe.each(BACKENDS)("editing a shop's offers (%s)", (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = <T>(...request: ApiCall) => callAs<T>(t.app, ...request);

  /** The demo shop, an offer of it in stock without sizes, and another shop with none of it. */
  async function shops() {
    const [offer] = await t.db.query<{
      ol: number;
      offer_id: number;
      location: number;
      retailer: number;
    }>(
      `SELECT ol.id AS ol, o.id AS offer_id, l.id AS location, l.retailer_id AS retailer
         FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
         JOIN retailer_locations l ON l.id = ol.retailer_location_id
        WHERE l.name = $1 AND ol.stock >= 5 AND o.active AND ol.active AND cardinality(o.sizes) = 0
        ORDER BY ol.id LIMIT 1`,
      [DEMO_STAFFED_SHOP],
    );
    if (!offer) throw new Error('No offer at the demo shop');
    const [other] = await t.db.query<{ id: number; name: string }>(
      `SELECT l.id, l.name FROM retailer_locations l
        WHERE NOT EXISTS (SELECT 1 FROM offer_locations ol
                           WHERE ol.retailer_location_id = l.id AND ol.offer_id = $1)
        ORDER BY l.id LIMIT 1`,
      [offer.offer_id],
    );
    if (!other) throw new Error('No other shop');
    return { offer, other };
  }

  async function staffOf(member: SignedInMember, locationId: number) {
    const operator = await signIn(t.app, OPERATOR);
    const invite = await call<{ item: { token: string } }>(
      operator,
      'POST',
      `/staff/shops/${locationId}/invites`,
      { reason: 'Runs the other counter' },
    );
    expect(invite.status).toBe(200);
    const accepted = await call(
      member,
      'POST',
      `/business/invites/${invite.body.item.token}/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
  }

  it('lets staff change the price, sale price and details; others get 404; members see it', async () => {
    const dana = await signIn(t.app);
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const { offer, other } = await shops();
    await staffOf(marcus, other.id);

    const edit = (who: SignedInMember, body: object) =>
      call<{ valid?: boolean; errorCode?: string; message: string; item?: MenuItem }>(
        who,
        'PUT',
        `/business/menu/${offer.ol}`,
        body,
      );
    const preview = async () =>
      (
        await call<{ item: { subtotal: number } }>(dana, 'POST', '/wallets/preview', {
          offerCart: [{ offerId: offer.offer_id, offerLocationId: offer.ol, quantity: 2 }],
        })
      ).body.item.subtotal;

    // Staff of a shop that does not carry the offer: as if it did not exist.
    expect((await edit(marcus, { fullPrice: 1 })).status).toBe(404);
    // A member who staffs nothing.
    expect((await edit(dana, { fullPrice: 1 })).status).toBe(404);

    const [category] = await t.db.query<{ id: number }>(
      'SELECT id FROM categories ORDER BY id DESC LIMIT 1',
    );
    const saved = await edit(jordan, {
      name: '  House Blend  ',
      description: 'Grown in Kansas.',
      categoryId: category!.id,
      sizes: ['1 g', '3.5 g'],
      fullPrice: 42.5,
      discountPrice: 0,
      stock: 9,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({
      offerName: 'House Blend',
      description: 'Grown in Kansas.',
      categoryId: category!.id,
      sizes: ['1 g', '3.5 g'],
      fullPrice: 42.5,
      discountPrice: 0,
      stock: 9,
    });
    await edit(jordan, { sizes: [] });
    expect(await preview()).toBe(85);

    // The price is the retailer's: every shop of it carrying the offer reads it.
    const [row] = await t.db.query<{ full_price_cents: number }>(
      'SELECT full_price_cents FROM offers WHERE id = $1',
      [offer.offer_id],
    );
    expect(row?.full_price_cents).toBe(4250);

    // Refusals name the field and write nothing.
    const before = await t.db.query('SELECT * FROM offers WHERE id = $1', [offer.offer_id]);
    const saleTooHigh = await edit(jordan, { discountPrice: 50, stock: 1, name: 'Changed' });
    expect(saleTooHigh.body).toMatchObject({ valid: false, errorCode: 'INVALID_OFFER' });
    expect(saleTooHigh.body.message).toContain('Sale price');
    const fraction = await edit(jordan, { fullPrice: 1.005 });
    expect(fraction.body.message).toContain('Price');
    const blank = await edit(jordan, { name: '   ' });
    expect(blank.body.message).toContain('Name');
    const noCategory = await edit(jordan, { categoryId: 999_999 });
    expect(noCategory.body.message).toContain('Category');
    expect((await edit(jordan, { fullPrice: -1 })).status).toBe(400);
    expect(await t.db.query('SELECT * FROM offers WHERE id = $1', [offer.offer_id])).toEqual(
      before,
    );
    const [stock] = await t.db.query<{ stock: number }>(
      'SELECT stock FROM offer_locations WHERE id = $1',
      [offer.ol],
    );
    expect(stock?.stock).toBe(9);

    // A sale price: the member's preview charges it.
    expect((await edit(jordan, { discountPrice: 30.25 })).body.item?.discountPrice).toBe(30.25);
    expect(await preview()).toBe(60.5);
  });

  it('keeps holiday closures that close the shop whatever its hours; other staff get 404', async () => {
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const { offer, other } = await shops();
    await staffOf(marcus, other.id);
    const [shop] = await t.db.query<{
      hours: DayHours[];
      time_zone: string;
      lat: number;
      lng: number;
    }>(
      'SELECT hours, time_zone, latitude AS lat, longitude AS lng FROM retailer_locations WHERE id = $1',
      [offer.location],
    );
    // An instant the shop's weekly hours say it is open: some day's opening plus a minute.
    let at = new Date();
    for (let hour = 0; hour < 24 * 7; hour += 1) {
      at = new Date(Date.now() + hour * 3_600_000);
      if (openingState(shop!.hours, shop!.time_zone, at)?.open) break;
    }
    expect(openingState(shop!.hours, shop!.time_zone, at)?.open).toBe(true);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: shop!.time_zone }).format(at);
    const openThen = async () =>
      (
        await searchShops(t.db, t.app.mediaUrl, {
          area: { center: { latitude: shop!.lat, longitude: shop!.lng }, names: [] },
          text: NO_WORDS,
          categories: [],
          now: at,
          openAt: at,
        })
      ).map((found) => found.id);
    expect(await openThen()).toContain(offer.location);

    const put = (who: SignedInMember, body: object) =>
      call<{ valid?: boolean; errorCode?: string; message: string; item?: { closures: object[] } }>(
        who,
        'PUT',
        `/business/locations/${offer.location}/closures`,
        body,
      );
    expect((await put(marcus, { closures: [{ date: day, note: '' }] })).status).toBe(404);
    const twice = await put(jordan, {
      closures: [
        { date: day, note: '' },
        { date: day, note: 'again' },
      ],
    });
    expect(twice.body).toMatchObject({ valid: false, errorCode: 'INVALID_CLOSURES' });
    expect(
      (await put(jordan, { closures: [{ date: '2026-02-30', note: '' }] })).body,
    ).toMatchObject({
      valid: false,
      errorCode: 'INVALID_CLOSURES',
    });
    expect((await put(jordan, { closures: [{ date: 'tomorrow', note: '' }] })).status).toBe(400);
    expect(await openThen()).toContain(offer.location);

    const saved = await put(jordan, { closures: [{ date: day, note: ' Staff holiday ' }] });
    expect(saved.body.item?.closures).toEqual([{ date: day, note: 'Staff holiday' }]);
    expect(await openThen()).not.toContain(offer.location);
    const found = await searchShops(t.db, t.app.mediaUrl, {
      area: { center: { latitude: shop!.lat, longitude: shop!.lng }, names: [] },
      text: NO_WORDS,
      categories: [],
      now: at,
    });
    expect(found.find((entry) => entry.id === offer.location)?.subtitle).toContain(
      'closed today (Staff holiday)',
    );

    expect((await put(jordan, { closures: [] })).body.item?.closures).toEqual([]);
    expect(await openThen()).toContain(offer.location);
  });
});

// Low stock (issue 36): an order or a staff edit that takes an offer's stock at a shop to
// the operator's threshold or below tells that shop's staff once; staying low does not tell
// them again, and stock above the threshold re-arms it. Only operators change the threshold.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_STAFF } from '../../src/seed/demo-credentials.ts';
import { DEMO_STAFFED_SHOP } from '../../src/seed/marketplace.ts';
import {
  type ApiCall,
  BACKENDS,
  buildTestApp,
  callAs,
  DANA_ADDRESS,
  MODERATOR,
  OPERATOR,
  OTHER_MEMBER,
  type SignedInMember,
  signIn,
  type TestApp,
} from '../helpers/app.ts';

interface Offer {
  offer_location_id: number;
  offer_id: number;
  retailer_location_id: number;
}

describe.each(BACKENDS)('low stock (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let jordan: SignedInMember;
  let marcus: SignedInMember;
  let operator: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    marcus = await signIn(t.app, OTHER_MEMBER);
    operator = await signIn(t.app, OPERATOR);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = <T>(...request: ApiCall) => callAs<T>(t.app, ...request);

  /** The staffed shop's cheapest offer without sizes, with `stock` left. */
  const offerWithStock = async (stock: number): Promise<Offer> => {
    const [offer] = await t.db.query<Offer>(
      `SELECT ol.id AS offer_location_id, o.id AS offer_id, l.id AS retailer_location_id
         FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
         JOIN retailer_locations l ON l.id = ol.retailer_location_id
        WHERE l.name = $1 AND o.active AND ol.active AND cardinality(o.sizes) = 0
        ORDER BY CASE WHEN o.discount_price_cents <> 0 THEN o.discount_price_cents
                      ELSE o.full_price_cents END, ol.id LIMIT 1`,
      [DEMO_STAFFED_SHOP],
    );
    if (!offer) throw new Error('No offer at the staffed shop');
    await t.db.query('UPDATE offer_locations SET stock = $2 WHERE id = $1', [
      offer.offer_location_id,
      stock,
    ]);
    return offer;
  };

  let orders = 0;
  const order = async (offer: Offer, quantity: number) => {
    const address = await call<{ item: { billingAddressId: number } }>(
      dana,
      'POST',
      '/billing',
      DANA_ADDRESS,
    );
    orders += 1;
    const placed = await call<{ valid: boolean }>(dana, 'POST', '/wallets', {
      offerCart: [{ offerId: offer.offer_id, offerLocationId: offer.offer_location_id, quantity }],
      currencyType: 'RELOAD',
      billingAddressId: address.body.item.billingAddressId,
      idempotencyKey: `low-stock-${orders}`,
    });
    expect(placed.body.valid, JSON.stringify(placed.body)).toBe(true);
  };

  const lowStockNotices = async (who: SignedInMember) => {
    const listed = await call<{ items: { event: string; notificationMessage: string }[] }>(
      who,
      'GET',
      '/notifications/search?limit=100',
    );
    expect(listed.status).toBe(200);
    return listed.body.items.filter((item) => item.event === 'LOW_STOCK');
  };

  const setThreshold = (who: SignedInMember, lowStockThreshold: number) =>
    call<{ item: { lowStockThreshold: number }; message: string }>(
      who,
      'PUT',
      '/staff/shop-settings',
      { lowStockThreshold, reason: 'Shops asked to hear earlier' },
    );

  const menuItem = async (offer: Offer) => {
    const menu = await call<{ items: { offerLocationId: number; lowStock: boolean }[] }>(
      jordan,
      'GET',
      `/business/menu?retailerLocationId=${offer.retailer_location_id}`,
    );
    return menu.body.items.find((item) => item.offerLocationId === offer.offer_location_id);
  };

  it('tells the shop’s staff once on crossing, not while it stays low, again after a restock', async () => {
    // Marcus staffs another shop: he hears nothing of this one.
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM retailer_locations WHERE name <> $1 ORDER BY id LIMIT 1',
      [DEMO_STAFFED_SHOP],
    );
    await t.db.query('INSERT INTO shop_staff (account_id, retailer_location_id) VALUES ($1, $2)', [
      marcus.userId,
      other?.id,
    ]);
    const changed = await setThreshold(operator, 3);
    expect(changed.status).toBe(200);
    expect(changed.body.item.lowStockThreshold).toBe(3);
    const offer = await offerWithStock(6);

    await order(offer, 2); // 4 left: above the threshold
    expect(await lowStockNotices(jordan)).toEqual([]);
    expect((await menuItem(offer))?.lowStock).toBe(false);

    await order(offer, 2); // 2 left: crossed
    const [notice, ...more] = await lowStockNotices(jordan);
    expect(more).toEqual([]);
    expect(notice?.notificationMessage).toMatch(/^Low stock: .+ at .+, 2 left\.$/);
    expect((await menuItem(offer))?.lowStock).toBe(true);

    await order(offer, 1); // 1 left: still low, not told again
    expect(await lowStockNotices(jordan)).toHaveLength(1);
    expect(await lowStockNotices(marcus)).toEqual([]);

    // A restock above the threshold re-arms it; the staff edit that takes it low again tells.
    const edit = (stock: number) =>
      call(jordan, 'PUT', `/business/menu/${offer.offer_location_id}`, { stock });
    expect((await edit(10)).status).toBe(200);
    expect((await menuItem(offer))?.lowStock).toBe(false);
    expect(await lowStockNotices(jordan)).toHaveLength(1);
    expect((await edit(3)).status).toBe(200);
    expect(await lowStockNotices(jordan)).toHaveLength(2);
    expect((await edit(2)).status).toBe(200);
    expect(await lowStockNotices(jordan)).toHaveLength(2);
    expect(await lowStockNotices(marcus)).toEqual([]);
  });

  it('lets only operators change the threshold, within bounds, each change in the audit log', async () => {
    const moderator = await signIn(t.app, MODERATOR);
    for (const who of [dana, jordan, moderator]) {
      expect((await setThreshold(who, 9)).status).toBe(403);
      expect((await call(who, 'GET', '/staff/shop-settings')).status).toBe(403);
    }
    expect((await setThreshold(operator, -1)).status).toBe(400);
    expect((await setThreshold(operator, 10_001)).status).toBe(400);
    const noReason = await call(operator, 'PUT', '/staff/shop-settings', {
      lowStockThreshold: 4,
      reason: '   ',
    });
    expect(noReason.status).toBe(400);
    const read = await call<{ item: { lowStockThreshold: number } }>(
      operator,
      'GET',
      '/staff/shop-settings',
    );
    expect(read.body.item.lowStockThreshold).toBe(5);

    expect((await setThreshold(operator, 0)).status).toBe(200);
    const [entry] = await t.db.query<{ before: unknown; after: unknown; reason: string }>(
      `SELECT before, after, reason FROM staff_audit_log
        WHERE target_type = 'shop_settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({
      before: { lowStockThreshold: 5 },
      after: { lowStockThreshold: 0 },
      reason: 'Shops asked to hear earlier',
    });
  });
});

// The shop's side of an order (issue 36): staff invited to a shop see and move only that
// shop's orders; an order goes PLACED → ACCEPTED → READY → COLLECTED with the member's code
// and an ID check, or is rejected / cancelled with its credit and stock given back once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_STAFF } from '../../src/seed/demo-credentials.ts';
import { DEMO_STAFFED_SHOP } from '../../src/seed/marketplace.ts';
import {
  type ApiCall,
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  callAs,
  DANA_ADDRESS,
  OPERATOR,
  OTHER_MEMBER,
  type SignedInMember,
  signIn,
  type TestApp,
} from '../helpers/app.ts';

interface ShopOrder {
  shopOrderId: number;
  orderId: number;
  status: string;
  reason: string | null;
  amount: number;
  paidWith: string;
  idChecked: boolean;
  items: { status: string; quantity: number }[];
}

interface Offer {
  offer_location_id: number;
  offer_id: number;
  retailer_location_id: number;
  stock: number;
  unit_cents: number;
}

/** A shop and its cheapest offer in stock. */
async function offerAt(t: TestApp, shop: string): Promise<Offer> {
  const [offer] = await t.db.query<Offer>(
    `SELECT ol.id AS offer_location_id, o.id AS offer_id, l.id AS retailer_location_id,
            ol.stock, CASE WHEN o.discount_price_cents <> 0 THEN o.discount_price_cents
                           ELSE o.full_price_cents END AS unit_cents
       FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
       JOIN retailer_locations l ON l.id = ol.retailer_location_id
      WHERE l.name = $1 AND ol.stock >= 5 AND o.active AND ol.active
        AND cardinality(o.sizes) = 0
      ORDER BY 5, ol.id LIMIT 1`,
    [shop],
  );
  if (!offer) throw new Error(`No offer in stock at ${shop}`);
  return offer;
}

/** Another shop than the demo staff's, with an offer in stock. */
async function secondShop(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ name: string }>(
    `SELECT l.name FROM retailer_locations l
      WHERE l.name <> $1 AND EXISTS (SELECT 1 FROM offer_locations ol JOIN offers o
                                      ON o.id = ol.offer_id
                                     WHERE ol.retailer_location_id = l.id AND ol.stock >= 5
                                       AND cardinality(o.sizes) = 0)
      ORDER BY l.id LIMIT 1`,
    [DEMO_STAFFED_SHOP],
  );
  if (!row) throw new Error('No second shop');
  return row.name;
}

function helpers(t: () => TestApp) {
  const call = <T>(...request: ApiCall) => callAs<T>(t().app, ...request);
  const orderWithCredit = async (member: SignedInMember, offer: Offer, key: string) => {
    const address = await call<{ item: { billingAddressId: number } }>(
      member,
      'POST',
      '/billing',
      DANA_ADDRESS,
    );
    const placed = await call<{
      valid: boolean;
      item: { orderId: number; purchases: { redemptionCode: string }[] };
    }>(member, 'POST', '/wallets', {
      offerCart: [
        { offerId: offer.offer_id, offerLocationId: offer.offer_location_id, quantity: 2 },
      ],
      currencyType: 'RELOAD',
      billingAddressId: address.body.item.billingAddressId,
      idempotencyKey: key,
    });
    expect(placed.body.valid, JSON.stringify(placed.body)).toBe(true);
    return placed.body.item;
  };
  const stockOf = async (offer: Offer) =>
    (
      await t().db.query<{ stock: number }>('SELECT stock FROM offer_locations WHERE id = $1', [
        offer.offer_location_id,
      ])
    )[0]?.stock;
  const balance = async (member: SignedInMember) =>
    (await call<{ item: { balance: number } }>(member, 'GET', '/billing/points')).body.item.balance;
  const shopOrderOf = async (orderId: number) =>
    (
      await t().db.query<{ id: number }>('SELECT id FROM shop_orders WHERE order_id = $1', [
        orderId,
      ])
    )[0]?.id ?? 0;
  /** Makes `member` staff of `shop` through an operator's invite. */
  const staffBy = async (member: SignedInMember, shop: string) => {
    const operator = await signIn(t().app, OPERATOR);
    const [location] = await t().db.query<{ id: number }>(
      'SELECT id FROM retailer_locations WHERE name = $1',
      [shop],
    );
    const invite = await call<{ item: { token: string; url: string } }>(
      operator,
      'POST',
      `/staff/shops/${location?.id}/invites`,
      { reason: 'Works the counter on weekends' },
    );
    expect(invite.status).toBe(200);
    const accepted = await call<{ item: { name: string } }>(
      member,
      'POST',
      `/business/invites/${invite.body.item.token}/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.item.name).toBe(shop);
    return invite.body.item.token;
  };
  return { call, orderWithCredit, stockOf, balance, shopOrderOf, staffBy };
}

describe.each(BACKENDS)('orders at the counter (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let jordan: SignedInMember;
  let marcus: SignedInMember;
  const h = helpers(() => t);
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lets staff of one shop see and move only its orders, through the whole life of one', async () => {
    const offer = await offerAt(t, DEMO_STAFFED_SHOP);
    const other = await secondShop(t);
    const token = await h.staffBy(marcus, other);
    // An invite works once.
    expect((await h.call(dana, 'POST', `/business/invites/${token}/accept`, {})).status).toBe(404);

    const order = await h.orderWithCredit(dana, offer, 'counter-1');
    const id = await h.shopOrderOf(order.orderId);
    const open = await h.call<{ items: ShopOrder[] }>(
      jordan,
      'GET',
      `/business/orders?retailerLocationId=${offer.retailer_location_id}`,
    );
    expect(open.body.items.map((o) => [o.shopOrderId, o.status, o.paidWith])).toContainEqual([
      id,
      'PLACED',
      'CREDIT',
    ]);
    // Staff of the other shop, and a member who staffs none, find nothing of it.
    for (const outsider of [marcus, dana]) {
      expect((await h.call(outsider, 'GET', `/business/orders/${id}`)).status).toBe(404);
      expect(
        (await h.call(outsider, 'POST', `/business/orders/${id}/steps`, { action: 'accept' }))
          .status,
      ).toBe(404);
      expect(
        (
          await h.call(outsider, 'POST', `/business/orders/${id}/collect`, {
            redemptionCode: order.purchases[0]?.redemptionCode,
            idChecked: true,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await h.call(
            outsider,
            'GET',
            `/business/orders?retailerLocationId=${offer.retailer_location_id}`,
          )
        ).status,
      ).toBe(404);
    }
    const mine = await h.call<{ items: { name: string }[] }>(marcus, 'GET', '/business/locations');
    expect(mine.body.items.map((l) => l.name)).toEqual([other]);

    const step = (action: string) =>
      h.call<{ valid: boolean; errorCode?: string; item: ShopOrder }>(
        jordan,
        'POST',
        `/business/orders/${id}/steps`,
        { action },
      );
    // Ready only once accepted.
    expect((await step('ready')).body).toMatchObject({
      valid: false,
      errorCode: 'ORDER_STATUS_CHANGED',
    });
    expect((await step('accept')).body.item.status).toBe('ACCEPTED');
    // Once the shop has accepted it, the member no longer cancels it.
    const cancel = await h.call(dana, 'POST', `/orders/${order.orderId}/cancel`, {});
    expect(cancel.body).toMatchObject({ valid: false, errorCode: 'ORDER_NOT_CANCELLABLE' });
    expect((await step('ready')).body.item.status).toBe('READY');

    const collect = (redemptionCode: string, idChecked: boolean) =>
      h.call<{ valid: boolean; errorCode?: string; item: ShopOrder }>(
        jordan,
        'POST',
        `/business/orders/${id}/collect`,
        { redemptionCode, idChecked },
      );
    const code = order.purchases[0]?.redemptionCode ?? '';
    expect((await collect('AAAA-BBBB-CCCC', true)).body.errorCode).toBe('CODE_MISMATCH');
    expect((await collect(code, false)).body.errorCode).toBe('ID_CHECK_REQUIRED');
    const collected = await collect(` ${code.toLowerCase().replaceAll('-', '')} `, true);
    expect(collected.body.item).toMatchObject({ status: 'COLLECTED', idChecked: true });
    expect(collected.body.item.items.map((item) => item.status)).toEqual(['REDEEMED']);

    // The member's order shows each step, and each arrived as a notification and live.
    const mineNow = await h.call<{
      item: { pickups: { status: string; hours: unknown[] }[]; purchases: { status: string }[] };
    }>(dana, 'GET', `/orders/${order.orderId}`);
    expect(mineNow.body.item.pickups[0]?.status).toBe('COLLECTED');
    expect(mineNow.body.item.pickups[0]?.hours.length).toBeGreaterThan(0);
    expect(mineNow.body.item.purchases.map((p) => p.status)).toEqual(['REDEEMED']);
    const told = await t.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE recipient_id = $1 AND content_id = $2
          AND event = 'ORDER_STATUS' ORDER BY id`,
      [dana.userId, order.orderId],
    );
    expect(told.map((n) => n.message)).toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringContaining('accepted'),
      expect.stringContaining('ready to collect'),
      expect.stringContaining('You collected'),
    ]);
    const live = await t.db.query<{ payload: { status: string } }>(
      `SELECT payload FROM live_events WHERE member_id = $1 AND kind = 'order-status' ORDER BY seq`,
      [dana.userId],
    );
    expect(live.map((e) => e.payload.status)).toEqual(['ACCEPTED', 'READY', 'COLLECTED']);
    const staffLive = await t.db.query<{ payload: { status: string } }>(
      `SELECT payload FROM live_events WHERE member_id = $1 AND kind = 'shop-order' ORDER BY seq`,
      [jordan.userId],
    );
    expect(staffLive.map((e) => e.payload.status)).toEqual([
      'PLACED',
      'ACCEPTED',
      'READY',
      'COLLECTED',
    ]);
    const marcusLive = await t.db.query(
      `SELECT 1 FROM live_events WHERE member_id = $1 AND kind = 'shop-order'`,
      [marcus.userId],
    );
    expect(marcusLive).toEqual([]);
  });

  it('gives credit and stock back once when the member cancels, and again is a no-op', async () => {
    const offer = await offerAt(t, DEMO_STAFFED_SHOP);
    const before = { stock: offer.stock, balance: await h.balance(dana) };
    const order = await h.orderWithCredit(dana, offer, 'counter-cancel');
    expect(await h.stockOf(offer)).toBe(before.stock - 2);
    for (let i = 0; i < 2; i += 1) {
      const cancelled = await h.call<{
        valid: boolean;
        item: { pickups: { status: string; reason: string }[] };
      }>(dana, 'POST', `/orders/${order.orderId}/cancel`, { reason: 'Changed my mind' });
      expect(cancelled.body.valid).toBe(true);
      expect(cancelled.body.item.pickups[0]).toMatchObject({
        status: 'CANCELLED',
        reason: 'Changed my mind',
      });
    }
    expect(await h.stockOf(offer)).toBe(before.stock);
    expect(await h.balance(dana)).toBe(before.balance);
    expect((await h.call(marcus, 'POST', `/orders/${order.orderId}/cancel`, {})).status).toBe(404);
  });

  it('lets an operator revoke a staff member, logged, and they lose the shop at once', async () => {
    const operator = await signIn(t.app, OPERATOR);
    const offer = await offerAt(t, DEMO_STAFFED_SHOP);
    const shops = await h.call<{
      items: { retailerLocationId: number; staff: { accountId: number }[] }[];
    }>(operator, 'GET', `/staff/shops?keyword=${encodeURIComponent(DEMO_STAFFED_SHOP)}`);
    expect(shops.body.items[0]?.staff.map((s) => s.accountId)).toEqual([jordan.userId]);
    expect((await h.call(jordan, 'GET', '/staff/shops')).status).toBe(403);
    const revoke = (reason: string) =>
      h.call<{ valid: boolean; errorCode?: string }>(
        operator,
        'POST',
        `/staff/shops/${offer.retailer_location_id}/staff/${jordan.userId}/revoke`,
        { reason },
      );
    expect((await revoke('  ')).body.errorCode).toBe('REASON_REQUIRED');
    expect((await revoke('Left the shop')).body.valid).toBe(true);
    expect((await revoke('Left the shop')).status).toBe(404);
    const listed = await h.call(
      jordan,
      'GET',
      `/business/orders?retailerLocationId=${offer.retailer_location_id}`,
    );
    expect(listed.status).toBe(404);
    const audit = await h.call<{ items: { action: string; reason: string }[] }>(
      operator,
      'GET',
      '/staff/audit?action=shop.staff_revoke',
    );
    expect(audit.body.items[0]).toMatchObject({
      action: 'shop.staff_revoke',
      reason: 'Left the shop',
    });
  });
});

describe.each(BACKENDS)("a shop's menu and hours (%s)", (backend) => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lets staff set stock, mark sold out and set hours; members read it next time', async () => {
    const dana = await signIn(t.app);
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const offer = await offerAt(t, DEMO_STAFFED_SHOP);
    const menu = await h.call<{ items: { offerLocationId: number; stock: number }[] }>(
      jordan,
      'GET',
      `/business/menu?retailerLocationId=${offer.retailer_location_id}`,
    );
    expect(menu.body.items.map((item) => item.offerLocationId)).toContain(offer.offer_location_id);
    const preview = () =>
      h.call<{ valid: boolean; errorCode?: string; item?: { offerCart: { stock: number }[] } }>(
        dana,
        'POST',
        '/wallets/preview',
        {
          offerCart: [
            { offerId: offer.offer_id, offerLocationId: offer.offer_location_id, quantity: 1 },
          ],
        },
      );
    const edit = (who: SignedInMember, body: object) =>
      h.call<{ item: { stock: number; soldOut: boolean } }>(
        who,
        'PUT',
        `/business/menu/${offer.offer_location_id}`,
        body,
      );
    expect((await edit(marcus, { stock: 1 })).status).toBe(404);
    expect((await edit(jordan, { stock: 3 })).body.item).toMatchObject({
      stock: 3,
      soldOut: false,
    });
    expect((await preview()).body.item?.offerCart[0]?.stock).toBe(3);
    expect((await edit(jordan, { soldOut: true })).body.item).toMatchObject({
      stock: 3,
      soldOut: true,
    });
    expect((await preview()).body).toMatchObject({ valid: false, errorCode: 'OFFER_UNAVAILABLE' });
    expect((await edit(jordan, { stock: -1 })).status).toBe(400);

    const hours = (body: object) =>
      h.call<{ valid: boolean; errorCode?: string; message: string }>(
        jordan,
        'PUT',
        `/business/locations/${offer.retailer_location_id}/hours`,
        body,
      );
    const refused = await hours({ hours: [{ day: 'MONDAY', open: '18:00', close: '09:00' }] });
    expect(refused.body).toMatchObject({ valid: false, errorCode: 'INVALID_HOURS' });
    expect(refused.body.message).toContain('MONDAY');
    expect(
      (await hours({ hours: [{ day: 'MONDAY', open: '25:00', close: '26:00' }] })).status,
    ).toBe(400);
    const saved = await hours({
      hours: [
        { day: 'MONDAY', open: '10:00', close: '16:30' },
        { day: 'SUNDAY', open: null, close: null },
      ],
    });
    expect(saved.body.valid).toBe(true);
    const shop = await h.call<{
      item: { hours: { day: string; open: string | null; closed: boolean }[] };
    }>(dana, 'GET', `/retailers/location/${offer.retailer_location_id}`);
    expect(shop.body.item.hours).toEqual([
      { day: 'MONDAY', open: '10:00', close: '16:30', closed: false },
      { day: 'SUNDAY', open: null, close: null, closed: true },
    ]);
  });
});

describe.each(BACKENDS)('rejecting an order at the same time twice (%s)', (backend) => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeEach(async () => {
    t = await buildPooledTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives the credit and stock back exactly once', async () => {
    const dana = await signIn(t.app);
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const offer = await offerAt(t, DEMO_STAFFED_SHOP);
    const before = { stock: offer.stock, balance: await h.balance(dana) };
    const order = await h.orderWithCredit(dana, offer, 'reject-twice');
    const id = await h.shopOrderOf(order.orderId);
    const reject = () =>
      h.call<{ valid: boolean; item: ShopOrder }>(jordan, 'POST', `/business/orders/${id}/steps`, {
        action: 'reject',
        reason: 'Out of this strain today',
      });
    const answers = await Promise.all([reject(), reject()]);
    for (const answer of answers) {
      expect(answer.body.valid, JSON.stringify(answer.body)).toBe(true);
      expect(answer.body.item).toMatchObject({
        status: 'REJECTED',
        reason: 'Out of this strain today',
      });
    }
    expect(await h.stockOf(offer)).toBe(before.stock);
    expect(await h.balance(dana)).toBe(before.balance);
    const refunds = await t.db.query(
      `SELECT 1 FROM credit_ledger WHERE order_id = $1 AND entry_type = 'REFUND'`,
      [order.orderId],
    );
    expect(refunds).toHaveLength(1);
    const told = await t.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE recipient_id = $1 AND content_id = $2
         AND message LIKE '%could not take%'`,
      [dana.userId, order.orderId],
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('Out of this strain today');
  });
});

describe.each(BACKENDS)('per-member limit on changing orders (%s)', (backend) => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeEach(async () => {
    t = await buildTestApp(backend, {
      memberLimits: { 'order-changes': [{ max: 1, per: 'minute' }] },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses a member past the limit with 429, and counts each member apart', async () => {
    const dana = await signIn(t.app);
    const jordan = await signIn(t.app, DEMO_SHOP_STAFF);
    const offer = await offerAt(t, DEMO_STAFFED_SHOP);
    const order = await h.orderWithCredit(dana, offer, 'limit-order-1');
    expect((await h.call(dana, 'POST', `/orders/${order.orderId}/cancel`, {})).status).toBe(200);
    const again = await h.call<{ errorCode: string }>(
      dana,
      'POST',
      `/orders/${order.orderId}/cancel`,
      {},
    );
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('RATE_LIMITED');
    const id = await h.shopOrderOf(order.orderId);
    const step = await h.call(jordan, 'POST', `/business/orders/${id}/steps`, { action: 'accept' });
    expect(step.status).toBe(200);
  });
});

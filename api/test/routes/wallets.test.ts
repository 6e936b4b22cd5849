import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expireReservations } from '../../src/plugins/app/marketplace/reservation-expiry.ts';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  DANA_ADDRESS,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface OfferRow {
  offer_location_id: number;
  offer_id: number;
  name: string;
  full_price_cents: number;
  discount_price_cents: number;
  sizes: string[];
  stock: number;
}

interface Refusal {
  valid: false;
  message: string;
  errorCode: string;
}

interface Order {
  orderId: number;
  orderType: string;
  amount: number;
  subtotal: number;
  discount: number;
  currencyType: string;
  promoCode: string | null;
  billingAddress: { billingAddressId: number; city: string } | null;
  purchases: {
    transactionId: number;
    offerLocationId: number;
    offerName: string;
    quantity: number;
    size: string | null;
    redemptionCode: string;
    location: { name: string } | null;
    status: string;
  }[];
  credits: { amount: number; entryType: string }[];
  payments: { paymentType: string; amount: number; status: string }[];
}

type OrderAnswer = { valid: true; message: string; item: Order } | Refusal;

interface Preview {
  offerCart: { offerLocationId: number; price: number; lineTotal: number; size: string | null }[];
  subtotal: number;
  discount: number;
  finalPrice: number;
  promoCode: string | null;
  creditBalance: number;
  creditSufficient: boolean;
}

type PreviewAnswer = { valid: true; item: Preview } | Refusal;

const ADDRESS = DANA_ADDRESS;

/** Offers on sale with at least `minStock` units, cheapest first. */
async function offersOnSale(db: TestApp['db'], minStock = 1): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `SELECT ol.id AS offer_location_id, o.id AS offer_id, o.name, o.full_price_cents,
            o.discount_price_cents, o.sizes, ol.stock
       FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
      WHERE ol.stock >= $1 AND o.active
      ORDER BY o.full_price_cents, ol.id`,
    [minStock],
  );
}

const line = (offer: OfferRow, quantity: number, size?: string) => ({
  offerId: offer.offer_id,
  offerLocationId: offer.offer_location_id,
  quantity,
  display: {
    item: offer.name,
    quantity,
    // What the client claims is ignored; the database decides.
    fullPrice: 0.01,
    discountPrice: 0.01,
    ...(size ? { size } : {}),
  },
});

const unitCents = (offer: OfferRow) =>
  offer.discount_price_cents !== 0 ? offer.discount_price_cents : offer.full_price_cents;

describe.each(BACKENDS)('checkout (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = async <T>(member: SignedInMember, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  const addressOf = async (member: SignedInMember) =>
    (
      await post<{ item: { billingAddressId: number } }>(member, '/api/billing', {
        ...ADDRESS,
        latitude: 38.97,
        longitude: -95.23,
      })
    ).item.billingAddressId;

  const balance = async (member: SignedInMember) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing/points',
      headers: member.headers,
    });
    return response.json<{ item: { balance: number } }>().item.balance;
  };

  const stockOf = async (offerLocationId: number) =>
    (
      await t.db.query<{ stock: number }>('SELECT stock FROM offer_locations WHERE id = $1', [
        offerLocationId,
      ])
    )[0]?.stock;

  const countRows = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

  it('prices the cart from the database, discount unless 0, whatever the client says', async () => {
    const offers = await offersOnSale(t.db, 3);
    const discounted = offers.find((offer) => offer.discount_price_cents !== 0);
    const fullPriced = offers.find((offer) => offer.discount_price_cents === 0);
    if (!discounted || !fullPriced) throw new Error('The seed needs both kinds of offer');
    const preview = await post<PreviewAnswer>(dana, '/api/wallets/preview', {
      offerCart: [line(discounted, 2), line(fullPriced, 1)],
      currencyType: 'CASH',
      finalPrice: 0.01,
      latitude: 38.97,
      longitude: -95.23,
    });
    if (!preview.valid) throw new Error(preview.message);
    const expected = unitCents(discounted) * 2 + fullPriced.full_price_cents;
    expect(preview.item.offerCart.map((item) => item.price)).toEqual([
      discounted.discount_price_cents / 100,
      fullPriced.full_price_cents / 100,
    ]);
    expect(preview.item.subtotal).toBe(expected / 100);
    expect(preview.item.finalPrice).toBe(expected / 100);
    expect(preview.item.creditBalance).toBe(100);
    expect(preview.item.creditSufficient).toBe(expected <= 10_000);
  });

  it('applies a promo code and refuses unknown, expired and used-up ones', async () => {
    const [offer] = await offersOnSale(t.db, 2);
    if (!offer) throw new Error('no offer');
    const cart = (promoCode: string) => ({ offerCart: [line(offer, 2)], promoCode });
    const subtotal = unitCents(offer) * 2;

    const welcome = await post<PreviewAnswer>(dana, '/api/wallets/preview', cart(' welcome10 '));
    if (!welcome.valid) throw new Error(welcome.message);
    expect(welcome.item.promoCode).toBe('WELCOME10');
    expect(welcome.item.discount).toBe(Math.round(subtotal * 0.1) / 100);
    expect(welcome.item.finalPrice).toBe((subtotal - Math.round(subtotal * 0.1)) / 100);

    const blank = await post<PreviewAnswer>(dana, '/api/wallets/preview', cart('   '));
    expect(blank.valid && blank.item.discount).toBe(0);

    expect(await post<Refusal>(dana, '/api/wallets/preview', cart('NOPE'))).toMatchObject({
      valid: false,
      errorCode: 'PROMO_UNKNOWN',
    });
    expect(await post<Refusal>(dana, '/api/wallets/preview', cart('EXPIRED5'))).toMatchObject({
      valid: false,
      errorCode: 'PROMO_EXPIRED',
      message: 'The promo code EXPIRED5 has expired.',
    });

    // A code with one redemption left: the first order takes it, the next is refused.
    await t.db.query(
      `INSERT INTO promo_codes (code, percent_off, expires_at, usage_limit, times_used)
       VALUES ('LASTONE', 20, now() + interval '1 day', 5, 4)`,
    );
    const billingAddressId = await addressOf(dana);
    const first = await post<OrderAnswer>(dana, '/api/wallets', {
      ...cart('LASTONE'),
      billingAddressId,
      idempotencyKey: 'promo-first-order',
    });
    if (!first.valid) throw new Error(first.message);
    expect(first.item.promoCode).toBe('LASTONE');
    expect(first.item.discount).toBe(Math.round(subtotal * 0.2) / 100);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    expect(await post<Refusal>(marcus, '/api/wallets/preview', cart('LASTONE'))).toMatchObject({
      valid: false,
      errorCode: 'PROMO_USED_UP',
    });

    // WELCOME10 is once per member.
    const welcomeOrder = await post<OrderAnswer>(dana, '/api/wallets', {
      ...cart('WELCOME10'),
      billingAddressId,
      idempotencyKey: 'promo-welcome-order',
    });
    expect(welcomeOrder.valid).toBe(true);
    expect(await post<Refusal>(dana, '/api/wallets/preview', cart('WELCOME10'))).toMatchObject({
      valid: false,
      errorCode: 'PROMO_ALREADY_USED',
    });
  });

  it('places an order with credit: stock taken, credit charged, wallet entries with codes', async () => {
    const offers = await offersOnSale(t.db, 3);
    const sized = offers.find((offer) => offer.sizes.length > 1);
    const plain = offers.find((offer) => offer.sizes.length === 0);
    if (!sized || !plain) throw new Error('The seed needs sized and unsized offers');
    const billingAddressId = await addressOf(dana);
    const size = sized.sizes[1] ?? '';
    const before = await balance(dana);
    const answer = await post<OrderAnswer>(dana, '/api/wallets', {
      offerCart: [line(sized, 1, size), line(plain, 2)],
      currencyType: 'RELOAD',
      billingAddressId,
      idempotencyKey: 'order-with-credit-1',
      latitude: 38.97,
      longitude: -95.23,
    });
    if (!answer.valid) throw new Error(answer.message);
    const total = unitCents(sized) + unitCents(plain) * 2;
    expect(answer.item.amount).toBe(total / 100);
    expect(answer.item.currencyType).toBe('RELOAD');
    expect(answer.item.payments).toEqual([
      { paymentType: 'CREDIT', amount: total / 100, status: 'PAID' },
    ]);
    expect(answer.item.credits).toEqual([
      expect.objectContaining({ amount: -total / 100, entryType: 'PURCHASE' }),
    ]);
    expect(answer.item.billingAddress?.city).toBe('Lawrence');
    expect(answer.item.purchases.map((entry) => [entry.offerLocationId, entry.quantity])).toEqual(
      [
        [sized.offer_location_id, 1],
        [plain.offer_location_id, 2],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    expect(answer.item.purchases.find((entry) => entry.size !== null)?.size).toBe(size);
    for (const entry of answer.item.purchases) {
      expect(entry.redemptionCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(entry.status).toBe('ACTIVE');
      expect(entry.location?.name).toBeTruthy();
    }
    expect(await stockOf(sized.offer_location_id)).toBe(sized.stock - 1);
    expect(await stockOf(plain.offer_location_id)).toBe(plain.stock - 2);
    expect(await balance(dana)).toBe(Math.round(before * 100 - total) / 100);
    // The answer is built from what the order's statements returned: it is the stored order.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${answer.item.orderId}`,
      headers: dana.headers,
    });
    expect(stored.json<{ item: Order }>().item).toEqual(answer.item);

    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallets/search?latitude=38.97&longitude=-95.23',
      headers: dana.headers,
    });
    const entries = wallet.json<{ items: { orderId: number; redemptionCode: string }[] }>().items;
    expect(entries.map((entry) => entry.orderId)).toEqual([
      answer.item.orderId,
      answer.item.orderId,
    ]);

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/orders/search',
      headers: dana.headers,
    });
    expect(search.json<{ items: Order[] }>().items[0]?.orderId).toBe(answer.item.orderId);
  });

  it('refuses an order that would overdraw credit and charges nothing', async () => {
    // Dear enough that the order stays within what one pay-in-shop order may reserve.
    const offer = (await offersOnSale(t.db, 5)).find((row) => unitCents(row) > 1_000);
    if (!offer) throw new Error('no offer');
    const billingAddressId = await addressOf(dana);
    const quantity = Math.ceil(10_001 / unitCents(offer));
    await t.db.query('UPDATE offer_locations SET stock = $2 WHERE id = $1', [
      offer.offer_location_id,
      quantity + 5,
    ]);
    const ordersBefore = await countRows('orders');
    const ledgerBefore = await countRows('credit_ledger');
    const refusal = await post<Refusal>(dana, '/api/wallets', {
      offerCart: [line(offer, quantity)],
      currencyType: 'RELOAD',
      billingAddressId,
      idempotencyKey: 'too-expensive-1',
    });
    expect(refusal).toMatchObject({ valid: false, errorCode: 'INSUFFICIENT_CREDIT' });
    expect(refusal.message).toContain('$100.00');
    expect(await balance(dana)).toBe(100);
    expect(await stockOf(offer.offer_location_id)).toBe(quantity + 5);
    expect(await countRows('orders')).toBe(ordersBefore);
    expect(await countRows('credit_ledger')).toBe(ledgerBefore);
    expect(await countRows('wallet_entries')).toBe(0);

    // The preview says so before the member tries.
    const preview = await post<PreviewAnswer>(dana, '/api/wallets/preview', {
      offerCart: [line(offer, quantity)],
      currencyType: 'RELOAD',
    });
    expect(preview.valid && preview.item.creditSufficient).toBe(false);

    // Paying in the shop instead works.
    const cash = await post<OrderAnswer>(dana, '/api/wallets', {
      offerCart: [line(offer, quantity)],
      currencyType: 'CASH',
      billingAddressId,
      idempotencyKey: 'too-expensive-cash',
    });
    expect(cash.valid && cash.item.payments[0]?.status).toBe('DUE_AT_PICKUP');
    expect(await balance(dana)).toBe(100);
  });

  it('refuses more than the stock, unavailable offers and foreign billing addresses', async () => {
    const [offer] = await offersOnSale(t.db, 1);
    if (!offer) throw new Error('no offer');
    const billingAddressId = await addressOf(dana);
    const order = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallets',
        headers: dana.headers,
        payload: {
          billingAddressId,
          idempotencyKey: `key-${Math.random()}`.replace('.', ''),
          ...payload,
        },
      });
    const tooMany = await order({ offerCart: [line(offer, offer.stock + 1)] });
    expect(tooMany.json()).toMatchObject({ valid: false, errorCode: 'OUT_OF_STOCK' });
    expect(tooMany.json<Refusal>().message).toContain(`Only ${offer.stock} of ${offer.name}`);

    const mismatch = await order({ offerCart: [{ ...line(offer, 1), offerId: 999_999 }] });
    expect(mismatch.json()).toMatchObject({ valid: false, errorCode: 'OFFER_UNAVAILABLE' });

    await t.db.query(`UPDATE offers SET expires_at = now() - interval '1 day' WHERE id = $1`, [
      offer.offer_id,
    ]);
    const expired = await order({ offerCart: [line(offer, 1)] });
    expect(expired.json()).toMatchObject({ valid: false, errorCode: 'OFFER_UNAVAILABLE' });

    const marcus = await signIn(t.app, OTHER_MEMBER);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/wallets',
      headers: marcus.headers,
      payload: { offerCart: [line(offer, 1)], billingAddressId, idempotencyKey: 'marcus-key-1' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await countRows('orders')).toBe(0);

    const empty = await order({ offerCart: [line(offer, 0)] });
    expect(empty.json()).toMatchObject({ valid: false, errorCode: 'EMPTY_CART' });
    const invalid = await order({ offerCart: [] });
    expect(invalid.statusCode).toBe(400);
  });

  it('caps what pay-in-shop orders reserve unpaid: per order and per member', async () => {
    const offers = await offersOnSale(t.db, 11);
    const [first, second, third] = offers;
    if (!first || !second || !third) throw new Error('not enough offers in stock');
    const billingAddressId = await addressOf(dana);
    let key = 0;
    const reserve = (offerCart: object[], currencyType = 'CASH') =>
      post<OrderAnswer>(dana, '/api/wallets', {
        offerCart,
        currencyType,
        billingAddressId,
        idempotencyKey: `reserve-${(key += 1)}`,
      });

    const tooMany = await reserve([line(first, 6), line(second, 5)]);
    expect(tooMany).toMatchObject({ valid: false, errorCode: 'RESERVATION_LIMIT' });
    expect(await stockOf(first.offer_location_id)).toBe(first.stock);

    expect((await reserve([line(first, 10)])).valid).toBe(true);
    expect((await reserve([line(second, 10)])).valid).toBe(true);
    const beyond = await reserve([line(third, 1)]);
    expect(beyond).toMatchObject({ valid: false, errorCode: 'RESERVATION_LIMIT' });
    expect(!beyond.valid && beyond.message).toContain('You already hold 20 items');
    expect(await stockOf(third.offer_location_id)).toBe(third.stock);

    // Paid with credit, nothing waits unpaid; collected items no longer count.
    expect((await reserve([line(third, 1)], 'RELOAD')).valid).toBe(true);
    await t.db.query(`UPDATE wallet_entries SET status = 'REDEEMED' WHERE offer_location_id = $1`, [
      first.offer_location_id,
    ]);
    expect((await reserve([line(third, 1)])).valid).toBe(true);
  });

  it('limits what one member reserves a day: a 429 that says how long to wait', async () => {
    const [first, second, third] = await offersOnSale(t.db, 11);
    if (!first || !second || !third) throw new Error('not enough offers in stock');
    const billingAddressId = await addressOf(dana);
    let key = 0;
    const reserve = (offerCart: object[], currencyType = 'CASH') =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallets',
        headers: dana.headers,
        payload: {
          offerCart,
          currencyType,
          billingAddressId,
          idempotencyKey: `daily-reservation-${(key += 1)}`,
        },
      });
    const collectAll = () =>
      t.db.query(`UPDATE wallet_entries SET status = 'REDEEMED' WHERE account_id = $1`, [
        dana.userId,
      ]);
    const expectWaitADay = async (offer: OfferRow, quantity: number) => {
      const stock = await stockOf(offer.offer_location_id);
      const over = await reserve([line(offer, quantity)]);
      expect(over.statusCode).toBe(429);
      const body = over.json<Refusal & { retryAfter: number }>();
      expect(body).toMatchObject({
        valid: false,
        errorCode: 'RATE_LIMITED',
        message:
          'You are reserving items to pay for in the shop too fast. Please wait 24 hours and try again.',
      });
      expect(body.retryAfter).toBeGreaterThan(23 * 3600);
      expect(body.retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(over.headers['retry-after']).toBe(String(body.retryAfter));
      expect(await stockOf(offer.offer_location_id)).toBe(stock);
    };

    // 30 units in a day, even when the member collects what they hold in between.
    expect((await reserve([line(first, 10)])).json<OrderAnswer>().valid).toBe(true);
    expect((await reserve([line(second, 10)])).json<OrderAnswer>().valid).toBe(true);
    await collectAll();
    expect((await reserve([line(third, 10)])).json<OrderAnswer>().valid).toBe(true);
    await collectAll();
    await expectWaitADay(first, 1);
    // Paying with credit reserves nothing.
    expect((await reserve([line(first, 1)], 'RELOAD')).json<OrderAnswer>().valid).toBe(true);

    // A day later the member may reserve again, up to five orders a day.
    await t.db.query(
      `UPDATE orders SET created_at = now() - interval '25 hours' WHERE account_id = $1`,
      [dana.userId],
    );
    for (let order = 0; order < 5; order += 1) {
      expect((await reserve([line(first, 1)])).json<OrderAnswer>().valid).toBe(true);
    }
    await expectWaitADay(second, 1);
  });

  it('lets an account in its first day hold only a few items to pay for in the shop', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: 'new.shopper@canopy.test',
        password: 'violet-harbor-cinnamon-47',
        firstName: 'New',
        lastName: 'Shopper',
        ageConfirmed: true,
      },
    });
    const { item } = signUp.json<{ item: { user: { id: number }; session: { token: string } } }>();
    const newcomer: SignedInMember = {
      token: item.session.token,
      userId: item.user.id,
      headers: { authorization: `Bearer ${item.session.token}` },
    };
    const [offer] = await offersOnSale(t.db, 5);
    if (!offer) throw new Error('no offer in stock');
    const billingAddressId = await addressOf(newcomer);
    let key = 0;
    const reserve = (quantity: number) =>
      post<OrderAnswer>(newcomer, '/api/wallets', {
        offerCart: [line(offer, quantity)],
        currencyType: 'CASH',
        billingAddressId,
        idempotencyKey: `newcomer-${(key += 1)}`,
      });

    expect((await reserve(2)).valid).toBe(true);
    expect((await reserve(1)).valid).toBe(true);
    const over = await reserve(1);
    expect(over).toMatchObject({ valid: false, errorCode: 'NEW_ACCOUNT_RESERVATION_LIMIT' });
    expect(!over.valid && over.message).toContain('can hold up to 3 items');
    expect(!over.valid && over.message).toContain('You can reserve more in 24 hours');
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock - 3);

    // Once the account is a day old, the usual caps apply.
    await t.db.query(`UPDATE accounts SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      newcomer.userId,
    ]);
    expect((await reserve(1)).valid).toBe(true);
  });

  it('returns the stock of pay-in-shop orders not collected within a week', async () => {
    const [offer, other] = await offersOnSale(t.db, 3);
    if (!offer || !other) throw new Error('not enough offers in stock');
    const billingAddressId = await addressOf(dana);
    const cash = await post<OrderAnswer>(dana, '/api/wallets', {
      offerCart: [line(offer, 2)],
      currencyType: 'CASH',
      billingAddressId,
      idempotencyKey: 'uncollected-1',
    });
    const paid = await post<OrderAnswer>(dana, '/api/wallets', {
      offerCart: [line(other, 1)],
      currencyType: 'RELOAD',
      billingAddressId,
      idempotencyKey: 'paid-with-credit-1',
    });
    if (!cash.valid || !paid.valid) throw new Error('both orders should be placed');
    expect(await expireReservations(t.db)).toBe(0);

    await t.db.query(`UPDATE wallet_entries SET created_at = now() - interval '8 days'`);
    expect(await expireReservations(t.db)).toBe(1);
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock);
    expect(await stockOf(other.offer_location_id)).toBe(other.stock - 1);
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallets/search',
      headers: dana.headers,
    });
    const statuses = wallet
      .json<{ items: { orderId: number; status: string }[] }>()
      .items.map((entry) => [entry.orderId, entry.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [cash.item.orderId, 'EXPIRED'],
        [paid.item.orderId, 'ACTIVE'],
      ]),
    );
    const told = await t.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE recipient_id = $1 AND content_id = $2
         AND message LIKE '%went back on sale%'`,
      [dana.userId, cash.item.orderId],
    );
    expect(told).toHaveLength(1);
    // Done once: a second sweep finds nothing more to return.
    expect(await expireReservations(t.db)).toBe(0);
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock);
  });

  it('gives nothing away with a promo code: an order that costs nothing is a reservation', async () => {
    const marcus = await signIn(t.app, OTHER_MEMBER);
    expect(await balance(marcus)).toBe(0);
    const offer = (await offersOnSale(t.db, 12))[0];
    if (!offer) throw new Error('no offer in stock');
    // $5.00, so CANOPY5 ($5 off) covers it all.
    await t.db.query(
      'UPDATE offers SET full_price_cents = 500, discount_price_cents = 0 WHERE id = $1',
      [offer.offer_id],
    );
    const billingAddressId = await addressOf(marcus);
    let key = 0;
    const free = (quantity: number, promoCode: string) =>
      post<OrderAnswer>(marcus, '/api/wallets', {
        offerCart: [line(offer, quantity)],
        currencyType: 'RELOAD',
        promoCode,
        billingAddressId,
        idempotencyKey: `free-goods-${(key += 1)}`,
      });
    const walletUnits = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT coalesce(sum(quantity), 0)::int AS n FROM wallet_entries WHERE account_id = $1',
          [marcus.userId],
        )
      )[0]?.n;

    // The first use of the code: one unit reserved, nothing paid, nothing "paid with credit".
    const first = await free(1, 'CANOPY5');
    if (!first.valid) throw new Error(first.message);
    expect(first.item).toMatchObject({ amount: 0, currencyType: 'CASH', payments: [] });
    expect(first.item.purchases.map((entry) => entry.status)).toEqual(['ACTIVE']);
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock - 1);

    // Repeated with new keys, it takes nothing more: stock and wallet stay as they were.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await free(1, 'CANOPY5')).toMatchObject({
        valid: false,
        errorCode: 'PROMO_ALREADY_USED',
      });
    }
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock - 1);
    expect(await walletUnits()).toBe(1);
    expect(await balance(marcus)).toBe(0);

    // A free order keeps to the pay-in-shop caps: no more than 10 items in one.
    await t.db.query(
      `INSERT INTO promo_codes (code, percent_off, per_member_limit) VALUES ('ALLFREE', 100, 5)`,
    );
    expect(await free(11, 'ALLFREE')).toMatchObject({
      valid: false,
      errorCode: 'RESERVATION_LIMIT',
    });
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock - 1);

    // And it expires uncollected like any reservation: the unit goes back on sale.
    await t.db.query(
      `UPDATE wallet_entries SET created_at = now() - interval '8 days' WHERE account_id = $1`,
      [marcus.userId],
    );
    expect(await expireReservations(t.db)).toBe(1);
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock);
  });

  it('limits every promo code per member: once unless the code allows more', async () => {
    const [offer] = await offersOnSale(t.db, 5);
    if (!offer) throw new Error('no offer in stock');
    const billingAddressId = await addressOf(dana);
    let key = 0;
    const order = (promoCode: string) =>
      post<OrderAnswer>(dana, '/api/wallets', {
        offerCart: [line(offer, 1)],
        currencyType: 'RELOAD',
        promoCode,
        billingAddressId,
        idempotencyKey: `member-limit-${(key += 1)}`,
      });
    // A code made without a per-member setting allows one use each.
    await t.db.query(
      `INSERT INTO promo_codes (code, percent_off, usage_limit) VALUES ('NEWCODE', 10, 100)`,
    );
    await t.db.query(
      `INSERT INTO promo_codes (code, percent_off, per_member_limit) VALUES ('TWICE', 10, 2)`,
    );
    for (const code of ['NEWCODE', 'CANOPY5']) {
      expect((await order(code)).valid).toBe(true);
      expect(await order(code)).toMatchObject({
        valid: false,
        errorCode: 'PROMO_ALREADY_USED',
        message: `You have already used the promo code ${code}.`,
      });
    }
    expect((await order('TWICE')).valid).toBe(true);
    expect((await order('TWICE')).valid).toBe(true);
    expect(await order('TWICE')).toMatchObject({ valid: false, errorCode: 'PROMO_ALREADY_USED' });
    // Another member still has their own use.
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const theirs = await post<OrderAnswer>(marcus, '/api/wallets', {
      offerCart: [line(offer, 1)],
      currencyType: 'CASH',
      promoCode: 'NEWCODE',
      billingAddressId: await addressOf(marcus),
      idempotencyKey: 'member-limit-marcus',
    });
    expect(theirs.valid).toBe(true);
    const used = await t.db.query<{ code: string; times_used: number }>(
      `SELECT code, times_used FROM promo_codes WHERE code IN ('NEWCODE', 'CANOPY5', 'TWICE')
        ORDER BY code`,
    );
    expect(used).toEqual([
      { code: 'CANOPY5', times_used: 1 },
      { code: 'NEWCODE', times_used: 2 },
      { code: 'TWICE', times_used: 2 },
    ]);
  });

  it('adds at most $1,000 of credit a day to one member', async () => {
    const reload = (dollars: number) =>
      post<OrderAnswer>(dana, '/api/orders', {
        cart: [{ amount: dollars, orderItemType: 'CUSTOM' }],
        currencyType: 'RELOAD',
      });
    expect((await reload(500)).valid).toBe(true);
    expect((await reload(400)).valid).toBe(true);
    const over = await reload(200);
    expect(over).toMatchObject({ valid: false, errorCode: 'RELOAD_LIMIT' });
    expect(!over.valid && over.message).toContain('$100.00 more is possible today');
    expect((await reload(100)).valid).toBe(true);
    expect(await reload(1)).toMatchObject({ valid: false, errorCode: 'RELOAD_LIMIT' });
    expect(await balance(dana)).toBe(1_100);

    // A day later the allowance is back.
    await t.db.query(
      `UPDATE credit_ledger SET created_at = now() - interval '25 hours'
        WHERE account_id = $1 AND entry_type = 'RELOAD'`,
      [dana.userId],
    );
    expect((await reload(500)).valid).toBe(true);
  });

  it('places one order per idempotency key and charges once', async () => {
    const [offer] = await offersOnSale(t.db, 3);
    if (!offer) throw new Error('no offer');
    const billingAddressId = await addressOf(dana);
    const payload = {
      offerCart: [line(offer, 1)],
      currencyType: 'RELOAD',
      billingAddressId,
      idempotencyKey: 'same-key-twice',
    };
    const first = await post<OrderAnswer>(dana, '/api/wallets', payload);
    const second = await post<OrderAnswer>(dana, '/api/wallets', payload);
    if (!first.valid || !second.valid) throw new Error('both answers should be valid');
    expect(second.item.orderId).toBe(first.item.orderId);
    expect(second.message).toBe('This order was already placed.');
    expect(await countRows('orders')).toBe(1);
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock - 1);
    expect(await balance(dana)).toBe(Math.round(10_000 - unitCents(offer)) / 100);

    // The key is per member: another member's same key is another order.
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const theirPayload = {
      ...payload,
      currencyType: 'CASH',
      billingAddressId: await addressOf(marcus),
    };
    const theirs = await post<OrderAnswer>(marcus, '/api/wallets', theirPayload);
    expect(theirs.valid && theirs.item.orderId).not.toBe(first.item.orderId);
    // A replay reads the order back; the first answer was built as it was placed: the same.
    expect(second.item).toEqual(first.item);
    const again = await post<OrderAnswer>(marcus, '/api/wallets', theirPayload);
    expect(again).toEqual({ ...theirs, message: 'This order was already placed.' });
  });

  it('answers 409 to an idempotency key sent again with a different order', async () => {
    const [offer, other] = await offersOnSale(t.db, 3);
    if (!offer || !other) throw new Error('not enough offers in stock');
    const billingAddressId = await addressOf(dana);
    const payload = {
      offerCart: [line(offer, 1)],
      currencyType: 'RELOAD',
      billingAddressId,
      idempotencyKey: 'reused-key-1',
    };
    const first = await post<OrderAnswer>(dana, '/api/wallets', payload);
    if (!first.valid) throw new Error(first.message);
    const reused = {
      valid: false,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This idempotencyKey was already used for a different order. ' +
        'Send a new key to place a new order.',
    };
    for (const changed of [
      { offerCart: [line(offer, 2)] },
      { offerCart: [line(other, 1)] },
      { offerCart: [line(offer, 1), line(other, 1)] },
      { currencyType: 'CASH' },
      { promoCode: 'WELCOME10' },
      { billingAddressId: await addressOf(dana) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/wallets',
        headers: dana.headers,
        payload: { ...payload, ...changed },
      });
      expect(response.statusCode, JSON.stringify(changed)).toBe(409);
      expect(response.json()).toEqual(reused);
    }
    expect(await countRows('orders')).toBe(1);
    expect(await stockOf(offer.offer_location_id)).toBe(offer.stock - 1);
    expect(await stockOf(other.offer_location_id)).toBe(other.stock);

    // The same request replays the first order, whatever the client's labels and prices say.
    const again = await post<OrderAnswer>(dana, '/api/wallets', {
      ...payload,
      offerCart: [{ ...line(offer, 1), display: { item: 'Renamed in the cart', fullPrice: 99 } }],
      promoCode: '  ',
    });
    expect(again.valid && again.item.orderId).toBe(first.item.orderId);

    // Reloads keep their keys the same way, and a purchase's key is not a reload's.
    const reload = (amount: number, idempotencyKey: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: dana.headers,
        payload: {
          cart: [{ amount, orderItemType: 'CUSTOM' }],
          currencyType: 'RELOAD',
          idempotencyKey,
        },
      });
    expect((await reload(10, 'reload-key-1')).json<OrderAnswer>().valid).toBe(true);
    expect((await reload(10, 'reload-key-1')).json<OrderAnswer>().valid).toBe(true);
    const otherAmount = await reload(20, 'reload-key-1');
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json()).toEqual(reused);
    const purchaseKey = await reload(10, 'reused-key-1');
    expect(purchaseKey.statusCode).toBe(409);
    expect(await balance(dana)).toBe(Math.round(10_000 - unitCents(offer) + 1_000) / 100);
  });

  it('keeps orders, wallets and billing addresses to their owners', async () => {
    const [offer] = await offersOnSale(t.db, 1);
    if (!offer) throw new Error('no offer');
    const billingAddressId = await addressOf(dana);
    const placed = await post<OrderAnswer>(dana, '/api/wallets', {
      offerCart: [line(offer, 1)],
      billingAddressId,
      idempotencyKey: 'owner-check-1',
    });
    if (!placed.valid) throw new Error(placed.message);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const as = (member: SignedInMember, method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

    expect((await as(dana, 'GET', `/api/orders/${placed.item.orderId}`)).statusCode).toBe(200);
    expect((await as(marcus, 'GET', `/api/orders/${placed.item.orderId}`)).statusCode).toBe(404);
    expect((await as(marcus, 'GET', `/api/billing/${billingAddressId}`)).statusCode).toBe(404);
    expect(
      (await as(marcus, 'PUT', `/api/billing/${billingAddressId}`, { ...ADDRESS, city: 'Topeka' }))
        .statusCode,
    ).toBe(404);
    const theirWallet = await as(marcus, 'GET', '/api/wallets/search');
    expect(theirWallet.json<{ items: unknown[] }>().items).toEqual([]);
    const theirOrders = await as(marcus, 'GET', '/api/orders/search');
    expect(theirOrders.json<{ countTotal: number }>().countTotal).toBe(0);
    const mine = await as(dana, 'GET', `/api/billing/${billingAddressId}`);
    expect(mine.json<{ item: { city: string } }>().item.city).toBe('Lawrence');
    expect((await t.app.inject({ method: 'GET', url: '/api/wallets/search' })).statusCode).toBe(
      403,
    );
  });

  it('reloads credit through the ledger and refuses ticket deductions beyond the balance', async () => {
    const reload = await post<OrderAnswer>(dana, '/api/orders', {
      cart: [
        { amount: 20, orderItemType: 'CUSTOM' },
        { amount: 5.5, orderItemType: 'CUSTOM' },
      ],
      currencyType: 'RELOAD',
      latitude: 38.97,
      longitude: -95.23,
    });
    if (!reload.valid) throw new Error(reload.message);
    expect(reload.item).toMatchObject({ orderType: 'RELOAD', amount: 25.5 });
    expect(reload.item.credits).toEqual([
      expect.objectContaining({ amount: 25.5, entryType: 'RELOAD' }),
    ]);
    expect(await balance(dana)).toBe(125.5);
    const points = await t.app.inject({
      method: 'GET',
      url: '/api/billing/points',
      headers: dana.headers,
    });
    expect(
      points
        .json<{ item: { history: { entryType: string }[] } }>()
        .item.history.map((entry) => entry.entryType),
    ).toEqual(['RELOAD', 'STARTING_CREDIT']);

    const tickets = await post<Refusal>(dana, '/api/orders', { ticketCount: 100_000, gameId: 1 });
    expect(tickets).toMatchObject({ valid: false, errorCode: 'NOT_ENOUGH_TICKETS' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: dana.headers,
      payload: { cart: [{ amount: 1.005, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Refusal>().message).toBe('body/cart/0/amount must be in whole cents');
    const negative = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: dana.headers,
      payload: { cart: [{ amount: -5, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
    });
    expect(negative.statusCode).toBe(400);
    expect(await balance(dana)).toBe(125.5);
  });
});

describe.each(BACKENDS)('concurrent orders (%s)', (backend) => {
  // Seeding a database of its own takes a while: in the hook, with the hook's time limit.
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPooledTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('sells the last unit exactly once when two members order it at the same time', async () => {
    const dana = await signIn(t.app);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const [offer] = await offersOnSale(t.db, 1);
    if (!offer) throw new Error('no offer');
    await t.db.query('UPDATE offer_locations SET stock = 1 WHERE id = $1', [
      offer.offer_location_id,
    ]);
    const addressFor = async (member: SignedInMember) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/billing',
          headers: member.headers,
          payload: ADDRESS,
        })
      ).json<{ item: { billingAddressId: number } }>().item.billingAddressId;
    const orderAs = async (member: SignedInMember, billingAddressId: number, key: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/wallets',
          headers: member.headers,
          payload: {
            offerCart: [line(offer, 1)],
            currencyType: 'CASH',
            billingAddressId,
            idempotencyKey: key,
          },
        })
      ).json<OrderAnswer>();
    const [danaAddress, marcusAddress] = [await addressFor(dana), await addressFor(marcus)];
    const answers = await Promise.all([
      orderAs(dana, danaAddress, 'race-dana-1'),
      orderAs(marcus, marcusAddress, 'race-marcus-1'),
    ]);
    expect(answers.filter((answer) => answer.valid)).toHaveLength(1);
    expect(answers.find((answer) => !answer.valid)).toMatchObject({
      errorCode: 'OUT_OF_STOCK',
    });
    const rows = await t.db.query<{ stock: number }>(
      'SELECT stock FROM offer_locations WHERE id = $1',
      [offer.offer_location_id],
    );
    expect(rows[0]?.stock).toBe(0);
    const sold = await t.db.query<{ n: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS n FROM wallet_entries WHERE offer_location_id = $1',
      [offer.offer_location_id],
    );
    expect(sold[0]?.n).toBe(1);

    // The same key sent twice at once by one member is still one order, charged once.
    const [second] = await offersOnSale(t.db, 2);
    if (!second) throw new Error('no offer');
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallets',
          headers: dana.headers,
          payload: {
            offerCart: [line(second, 1)],
            currencyType: 'RELOAD',
            billingAddressId: danaAddress,
            idempotencyKey: 'double-click-1',
          },
        }),
      ),
    );
    const ids = twice
      .map((response) => response.json<OrderAnswer>())
      .map((answer) => {
        if (!answer.valid) throw new Error(answer.message);
        return answer.item.orderId;
      });
    expect(ids[0]).toBe(ids[1]);
    const charges = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM credit_ledger WHERE entry_type = 'PURCHASE'",
    );
    expect(charges[0]?.n).toBe(1);
  });

  it('redeems a promo code once when one member uses it twice at the same time', async () => {
    const dana = await signIn(t.app);
    const [offer] = await offersOnSale(t.db, 2);
    if (!offer) throw new Error('no offer');
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/billing',
      headers: dana.headers,
      payload: ADDRESS,
    });
    const billingAddressId = address.json<{ item: { billingAddressId: number } }>().item
      .billingAddressId;
    const answers = await Promise.all(
      ['promo-race-1', 'promo-race-2'].map(async (idempotencyKey) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/wallets',
            headers: dana.headers,
            payload: {
              offerCart: [line(offer, 1)],
              currencyType: 'RELOAD',
              promoCode: 'CANOPY5',
              billingAddressId,
              idempotencyKey,
            },
          })
        ).json<OrderAnswer>(),
      ),
    );
    expect(answers.filter((answer) => answer.valid)).toHaveLength(1);
    expect(answers.find((answer) => !answer.valid)).toMatchObject({
      errorCode: 'PROMO_ALREADY_USED',
    });
    const redeemed = await t.db.query<{ orders: number; times_used: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE promo_code_id = p.id) AS orders,
              p.times_used
         FROM promo_codes p WHERE p.code = 'CANOPY5'`,
    );
    expect(redeemed).toEqual([{ orders: 1, times_used: 1 }]);
  });
});

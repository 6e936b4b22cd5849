import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../src/lib/errors.ts';
import {
  checkoutFingerprint,
  idempotencyKeyConflict,
  MAX_CASH_ORDERS_PER_DAY,
  MAX_CASH_UNITS_NEW_ACCOUNT,
  MAX_CASH_UNITS_PER_DAY,
  MAX_CASH_UNITS_PER_MEMBER,
  MAX_CASH_UNITS_PER_ORDER,
  MAX_RELOAD_CENTS,
  MAX_RELOAD_CENTS_PER_DAY,
  NEW_ACCOUNT_MS,
  newAccountRefusal,
  normalizeLines,
  orderStatusMessage,
  promoDiscountCents,
  promoRefusal,
  readOrderRequest,
  reloadFingerprint,
  reloadRefusal,
  RESERVATION_WINDOW_MS,
  reservationLimit,
  reservationRefusal,
  reservationWaitMs,
  settledAs,
  type PromoCodeRow,
  type ReservationHistory,
} from '../../../../src/plugins/app/marketplace/rules.ts';
import { unitPriceCents } from '../../../../src/plugins/app/kernel/money.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

const promo = (overrides: Partial<PromoCodeRow> = {}): PromoCodeRow => ({
  id: 1,
  code: 'WELCOME10',
  description: '10% off',
  percent_off: 10,
  amount_off_cents: null,
  starts_at: null,
  expires_at: new Date('2027-01-01T00:00:00Z'),
  usage_limit: 3,
  per_member_limit: 1,
  times_used: 0,
  active: true,
  ...overrides,
});

describe('promo codes', () => {
  it('accepts a live code and refuses unknown, inactive, early, expired and used-up ones', () => {
    expect(promoRefusal('welcome10', promo(), 0, NOW)).toBeNull();
    expect(promoRefusal('NOPE', undefined, 0, NOW)?.errorCode).toBe('PROMO_UNKNOWN');
    expect(promoRefusal('WELCOME10', promo({ active: false }), 0, NOW)?.errorCode).toBe(
      'PROMO_UNKNOWN',
    );
    expect(
      promoRefusal('WELCOME10', promo({ starts_at: new Date('2026-07-01') }), 0, NOW)?.errorCode,
    ).toBe('PROMO_NOT_STARTED');
    // Expiry is exclusive: at the instant it expires, it is expired.
    expect(promoRefusal('WELCOME10', promo({ expires_at: NOW }), 0, NOW)?.errorCode).toBe(
      'PROMO_EXPIRED',
    );
    expect(promoRefusal('WELCOME10', promo({ times_used: 3 }), 0, NOW)?.errorCode).toBe(
      'PROMO_USED_UP',
    );
    expect(promoRefusal('WELCOME10', promo({ times_used: 2 }), 0, NOW)).toBeNull();
    expect(promoRefusal('WELCOME10', promo(), 1, NOW)?.errorCode).toBe('PROMO_ALREADY_USED');
    // Each code says how often one member may use it; there is no unlimited.
    expect(
      promoRefusal('WELCOME10', promo({ usage_limit: null, per_member_limit: 10 }), 9, NOW),
    ).toBeNull();
    expect(
      promoRefusal('WELCOME10', promo({ usage_limit: null, per_member_limit: 10 }), 10, NOW)
        ?.errorCode,
    ).toBe('PROMO_ALREADY_USED');
  });

  it('takes a percentage to the cent, and never more than the order for an amount', () => {
    expect(promoDiscountCents({ percent_off: 10, amount_off_cents: null }, 4_400)).toBe(440);
    expect(promoDiscountCents({ percent_off: 15, amount_off_cents: null }, 1_999)).toBe(300);
    expect(promoDiscountCents({ percent_off: null, amount_off_cents: 500 }, 1_200)).toBe(500);
    expect(promoDiscountCents({ percent_off: null, amount_off_cents: 500 }, 300)).toBe(300);
  });
});

describe('cart lines', () => {
  it('merges repeated offers, drops zero quantities and keeps the first size', () => {
    expect(
      normalizeLines([
        { offerId: 1, offerLocationId: 10, quantity: 1, display: { size: ' 3.5g ', item: 'A' } },
        { offerId: 2, offerLocationId: 11, quantity: 0 },
        { offerId: 1, offerLocationId: 10, quantity: 2, display: { size: '7g' } },
      ]),
    ).toEqual([{ offerId: 1, offerLocationId: 10, quantity: 3, size: '3.5g', label: 'A' }]);
  });
});

describe('unit price', () => {
  it('is the discount price unless that is 0', () => {
    expect(unitPriceCents(2_000, 1_500)).toBe(1_500);
    expect(unitPriceCents(2_000, 0)).toBe(2_000);
  });
});

describe('POST /orders requests', () => {
  const reload = (...amounts: number[]) => ({
    currencyType: 'reload',
    cart: amounts.map((amount) => ({ amount, orderItemType: 'custom' })),
  });
  const refusal = (body: Parameters<typeof readOrderRequest>[0]): string => {
    try {
      readOrderRequest(body);
    } catch (error) {
      if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('reads a ticket deduction or a reload in whole cents', () => {
    expect(readOrderRequest({ ticketCount: 5 })).toEqual({ kind: 'tickets', ticketCount: 5 });
    expect(readOrderRequest(reload(25.5, 0.1, 0.2))).toEqual({ kind: 'reload', cents: 2_580 });
  });

  it('caps one reload at the limit, inclusive', () => {
    const dollars = MAX_RELOAD_CENTS / 100;
    expect(readOrderRequest(reload(dollars / 2, dollars / 2))).toEqual({
      kind: 'reload',
      cents: MAX_RELOAD_CENTS,
    });
    expect(refusal(reload(dollars / 2, dollars / 2, 0.01))).toBe(
      '400 body/cart adds more than $1000 of credit at once',
    );
  });

  it('names the field that is wrong', () => {
    expect(refusal({ ticketCount: 1, cart: [] })).toBe(
      '400 body/cart and body/ticketCount do not mix',
    );
    expect(refusal({})).toBe('400 body/cart is required');
    expect(refusal({ cart: [{ amount: 1, orderItemType: 'CUSTOM' }] })).toBe(
      '400 body/currencyType must be "RELOAD" for a credit reload',
    );
    expect(refusal(reload(1.005))).toBe('400 body/cart/0/amount must be in whole cents');
    expect(refusal({ currencyType: 'RELOAD', cart: [{ amount: 1, orderItemType: 'OFFER' }] })).toBe(
      '400 body/cart/0/orderItemType must be "CUSTOM"',
    );
  });
});

describe('orderStatusMessage', () => {
  const order = {
    orderId: 12,
    orderType: 'PURCHASE' as const,
    currencyType: 'CASH' as const,
    totalCents: 3450,
    description: '2 items from Green Leaf',
  };

  it('says how a purchase is paid and where its codes are', () => {
    expect(orderStatusMessage(order)).toBe(
      'Order #12 is confirmed: 2 items from Green Leaf, $34.50 to pay in the shop. Your codes are in your wallet.',
    );
    expect(orderStatusMessage({ ...order, currencyType: 'RELOAD' })).toContain(
      '$34.50 paid with credit.',
    );
  });

  it('says an order that costs nothing is collected in the shop within the hold', () => {
    expect(orderStatusMessage({ ...order, totalCents: 0 })).toBe(
      'Order #12 is confirmed: 2 items from Green Leaf, nothing to pay; collect it in the shop ' +
        'within 7 days. Your codes are in your wallet.',
    );
  });

  it('names the credit a reload added', () => {
    expect(
      orderStatusMessage({
        ...order,
        orderType: 'RELOAD',
        currencyType: 'RELOAD',
        totalCents: 2500,
      }),
    ).toBe('$25.00 of credit was added to your balance (order #12).');
  });
});

describe('settledAs', () => {
  it('pays with credit only an order that costs something; the rest is paid in the shop', () => {
    expect(settledAs('RELOAD', 1)).toBe('RELOAD');
    expect(settledAs('RELOAD', 0)).toBe('CASH');
    expect(settledAs('CASH', 0)).toBe('CASH');
    expect(settledAs('CASH', 500)).toBe('CASH');
  });
});

describe('reloadRefusal', () => {
  it('lets a member add up to the daily cap and says how much is left', () => {
    expect(reloadRefusal(0, MAX_RELOAD_CENTS_PER_DAY)).toBeNull();
    expect(reloadRefusal(90_000, 10_001)?.message).toContain('$100.00 more is possible today');
    expect(reloadRefusal(MAX_RELOAD_CENTS_PER_DAY, 1)).toMatchObject({
      errorCode: 'RELOAD_LIMIT',
      message: expect.stringContaining('try again tomorrow'),
    });
  });
});

describe('reservationRefusal', () => {
  it('caps unpaid units per order and per member', () => {
    expect(reservationRefusal(MAX_CASH_UNITS_PER_ORDER, 0)).toBeNull();
    expect(reservationRefusal(MAX_CASH_UNITS_PER_ORDER + 1, 0)?.errorCode).toBe(
      'RESERVATION_LIMIT',
    );
    expect(reservationRefusal(1, MAX_CASH_UNITS_PER_MEMBER - 1)).toBeNull();
    expect(reservationRefusal(1, MAX_CASH_UNITS_PER_MEMBER)?.message).toContain(
      `You already hold ${MAX_CASH_UNITS_PER_MEMBER} items`,
    );
  });
});

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe('newAccountRefusal', () => {
  it('lets an account in its first day hold only a few units, and says when that ends', () => {
    const created = hoursAgo(2);
    expect(newAccountRefusal(MAX_CASH_UNITS_NEW_ACCOUNT, 0, created, NOW)).toBeNull();
    expect(newAccountRefusal(1, MAX_CASH_UNITS_NEW_ACCOUNT - 1, created, NOW)).toBeNull();
    expect(newAccountRefusal(1, MAX_CASH_UNITS_NEW_ACCOUNT, created, NOW)).toEqual({
      valid: false,
      errorCode: 'NEW_ACCOUNT_RESERVATION_LIMIT',
      message:
        'In its first day a new account can hold up to 3 items to pay for in the shop. ' +
        'You can reserve more in 22 hours, or pay with credit.',
    });
    expect(newAccountRefusal(4, 0, hoursAgo(23.5), NOW)?.message).toContain('in 1 hour,');
  });

  it('no longer applies once the account is a day old', () => {
    expect(newAccountRefusal(10, 10, new Date(NOW.getTime() - NEW_ACCOUNT_MS), NOW)).toBeNull();
  });
});

describe('reservationWaitMs', () => {
  const order = (hours: number, units = 1) => ({ createdAt: hoursAgo(hours), units });

  it('lets an order through while the day holds fewer orders and units than the caps', () => {
    expect(reservationWaitMs(1, [], NOW)).toBe(0);
    const four = [order(1), order(2), order(3), order(4)];
    expect(four).toHaveLength(MAX_CASH_ORDERS_PER_DAY - 1);
    expect(reservationWaitMs(1, four, NOW)).toBe(0);
    expect(reservationWaitMs(MAX_CASH_UNITS_PER_DAY - 10, [order(5, 10)], NOW)).toBe(0);
  });

  it('waits until the oldest order that is in the way leaves the 24 hours', () => {
    // Five orders in the day: the next waits for the oldest, 20 hours old, to leave.
    const five = [order(1), order(20), order(3), order(4), order(2)];
    expect(reservationWaitMs(1, five, NOW)).toBe(4 * HOUR);
    // 30 units in the day: 10 more wait for the 12 hours old order to leave, 11 more for
    // the 10 hours old one too.
    const units = [order(12, 10), order(10, 10), order(2, 10)];
    expect(reservationWaitMs(10, units, NOW)).toBe(12 * HOUR);
    expect(reservationWaitMs(11, units, NOW)).toBe(14 * HOUR);
  });

  it('forgets orders older than the window', () => {
    const old = Array.from({ length: 10 }, () => order(24, 10));
    expect(RESERVATION_WINDOW_MS).toBe(24 * HOUR);
    expect(reservationWaitMs(10, old, NOW)).toBe(0);
  });
});

describe('reservationLimit', () => {
  const history = (overrides: Partial<ReservationHistory> = {}): ReservationHistory => ({
    now: NOW,
    accountCreatedAt: hoursAgo(24 * 30),
    heldUnits: 0,
    recent: [],
    ...overrides,
  });

  it('tells a business rule first, then the daily rate as a 429 with the wait', () => {
    expect(reservationLimit(2, history())).toBeNull();
    expect(reservationLimit(MAX_CASH_UNITS_PER_ORDER + 1, history())).toMatchObject({
      errorCode: 'RESERVATION_LIMIT',
    });
    expect(reservationLimit(4, history({ accountCreatedAt: hoursAgo(1) }))).toMatchObject({
      errorCode: 'NEW_ACCOUNT_RESERVATION_LIMIT',
    });
    const busy = history({
      recent: Array.from({ length: MAX_CASH_ORDERS_PER_DAY }, (_, index) => ({
        createdAt: hoursAgo(index + 1),
        units: 1,
      })),
    });
    const rate = reservationLimit(1, busy);
    expect(rate).toBeInstanceOf(HttpError);
    expect(rate).toMatchObject({
      statusCode: 429,
      retryAfter: 19 * 3600,
      message:
        'You are reserving items to pay for in the shop too fast. Please wait 19 hours and try again.',
    });
  });
});

describe('idempotency keys', () => {
  const checkout = {
    offerCart: [
      { offerId: 1, offerLocationId: 10, quantity: 1, display: { size: '3.5g', item: 'Flower' } },
      { offerId: 2, offerLocationId: 11, quantity: 2 },
    ],
    currencyType: 'RELOAD' as const,
    promoCode: 'welcome10',
    billingAddressId: 4,
    idempotencyKey: 'checkout-1',
  };

  it('remembers what an order means, not how the client wrote it', () => {
    const same = checkoutFingerprint(checkout);
    expect(
      checkoutFingerprint({
        ...checkout,
        // Other order of lines, one split in two, another label, the code's case and spaces.
        offerCart: [
          { offerId: 2, offerLocationId: 11, quantity: 1 },
          { offerId: 1, offerLocationId: 10, quantity: 1, display: { size: '3.5g', item: 'X' } },
          { offerId: 2, offerLocationId: 11, quantity: 1 },
        ],
        promoCode: ' WELCOME10 ',
        finalPrice: 1,
        idempotencyKey: 'another-key',
      }),
    ).toBe(same);
    for (const changed of [
      { offerCart: [{ offerId: 1, offerLocationId: 10, quantity: 3 }] },
      { offerCart: [{ ...checkout.offerCart[0]!, display: { size: '7g' } }] },
      { currencyType: 'CASH' as const },
      { promoCode: '' },
      { billingAddressId: 5 },
    ]) {
      expect(checkoutFingerprint({ ...checkout, ...changed })).not.toBe(same);
    }
    expect(reloadFingerprint(1_000)).toBe(reloadFingerprint(1_000));
    expect(reloadFingerprint(1_000)).not.toBe(reloadFingerprint(2_000));
  });

  it('replays the same request and answers another with a 409', () => {
    const first = checkoutFingerprint(checkout);
    expect(idempotencyKeyConflict(first, first)).toBeNull();
    // Orders from before fingerprints replay as they did.
    expect(idempotencyKeyConflict(null, first)).toBeNull();
    expect(idempotencyKeyConflict(first, reloadFingerprint(1_000))).toMatchObject({
      statusCode: 409,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
  });
});

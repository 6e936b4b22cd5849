import { describe, expect, it } from 'vitest';
import {
  normalizeLines,
  promoDiscountCents,
  promoRefusal,
  type PromoCodeRow,
} from '../../../../src/plugins/app/marketplace/checkout-service.ts';

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
    expect(
      promoRefusal('WELCOME10', promo({ usage_limit: null, per_member_limit: null }), 9, NOW),
    ).toBeNull();
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

import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money.ts';
import { formatCount } from '../number-format.ts';

// The hand-written formats must say what en-US's Intl says (they replace it to keep ICU's
// start-up off the first paint).
const counts = [0, 1, 7, 12, 999, 1000, 1001, 5000, 12_345, 999_999, 1_000_000, 1_234_567_890];
const amounts = [0, 0.01, 0.1, 0.5, 1, 9.99, 12.5, 100, 999.99, 1000, 1234.5, 99_999.99, 1e7];

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString does in en-US', () => {
    for (const value of [...counts, ...counts.map((n) => -n).filter((n) => n !== 0)]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('keeps up to three decimals, as toLocaleString does', () => {
    for (const value of [0.5, 1.25, 1234.125, 3.14159, -2.5, 0.0004]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('formatMoney', () => {
  it("writes dollars and cents as Intl's en-US currency format does", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [...amounts, ...amounts.map((n) => -n).filter((n) => n !== 0)]) {
      expect(formatMoney(amount)).toBe(usd.format(amount));
    }
  });

  it('rounds to the cent, float noise included', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(19.999)).toBe('$20.00');
  });
});

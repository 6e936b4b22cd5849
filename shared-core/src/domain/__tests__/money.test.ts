import { describe, expect, it } from 'vitest';
import { effectivePrice, formatMoney, toCents } from '../money.ts';

describe('effectivePrice', () => {
  it('is the discount price unless it is 0 (SPEC §5)', () => {
    expect(effectivePrice(25, 15)).toBe(15);
    expect(effectivePrice(25, 0)).toBe(25);
  });
});

describe('formatMoney and toCents', () => {
  it('shows dollars with cents and rounds float noise away', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(toCents(0.1 + 0.2)).toBe(0.3);
  });
});

import { groupDigits } from './number-format.ts';

/** $12.50 (-$3.00, $1,234.50): every price a member sees, in one format, as en-US's Intl. */
export function formatMoney(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  const dollars = groupDigits(String(Math.floor(cents / 100)));
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

// Prices are in currency units; rounding to cents keeps 0.1 + 0.2 from showing.
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** SPEC §5: what an offer costs, the discount price unless it is 0, then the full price. */
export function effectivePrice(fullPrice: number, discountPrice: number): number {
  return discountPrice !== 0 ? discountPrice : fullPrice;
}

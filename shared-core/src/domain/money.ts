const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $12.50: every price a member sees, in one format. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

// Prices are in currency units; rounding to cents keeps 0.1 + 0.2 from showing.
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** SPEC §5: what an offer costs, the discount price unless it is 0, then the full price. */
export function effectivePrice(fullPrice: number, discountPrice: number): number {
  return discountPrice !== 0 ? discountPrice : fullPrice;
}

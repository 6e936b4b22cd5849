const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $12.50: every price a member sees, in one format. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

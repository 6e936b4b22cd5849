const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $12.50 */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** "1.4 mi" close by, "12 mi" further away. */
export function formatDistance(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

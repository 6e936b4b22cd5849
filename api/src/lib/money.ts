// Money is stored in whole cents and answered in dollars (PLATFORM.md's fullPrice, amount…).

/** Cents to the dollars a response carries. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;

/** Dollars to whole cents, or undefined when the amount has a fraction of a cent. */
export function wholeCents(dollars: number): number | undefined {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) > 1e-6 ? undefined : cents;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as a member reads them in a message, e.g. "$1,250.00". */
export const formatUsd = (cents: number): string => USD.format(cents / 100);

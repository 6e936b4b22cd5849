// Counts and prices are written out here instead of with Intl or toLocaleString: the first
// Intl call of a page loads ICU's locale data, 40-65 ms of main thread on a 2-core machine
// (four times that on a phone) before the first paint of every page showing a count or a
// price. The output is en-US's, which the tests compare with Intl's.

/** Groups the digits of a whole number in threes: "1234567" -> "1,234,567". */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A count as en-US writes it: 1234 -> "1,234" (up to three decimals, as toLocaleString). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
}

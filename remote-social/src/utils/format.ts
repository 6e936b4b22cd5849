import { formatCount, formatTotal, type ListTotal } from '@canopy/shared-core';

const nounFor = (count: number, noun: string) => `${noun}${count === 1 ? '' : 's'}`;

/** "1 like", "2 likes". */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${nounFor(count, noun)}`;
}

/** A list's total with its noun: "45 results", or "1,000+ results" when it is capped. */
export function pluralTotal(list: ListTotal, noun: string): string {
  return `${formatTotal(list)} ${nounFor(list.countTotal, noun)}`;
}

// Written out, not with Intl: ICU's start-up would cost the wall's first paint 40-65 ms
// (shared-core's number-format.ts says more).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 3", in the member's time zone, as en-US's Intl writes a short month and day. */
function monthAndDay(epochMs: number): string {
  const date = new Date(epochMs);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function timeAgo(epochMs: number, now = Date.now()): string {
  const minutes = Math.floor((now - epochMs) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return monthAndDay(epochMs);
}

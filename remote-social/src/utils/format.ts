import { formatTotal, type ListTotal } from '@canopy/shared-core';

const nounFor = (count: number, noun: string) => `${noun}${count === 1 ? '' : 's'}`;

/** "1 like", "2 likes". */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${nounFor(count, noun)}`;
}

/** A list's total with its noun: "45 results", or "1,000+ results" when it is capped. */
export function pluralTotal(list: ListTotal, noun: string): string {
  return `${formatTotal(list)} ${nounFor(list.countTotal, noun)}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function timeAgo(epochMs: number, now = Date.now()): string {
  const minutes = Math.floor((now - epochMs) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return dateFormat.format(epochMs);
}

/** Styles that hide text from the eye but not from screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

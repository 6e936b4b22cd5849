// How many a list holds, as the API reports it (PLATFORM.md list envelope). Long lists are
// counted only up to a cap, so a total may be a lower bound; this is the one place the
// front ends decide how to say so.
import { formatCount } from './number-format.ts';

/** The API's count cap for lists; api/test/contracts/front-end-twins.test.ts keeps it equal. */
export const COUNT_CAP = 1000;

/** The paging fields of a list envelope that say how many it holds. */
export interface ListTotal {
  countTotal: number;
  hasMoreResults: boolean;
  start: number;
  limit: number;
}

/** The most a capped count over this page sees: the cap, or just past the next page. */
export function countCap({ start, limit }: Pick<ListTotal, 'start' | 'limit'>): number {
  return Math.max(COUNT_CAP, start + limit + 1);
}

/**
 * Whether `countTotal` is only "at least": a capped count that reached its cap while more
 * pages follow. Lists the API counts in full, and last pages, are exact; a full count that
 * happens to equal the cap is shown as "at least" too, which is still true.
 */
export function isTotalCapped(list: ListTotal): boolean {
  return list.hasMoreResults && list.countTotal === countCap(list);
}

/** "45", or "1,000+" when the API stopped counting. */
export function formatTotal(list: ListTotal): string {
  return isTotalCapped(list) ? `${formatCount(list.countTotal)}+` : formatCount(list.countTotal);
}

/** How many beyond the `shown` first ones: "15", or "970+" when the total is capped. */
export function formatRemaining(list: ListTotal, shown: number): string {
  const remaining = formatCount(Math.max(0, list.countTotal - shown));
  return isTotalCapped(list) ? `${remaining}+` : remaining;
}

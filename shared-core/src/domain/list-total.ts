// How many a list holds, as the API reports it (PLATFORM.md list envelope). Long lists are
// counted only up to a cap, so a total may be a lower bound; this is the one place the
// front ends decide how to say so.

/** The API's count cap for lists; api/test/contracts/front-end-twins.test.ts keeps it equal. */
export const COUNT_CAP = 1000;

/** The paging fields of a list envelope that say how many it holds. */
export interface ListTotal {
  countTotal: number;
  hasMoreResults: boolean;
}

/**
 * Whether `countTotal` is only "at least": the API stops counting at the cap (or just past
 * the next page, deep in a list), so a count that reached it while more pages follow may be
 * short. Below the cap the count saw every match, and on the last page it is exact.
 */
export function isTotalCapped({ countTotal, hasMoreResults }: ListTotal): boolean {
  return hasMoreResults && countTotal >= COUNT_CAP;
}

const count = (value: number) => value.toLocaleString('en-US');

/** "45", or "1,000+" when the API stopped counting. */
export function formatTotal(list: ListTotal): string {
  return isTotalCapped(list) ? `${count(list.countTotal)}+` : count(list.countTotal);
}

/** How many beyond the `shown` first ones: "15", or "970+" when the total is capped. */
export function formatRemaining(list: ListTotal, shown: number): string {
  const remaining = count(Math.max(0, list.countTotal - shown));
  return isTotalCapped(list) ? `${remaining}+` : remaining;
}

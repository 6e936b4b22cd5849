export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface Page {
  start: number;
  limit: number;
}

/** Out-of-range paging is clamped rather than rejected: it is harmless and clients vary. */
export function resolvePage(
  start?: number,
  limit?: number,
  defaultLimit = DEFAULT_PAGE_SIZE,
): Page {
  const safeStart = Number.isFinite(start) ? Math.max(0, Math.floor(start ?? 0)) : 0;
  const wanted = Number.isFinite(limit) && limit !== undefined ? Math.floor(limit) : defaultLimit;
  return { start: safeStart, limit: Math.min(MAX_PAGE_SIZE, Math.max(1, wanted)) };
}

/**
 * Parses "1, 2,3" (or repeated query keys) into [1, 2, 3], ignoring anything that is not a
 * positive integer.
 */
export function parseIdList(value: string | string[] | undefined): number[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export function toEpochMs(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * A list's countTotal counts at most this many matches (at least the rows up to the next
 * page, so `hasMoreResults` stays right): an exact count scanned every match on every page
 * (94 ms at 100 000 albums), while ten pages of 100 cost a millisecond.
 */
export const COUNT_CAP = 1000;

/** A page of a list whose total may be capped at `COUNT_CAP` (see `pageOf`). */
export interface PageOf<T> {
  items: T[];
  countTotal: number;
}

/** Rows to ask the database for: one more than the page says whether another page follows. */
export function probePage(page: Page): Page {
  return { start: page.start, limit: page.limit + 1 };
}

/**
 * The page from the `limit + 1` rows fetched with `probePage`. When it is the last page the
 * total is known without counting; otherwise `countUpTo(cap)` counts at most `cap` matches,
 * with `cap` past the next page's first row so the total still says another page follows.
 */
export async function pageOf<T>(
  page: Page,
  rows: T[],
  countUpTo: (cap: number) => Promise<number>,
): Promise<PageOf<T>> {
  const items = rows.slice(0, page.limit);
  const lastPage = rows.length <= page.limit && (items.length > 0 || page.start === 0);
  if (lastPage) return { items, countTotal: page.start + items.length };
  return { items, countTotal: await countUpTo(countCap(page)) };
}

/** How many matches a count over `page` needs to see at most. */
export function countCap(page: Page): number {
  return Math.max(COUNT_CAP, page.start + page.limit + 1);
}

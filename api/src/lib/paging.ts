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

// The platform's success envelopes (DESIGN.md §4); errors are built in app.ts and errors.ts.
import type { Page } from './paging.ts';

/** One object: `{ valid: true, message, item }`. */
export function itemEnvelope<T>(item: T, message = 'ok') {
  return { valid: true as const, message, item };
}

/** A change with nothing to return: `{ valid: true, message }`. */
export function messageEnvelope(message: string) {
  return { valid: true as const, message };
}

/** One page of a list, with the paging fields PLATFORM.md names. */
export interface ListEnvelope<T> {
  valid: true;
  message: string;
  items: T[];
  count: number;
  countTotal: number;
  hasMoreResults: boolean;
  start: number;
  limit: number;
}

export function listEnvelope<T>(
  items: T[],
  countTotal: number,
  page: Page,
  message = 'ok',
): ListEnvelope<T> {
  return {
    valid: true,
    message,
    items,
    count: items.length,
    countTotal,
    hasMoreResults: page.start + items.length < countTotal,
    start: page.start,
    limit: page.limit,
  };
}

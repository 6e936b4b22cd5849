// The platform's success envelopes (DESIGN.md §4); lists are `listEnvelope` in paging.ts.

/** One object: `{ valid: true, message, item }`. */
export function itemEnvelope<T>(item: T, message = 'ok') {
  return { valid: true as const, message, item };
}

/** A change with nothing to return: `{ valid: true, message }`. */
export function messageEnvelope(message: string) {
  return { valid: true as const, message };
}

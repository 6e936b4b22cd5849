/**
 * What a failed load means for the member: the thing is not there (a deleted post, a wrong
 * link), trying again may help (no connection, a timeout, the server busy or failing), or
 * it will not (refused, not allowed, a bad request).
 */
export type FailureKind = 'not-found' | 'retryable' | 'final';

/** `httpStatus` is undefined when no answer came (the network); `refused` for `valid: false`. */
export function failureKind(httpStatus: number | undefined, refused = false): FailureKind {
  if (refused) return 'final';
  if (httpStatus === undefined) return 'retryable';
  if (httpStatus === 404 || httpStatus === 410) return 'not-found';
  if (httpStatus >= 500 || httpStatus === 408 || httpStatus === 429) return 'retryable';
  return 'final';
}

// The API's list envelope around canned items, for the unit tests' stubApi and the remotes'
// shell checks (which run outside vitest, so this file must not import it).
export function listOf<T>(items: T[]) {
  return {
    valid: true as const,
    message: 'ok',
    items,
    count: items.length,
    countTotal: items.length,
    hasMoreResults: false,
    start: 0,
    limit: items.length,
  };
}

/**
 * The API's error envelope: a business rule's "no" (answered with HTTP 200, SPEC §7), or the
 * body of an error status.
 */
export function refusalBody(errorCode: string, message: string) {
  return { valid: false as const, message, errorCode };
}

/** The API's refusal sent with an HTTP error status: the error envelope, plus any `extra` fields. */
export function refusal(
  status: number,
  errorCode: string,
  message: string,
  extra?: Record<string, unknown>,
) {
  return Response.json({ ...refusalBody(errorCode, message), ...extra }, { status });
}

/** The API's 429: the refusal with the seconds to wait, in the body and in Retry-After. */
export function rateLimited(retryAfter: number, message: string) {
  return Response.json(
    { ...refusalBody('RATE_LIMITED', message), retryAfter },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}

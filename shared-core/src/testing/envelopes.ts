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

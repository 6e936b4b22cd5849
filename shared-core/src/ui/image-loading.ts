/**
 * How an image loads. The one that opens the page (usually its largest paint) loads at
 * once and ahead of the others; the rest wait until they come near the screen.
 */
export function imageLoading(priority: boolean): {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | undefined;
} {
  return priority
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy', fetchPriority: undefined };
}

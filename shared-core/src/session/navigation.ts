// Routing is hash-based (SPEC §2), so shared code can navigate without the router.

export function navigateTo(path: string): void {
  if (typeof window === 'undefined') throw new Error('Window is not available');
  window.location.hash = `#${path.startsWith('/') ? path : `/${path}`}`;
}

export function reloadPage(): void {
  if (typeof window === 'undefined') throw new Error('Window is not available');
  window.location.reload();
}

/**
 * The address of an in-app page for someone else to open (a shared link, a referral): the
 * app's own document with the page in its hash, since every route lives in the hash.
 */
export function appUrl(
  path: string,
  location: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${location.origin}${location.pathname}#${path.startsWith('/') ? path : `/${path}`}`;
}

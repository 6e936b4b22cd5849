// Routing is hash-based (SPEC §2), so shared code can navigate without the router.

export function navigateTo(path: string): void {
  if (typeof window === 'undefined') throw new Error('Window is not available');
  window.location.hash = `#${path.startsWith('/') ? path : `/${path}`}`;
}

export function reloadPage(): void {
  if (typeof window === 'undefined') throw new Error('Window is not available');
  window.location.reload();
}

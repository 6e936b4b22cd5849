// The host's own chunks a member's first paint waits for: the signed-in frame and the area
// that mounts a remote. Plain dynamic imports with nothing shared imported here, so the
// entry script can start their downloads before the shared libraries have run; started
// after them, they put one more round trip before the first paint.

export const importSignedInChrome = () => import('./signed-in-chrome.tsx');
export const importBrowseArea = () => import('./browse-area.tsx');

/**
 * Starts loading both for a member opening the app (the browse area holds every remote's
 * page, the usual next step). Failures are left to the routes, which load the same chunks
 * again and show them.
 */
export function startMemberCode(): void {
  importSignedInChrome().catch(() => undefined);
  importBrowseArea().catch(() => undefined);
}

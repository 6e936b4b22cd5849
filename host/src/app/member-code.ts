// The host's own chunks a member's first paint waits for: the signed-in frame and the area
// that mounts a remote. Plain dynamic imports with nothing shared imported here, so the
// entry script can start their downloads before the shared libraries have run; started
// after them, they put one more round trip before the first paint.

export const importSignedInChrome = () => import('./signed-in-chrome.tsx');
export const importBrowseArea = () => import('./browse-area.tsx');

/**
 * Starts loading the frame, and the browse area when a remote's page is opened. Failures
 * are left to the routes, which load the same chunks again and show them.
 */
export function startMemberCode({ opensRemote }: { opensRemote: boolean }): void {
  importSignedInChrome().catch(() => undefined);
  if (opensRemote) importBrowseArea().catch(() => undefined);
}

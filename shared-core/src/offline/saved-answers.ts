// The copies of API answers the service worker saved for reading offline, read by the page
// itself: a repeat visit draws the saved copy of the page it opens while the network's
// answer is on its way (the worker answers from it only when the network fails). Pure
// code: the host's entry script calls it before the shared libraries have loaded.
import { MEMBER_CACHE, memberCacheKey } from './offline-contract.ts';

/**
 * The body of the answer saved for this GET (same address, same member), or null when
 * there is none: no worker has saved one yet, the browser keeps no caches here, or the
 * session ended (which empties the cache).
 */
export async function readSavedAnswer(url: string, authorization: string | null): Promise<unknown> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(MEMBER_CACHE))) return null;
    const key = await memberCacheKey(url, authorization);
    const saved = await caches.match(key, { cacheName: MEMBER_CACHE, ignoreVary: true });
    return saved ? ((await saved.json()) as unknown) : null;
  } catch {
    return null; // an unreadable copy is no copy: the page waits for the network as before
  }
}

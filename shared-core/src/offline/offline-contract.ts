// What the host's service worker and the app agree on: cache names, the member data kept
// for reading offline, and the messages between them. Pure: the worker bundles it too.

/** Every cache the app or its worker writes starts with this. */
export const CACHE_PREFIX = 'canopy-';
/** Member data (API answers) read offline: per member, emptied when the session ends. */
export const MEMBER_CACHE = `${CACHE_PREFIX}member-data`;
/** The IndexedDB database that holds what a member wrote offline, waiting to send. */
export const OUTBOX_DB = 'canopy-offline';

/**
 * The API GETs a member can read offline (paths below the API base, `/api` on the host's
 * origin): the wall's pages, the chat list, a chat and its messages, the notifications,
 * the header's counts and the wallet's orders with their redemption codes. Nothing else of
 * the API is cached, so every other answer is exactly the network's.
 */
export const OFFLINE_READABLE: readonly RegExp[] = [
  /^\/albums\/wall$/,
  /^\/chats\/search$/,
  /^\/chats\/count$/,
  /^\/chats\/\d+$/,
  /^\/chats\/\d+\/notes$/,
  /^\/notifications\/search$/,
  /^\/notifications\/count$/,
  /^\/orders\/search$/,
  // What the app needs to start: its public configuration and the signed-in member's.
  /^\/sirqul\/(?:appconfig|switchconfig)$/,
];

/** Whether an API path (below `/api`) is kept for reading offline. */
export function isOfflineReadable(apiPath: string): boolean {
  return OFFLINE_READABLE.some((pattern) => pattern.test(apiPath));
}

/**
 * Where an answer is kept in MEMBER_CACHE: its address with a short, stable name for whoever
 * asked (a hash of the bearer token, or "anonymous"), so one member never reads another's
 * copy. The worker saves under it; the page reads a saved copy under it too.
 */
export async function memberCacheKey(url: string, authorization: string | null): Promise<string> {
  let member = 'anonymous';
  if (authorization) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
    member = [...new Uint8Array(digest).slice(0, 12)]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  }
  const address = new URL(url, self.location.href);
  address.searchParams.set('__member', member);
  return address.href;
}

/** The header a saved answer carries when the worker served it instead of the network. */
export const SAVED_ANSWER_HEADER = 'X-Canopy-Saved';

/** Worker → page: an answer came from the saved copy because the network failed. */
export const SAVED_CONTENT_MESSAGE = 'canopy:saved-content';
/** Page → worker: activate the waiting version (the member pressed Reload). */
export const SKIP_WAITING_MESSAGE = 'canopy:skip-waiting';

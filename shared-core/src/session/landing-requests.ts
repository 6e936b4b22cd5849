// The data the pages a member most often opens the app on draw first. The host's entry
// script sends these requests itself, before the shared libraries and the page's remote
// have loaded, so the data travels beside the code instead of after it; the client then
// takes the answer when the page makes the same call (http/early-answers.ts). Pure code:
// the entry script runs before the store exists.
import {
  RETAILER_SEARCH_PATH,
  nearbyRetailersSearch,
  retailerPicture,
  retailerSearchQuery,
} from '../api/marketplace/retailer-search.ts';
import { WALL_PAGE_SIZE, WALL_PATH, wallQuery } from '../api/social/wall-query.ts';
import type { RuntimeConfig } from '../config/runtime-config-file.ts';
import { marketplacePath, wallPath } from '../federation/start-pages.ts';
import type { EarlyRequest } from '../http/early-answers.ts';
import { fetchOnce } from '../http/fetch-once.ts';
import { isOfflineReadable } from '../offline/offline-contract.ts';
import { readSavedAnswer } from '../offline/saved-answers.ts';
import {
  requestHeaders,
  requestParts,
  withSearch,
  type Query,
  type RequestContext,
} from '../http/request-parts.ts';
import { savedLocationInCookieHeader } from './startup-preloads.ts';
import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from './storage-keys.ts';

interface LandingData {
  /** The page's path, opened as is or with a trailing slash. */
  page: string;
  path: string;
  query: Query;
  /** The picture the page draws first and largest, from the answer, if it is a picture. */
  firstPicture?: (answer: unknown) => string | undefined;
}

const LANDING_DATA: readonly LandingData[] = [
  // The activity wall's first page (its largest paint is the first post's text).
  {
    page: wallPath(),
    path: WALL_PATH,
    query: wallQuery({ limit: WALL_PAGE_SIZE }),
  },
  // The marketplace's shops near the member, before any filter is chosen.
  {
    page: marketplacePath(),
    path: RETAILER_SEARCH_PATH,
    query: retailerSearchQuery(
      nearbyRetailersSearch({ keyword: '', categoryId: null, near: null }),
    ),
    firstPicture: (answer) => {
      const first = (answer as { items?: Parameters<typeof retailerPicture>[0][] }).items?.[0];
      return first ? retailerPicture(first) : undefined;
    },
  },
];

/** What the app knows when it starts, read from where its start reads it. */
export interface StartingState {
  /** config.json, as checkRuntimeConfig passed it. */
  config: Pick<RuntimeConfig, 'apiBase' | 'appKeys' | 'storageBucketHost'>;
  storage: Pick<Storage, 'getItem'>;
  cookie: string;
  hostname: string;
}

function storedToken(storage: StartingState['storage']): string | null {
  try {
    const user: unknown = JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? 'null');
    const session = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      token?: unknown;
    } | null;
    return user && typeof session?.token === 'string' && session.token ? session.token : null;
  } catch {
    return null; // unreadable storage starts the app signed out
  }
}

/** Whether this browser holds a member's session (the app will start signed in). */
export function hasStoredSession(storage: StartingState['storage']): boolean {
  return storedToken(storage) !== null;
}

/** The request context the app starts with: the stored session and the saved location. */
export function startingContext(state: StartingState): RequestContext {
  const saved = savedLocationInCookieHeader(state.cookie);
  return {
    apiBase: state.config.apiBase,
    token: storedToken(state.storage),
    latitude: saved?.latitude ?? 0,
    longitude: saved?.longitude ?? 0,
    appKeys: state.config.appKeys ?? {},
    storageBucketHost: state.config.storageBucketHost ?? null,
    hostname: state.hostname,
  };
}

/**
 * The request for the first data of the page at `hash`, as the client would send it, for a
 * signed-in member with a saved location (these pages are members' pages); null for any
 * other page.
 */
export function landingRequest(
  hash: string,
  context: RequestContext,
): {
  /** The API path asked for (below the API base). */
  path: string;
  url: string;
  headers: Headers;
  firstPicture?: LandingData['firstPicture'];
} | null {
  const landing = LANDING_DATA.find(({ page }) => hash === `#${page}` || hash === `#${page}/`);
  // Without a saved location the page asks once the device's is known: its call would
  // carry a position this one cannot, and the answer would go unused.
  const located = context.latitude !== 0 && context.longitude !== 0;
  if (!landing || !context.token || !located) return null;
  const { url, searchParams } = requestParts(
    'GET',
    landing.path,
    { query: landing.query },
    context,
  );
  return {
    path: landing.path,
    url: withSearch(url, searchParams),
    headers: requestHeaders(url, context),
    firstPicture: landing.firstPicture,
  };
}

function preloadPicture(url: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({
    rel: 'preload',
    as: 'image',
    href: url,
    fetchpriority: 'high',
  })) {
    link.setAttribute(name, value);
  }
  document.head.append(link);
}

/**
 * Sends the request for the first data of the page at `hash` (see landingRequest), for the
 * client to take when the page asks for the same; none for other pages.
 */
export function sendLandingRequest(hash: string, state: StartingState): EarlyRequest[] {
  const request = landingRequest(hash, startingContext(state));
  if (!request) return [];
  const answer = fetchOnce(
    request.url,
    { method: 'GET', headers: request.headers, timeout: 30_000, accept: 'application/json' },
    async (response) => ({ ok: true, data: (await response.json()) as unknown }),
  ).catch(() => ({ ok: false, data: null })); // the page asks again and shows its own error
  // The page's largest picture downloads while its code still runs, not after it drew.
  void answer.then(({ ok, data }) => {
    const picture = ok ? request.firstPicture?.(data) : undefined;
    if (picture) preloadPicture(picture);
  });
  const authorization = request.headers.get('Authorization');
  // A repeat visit draws the copy this device saved last time while the network's answer
  // is on its way (only data kept for reading offline has one; see offline-contract.ts).
  const saved = isOfflineReadable(request.path)
    ? readSavedAnswer(request.url, authorization)
    : undefined;
  return [{ url: request.url, authorization, sentAt: Date.now(), answer, saved }];
}

/**
 * Asks again for the first data of the page at `hash`, once a first service worker has
 * taken over the page, when that data is kept for reading offline: the worker saves the
 * answer, so the next visit draws it before the network answers. (The request the page
 * opened with went out before there was a worker to save it.)
 */
export async function saveLandingAnswer(hash: string, state: StartingState): Promise<void> {
  const request = landingRequest(hash, startingContext(state));
  if (!request || !isOfflineReadable(request.path)) return;
  await fetchOnce(
    request.url,
    { method: 'GET', headers: request.headers, timeout: 30_000, accept: 'application/json' },
    async () => undefined,
  ).catch(() => undefined); // nothing saved: the next visit waits for the network as before
}

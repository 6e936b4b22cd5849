/// <reference lib="webworker" />
// The host's service worker (Workbox), built into dist/sw.js by host/pwa-build.mjs:
// - the host's own files are precached (their list and revisions are injected at build),
//   and the page itself is network-first (the last copy, else the precached one, offline);
// - a remote's content-hashed chunks are cache-first: their names change with their bytes;
//   so is a remote's entry script at the versioned address its manifest names
//   (remoteEntry.js?v=<content hash>, written by the remote's build);
// - remotes.json, config.json, every mf-manifest.json and an unversioned remoteEntry.js
//   are network-first (the saved copy only when the network fails), so a remote's release
//   or rollback is seen on the next load exactly as without the worker: the manifest that
//   names the entry's version is always the network's when it answers;
// - the member data listed in OFFLINE_READABLE is network-first with the saved copy as
//   the fallback, kept per member (by a hash of the session's bearer token) and deleted
//   by the page when the session ends; every other API call passes through untouched.
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  MEMBER_CACHE,
  SAVED_ANSWER_HEADER,
  SAVED_CONTENT_MESSAGE,
  SKIP_WAITING_MESSAGE,
  isOfflineReadable,
  memberCacheKey,
} from '../../shared-core/src/offline/offline-contract.ts';
import { registerPushHandlers } from './push-handlers.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** A content-hashed file name, as every app's build writes its chunks and assets. */
const CONTENT_HASHED =
  /(?:\.[0-9a-f]{8,}\.(?:js|mjs|css)$)|(?:\/assets\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$)/;
/** A remote's entry script at the address that carries its content hash. */
const VERSIONED_ENTRY = /(?:^|\/)remoteEntry\.js$/;
/** Files that name what to load and so must always be the network's when it answers. */
const MANIFEST_FILES = /(?:^|\/)(?:remotes\.json|config\.json|mf-manifest\.json|remoteEntry\.js)$/;

setCacheNameDetails({ prefix: 'canopy', suffix: 'v1' });

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  }
});
clientsClaim();
cleanupOutdatedCaches();
// Web push: notifications shown when the app is closed, and the page a click opens.
registerPushHandlers(self);

// The page itself is not answered from here ('/' is not mapped to index.html): the route
// below keeps it fresh; the precached copy is its offline fallback.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/], directoryIndex: '' });

const ok = new CacheableResponsePlugin({ statuses: [0, 200] });

// The page: network-first, so its headers (the CSP names the remotes' origins of the live
// remotes.json) are always the server's; the last copy offline, else the precached one.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({
    cacheName: `${CACHE_PREFIX}pages`,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Every address is the one page (routes live in the hash).
      { cacheKeyWillBeUsed: async () => new URL('/', self.location.origin).href },
    ],
  }),
);

const remoteChunks = new CacheFirst({
  cacheName: `${CACHE_PREFIX}remote-chunks`,
  plugins: [ok, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});

// Before the manifests' route, which would otherwise take it by its file name.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin !== self.location.origin &&
    VERSIONED_ENTRY.test(url.pathname) &&
    /^[0-9a-f]{8,}$/.test(url.searchParams.get('v') ?? ''),
  remoteChunks,
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && MANIFEST_FILES.test(url.pathname),
  new NetworkFirst({ cacheName: `${CACHE_PREFIX}manifests`, plugins: [ok] }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin !== self.location.origin &&
    CONTENT_HASHED.test(url.pathname),
  remoteChunks,
);

const perMember: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    memberCacheKey(request.url, request.headers.get('Authorization')),
  // The saved copy says so, and the page hears it (the "showing saved content" banner).
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return cachedResponse;
    const clientId = (event as FetchEvent | undefined)?.clientId;
    const client = clientId ? await self.clients.get(clientId) : undefined;
    client?.postMessage({ type: SAVED_CONTENT_MESSAGE });
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_ANSWER_HEADER, headers.get('Date') ?? 'yes');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const API_PREFIX = '/api/';
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(API_PREFIX) &&
    isOfflineReadable(url.pathname.slice(API_PREFIX.length - 1)),
  new NetworkFirst({
    cacheName: MEMBER_CACHE,
    // A connection that hangs rather than fails (a train's wifi): the saved copy after 4 s.
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      perMember,
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// Offline with nothing saved for a page: the precached page, so the app starts and says so.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
  return Response.error();
});

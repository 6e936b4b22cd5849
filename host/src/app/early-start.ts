import { preloadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_ROUTES_EXPOSE,
  checkRuntimeConfig,
  fetchStaticJson,
  hasStoredSession,
  saveLandingAnswer,
  sendLandingRequest,
  type EarlyRequest,
} from '@canopy/shared-core/entry-script';
import {
  registerRemotesFrom,
  type RemotesManifest,
} from '../features/remotes/api/remote-registry.ts';
import { startMemberCode } from './member-code.ts';
import { ownerWhenKnown, routeSectionsOf, sectionAtHash } from './remote-areas.ts';

// What the entry script starts before the shared libraries (React, the router,
// shared-core) have downloaded and run, so that it loads beside them instead of after:
// the code of the remote whose page is being opened and the data that page draws first
// (on a phone that is two or three round trips off the first paint). Nothing here may
// import a shared library. Which remote serves the page is read from the remotes' own
// manifests (see remote-areas.ts), fetched side by side right after remotes.json; the
// federation runtime is handed the opened remote's manifest from that same read, so its
// code starts as early as when the host knew the remote by heart.

let registered: Promise<RemotesManifest> | null = null;
let configFile: Promise<unknown> | null = null;
let landingData: EarlyRequest[] = [];
/** Where the app opened (the location's hash when the entry script ran). */
let openedAt = '';

/** The remotes, registered with the federation runtime; read once per page. */
export function registeredRemotes(): Promise<RemotesManifest> {
  registered ??= registerRemotesFrom('remotes.json').then((remotes) => {
    routeSectionsOf(remotes);
    return remotes;
  });
  return registered;
}

/** config.json as the server sent it, read once per page (the app checks it). */
export function configFileJson(): Promise<unknown> {
  configFile ??= fetchStaticJson<unknown>('config.json');
  return configFile;
}

/** The requests sent for the opened page's data, for the client to take (once). */
export function takeEarlyRequests(): EarlyRequest[] {
  const sent = landingData;
  landingData = [];
  return sent;
}

/**
 * Called first by the entry script, with the location the app opens at. Resolves once the
 * opened page's data and the remotes' manifests have been asked for (the opened remote's
 * code follows its manifest): the app's code should start after that, or the requests
 * wait behind the evaluation of the shared libraries. Both files it reads are preloaded by
 * the page, so it waits for them only when they are slower than the entry script; a file
 * that fails is reported by the app.
 */
export async function startEarlyLoads(hash: string): Promise<void> {
  openedAt = hash;
  const section = sectionAtHash(hash);
  if (hasStoredSession(window.localStorage)) startMemberCode();
  if (!section) return;
  // Each file starts what it names the moment it arrives, not when both have: the page's
  // data needs config.json alone, the remotes' manifests remotes.json alone (on a slow
  // network the two answer apart).
  await Promise.all([
    configFileJson()
      .then((json) => checkRuntimeConfig(json))
      .catch(() => null)
      .then((config) => {
        if (!config) return;
        landingData = sendLandingRequest(hash, {
          config,
          storage: window.localStorage,
          cookie: document.cookie,
          hostname: window.location.hostname,
        });
      }),
    registeredRemotes()
      .catch(() => undefined)
      .then(() => preloadOwnerOf(section)),
  ]);
}

/**
 * Once the app's first service worker has taken over the page: the opened page's data is
 * asked for again through it, so that it is saved and the next visit draws it at once.
 */
export function saveOpenedPageData(): void {
  void configFileJson()
    .then((json) =>
      saveLandingAnswer(openedAt, {
        config: checkRuntimeConfig(json),
        storage: window.localStorage,
        cookie: document.cookie,
        hostname: window.location.hostname,
      }),
    )
    .catch(() => undefined);
}

/**
 * Asks for the remotes' manifests and, not awaited, preloads the section's remote the
 * moment the manifest that declares it arrives, whether the app's code has started by then
 * or not. Only the remote's own files: the shared libraries come from the host. A remote
 * that is down is reported by its area when it loads.
 */
function preloadOwnerOf(section: string): void {
  void ownerWhenKnown(section).then((remote) => {
    if (!remote) return;
    preloadRemote([
      { nameOrAlias: remote, exposes: [REMOTE_ROUTES_EXPOSE], share: false, depsRemote: false },
    ]).catch(() => undefined);
  });
}

import { apiBaseAtom, locationAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderAt, stubApi } from '@canopy/shared-core/testing';
import GamesRoutes from '../app/routes.tsx';

/** Renders the games routes at `path`, as the host mounts them under /browse, with toasts. */
export function renderRoute(path: string) {
  return renderAt(path, <GamesRoutes />, { route: '/browse/*', withToasts: true });
}

/**
 * For a file of tests of pages a member uses signed in: each test starts from a reset
 * store with member `id` signed in, and ends signed out with fetch restored.
 */
export function signedInForEachTest(id: number) {
  beforeEach(() => {
    resetStore();
    store.set(userAtom, { id } as AuthUser);
  });
  afterEach(() => {
    store.set(userAtom, null);
    vi.unstubAllGlobals();
  });
}

export function resetStore() {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(locationAtom, { latitude: 38.97, longitude: -95.23 });
}

type Route = (url: URL, request: Request) => unknown;

/**
 * stubApi that also keeps the JSON body of every request other than GET, by path, read
 * when the request arrives (before anything consumes it).
 */
export function stubApiRecording(routes: Record<string, unknown>) {
  const sent = new Map<string, Promise<unknown>[]>();
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([path, route]) => [
      path,
      (url: URL, request: Request) => {
        if (request.method !== 'GET') {
          const body = request
            .clone()
            .text()
            .then((text) => (text ? JSON.parse(text) : undefined));
          sent.set(path, [...(sent.get(path) ?? []), body]);
        }
        return typeof route === 'function' ? (route as Route)(url, request) : route;
      },
    ]),
  );
  stubApi(wrapped);
  return { bodies: (path: string) => Promise.all(sent.get(path) ?? []) };
}

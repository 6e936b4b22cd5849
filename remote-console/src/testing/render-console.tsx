import { apiBaseAtom, store, userAtom, type AuthUser } from '@canopy/shared-core';
import { renderAt } from '@canopy/shared-core/testing';
import { afterEach, beforeEach, vi } from 'vitest';
import ConsoleRoutes from '../app/routes.tsx';

/** Renders the console routes at `path`, as the host mounts them under /console. */
export function renderConsole(path: string) {
  return renderAt(path, <ConsoleRoutes />, { route: '/console/*' });
}

/**
 * For a file of tests of console pages: each test starts with staff member `user` signed in
 * against the test API, and ends signed out with fetch restored.
 */
export function staffSignedInForEachTest(user: Pick<AuthUser, 'id' | 'display' | 'role'>) {
  beforeEach(() => {
    store.set(apiBaseAtom, 'http://api.test/api');
    store.set(userAtom, user as AuthUser);
  });
  afterEach(() => {
    store.set(userAtom, null);
    vi.unstubAllGlobals();
  });
}

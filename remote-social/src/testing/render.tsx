import { apiBaseAtom, store, toastsAtom, userAtom, type AuthUser } from '@canopy/shared-core';
import { renderAt } from '@canopy/shared-core/testing';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Renders `element` at `path` (matched by `route`) inside the shared store, as the host does. */
export function renderPage(element: ReactElement, path: string, route = path) {
  return renderAt(path, element, { route });
}

/** Signs the test's member in, as far as the pages can tell. */
export function signInAs(id: number) {
  store.set(userAtom, { id, firstName: 'Dana', lastName: 'Rivera', audienceIds: [1] } as AuthUser);
}

/**
 * For a file of tests of pages a member uses signed in: each test starts with the test
 * API, no toasts and member `id` signed in, and ends signed out with fetch restored.
 */
export function signedInForEachTest(id = 7) {
  beforeEach(() => {
    store.set(apiBaseAtom, 'http://api.test/api');
    store.set(toastsAtom, []);
    signInAs(id);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    store.set(userAtom, null);
  });
}

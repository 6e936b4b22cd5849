import { apiBaseAtom, sessionAtom, store, userAtom } from '@canopy/shared-core';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a file of tests against the test API: each test starts with the API at
 * http://api.test/api, and ends signed out with fetch (and any other stubbed global) restored.
 */
export function testApiForEachTest() {
  beforeEach(() => store.set(apiBaseAtom, 'http://api.test/api'));
  afterEach(() => {
    vi.unstubAllGlobals();
    store.set(userAtom, null);
    store.set(sessionAtom, null);
  });
}

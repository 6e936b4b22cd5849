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

/** A route of the test API that answers `answer` and keeps each JSON body sent to it. */
export function recordingRoute(answer: unknown) {
  const sent: unknown[] = [];
  const route = async (_url: URL, request: Request) => {
    sent.push(await request.json());
    return answer;
  };
  return { sent, route };
}

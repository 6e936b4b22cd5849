import { connectLive, sessionAtom, store } from '@canopy/shared-core';
import { stubEventSource } from '@canopy/shared-core/testing';
import { afterEach, beforeEach } from 'vitest';
import { signedInForEachTest } from './render.tsx';

/**
 * For a file of tests of live updates: each test starts signed in with a session and a fake
 * EventSource; `connect()` opens the live stream, which is closed when the test ends.
 */
export function liveSessionForEachTest() {
  signedInForEachTest();
  let disconnect = () => {};
  beforeEach(() => {
    stubEventSource();
    store.set(sessionAtom, { token: 'token', expiresAt: 0 });
  });
  // Hooks run in reverse after a test: this one, closing the stream, before the sign-out.
  afterEach(() => {
    disconnect();
    disconnect = () => {};
    store.set(sessionAtom, null);
  });
  return {
    connect: () => {
      disconnect = connectLive();
    },
  };
}

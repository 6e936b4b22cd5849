import { createStore } from 'jotai';

declare global {
  var __CANOPY_SHARED_CORE_LOADED__: boolean | undefined;
}

// Like jotai's own "Detected multiple Jotai instances" warning: a second copy of
// shared-core means a second store, so the header and a remote would each see their
// own cart and session. It happens when an app leaves shared-core out of its
// federation `shared` block, and nothing else reports it.
if (globalThis.__CANOPY_SHARED_CORE_LOADED__) {
  console.error(
    'Detected multiple shared-core instances: every app must share @canopy/shared-core.',
  );
}
globalThis.__CANOPY_SHARED_CORE_LOADED__ = true;

/** The one store every front end reads and writes. */
export const store = createStore();

// Loads the signed-in frame on demand. Routes for members await it in their loader, so a
// signed-in first load paints header and page together (no layout shift); other pages
// (privacy policy, not found) fetch it once they render for a member.
import { useEffect, useState } from 'react';
import type { SignedInChrome } from '../features/shell/components/main-layout.tsx';

let loaded: SignedInChrome | undefined;
let pending: Promise<SignedInChrome> | undefined;

export function loadSignedInChrome(): Promise<SignedInChrome> {
  pending ??= import('./signed-in-chrome.tsx').then(
    (module) => (loaded = module.signedInChrome),
    (error: unknown) => {
      pending = undefined; // the next render or navigation tries again
      throw error;
    },
  );
  return pending;
}

/** Route loader step: the page renders once the frame is here (or failed to come). */
export function signedInChromeReady(): Promise<null> {
  return loadSignedInChrome().then(
    () => null,
    () => null,
  );
}

/** The frame's parts once loaded; starts loading them when `wanted`. */
export function useSignedInChrome(wanted: boolean): SignedInChrome | undefined {
  const [chrome, setChrome] = useState(loaded);
  useEffect(() => {
    if (!wanted || chrome) return undefined;
    let current = true;
    loadSignedInChrome().then(
      (parts) => current && setChrome(parts),
      (error: unknown) => console.warn('The page frame could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, chrome]);
  return chrome ?? loaded;
}

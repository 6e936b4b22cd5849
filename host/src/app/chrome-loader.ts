// Loads the signed-in frame on demand. Routes for members wait for it before they render,
// so a signed-in first load paints header and page together (no layout shift); other pages
// (privacy policy, not found) fetch it once they render for a member.
import { useEffect, useState } from 'react';
import type { ChromeLoad, SignedInChrome } from '../features/shell/components/main-layout.tsx';
import { importSignedInChrome } from './member-code.ts';

let loaded: SignedInChrome | undefined;
let pending: Promise<SignedInChrome> | undefined;

export function loadSignedInChrome(): Promise<SignedInChrome> {
  pending ??= importSignedInChrome().then(
    (module) => (loaded = module.signedInChrome),
    (error: unknown) => {
      pending = undefined; // the next attempt imports it again
      throw error;
    },
  );
  return pending;
}

let settled: Promise<null> | undefined;

/**
 * Settles once the frame loaded or failed (the layout then offers a retry). One promise for
 * the app's life, so a members' route can suspend on it (`use` needs the same promise).
 */
export function signedInChromeReady(): Promise<null> {
  settled ??= loadSignedInChrome().then(
    () => null,
    () => null,
  );
  return settled;
}

/** The frame once loaded, or its failure with a retry; starts loading it when `wanted`. */
export function useSignedInChrome(wanted: boolean): ChromeLoad {
  const [chrome, setChrome] = useState(loaded);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted || chrome) return undefined;
    let current = true;
    loadSignedInChrome().then(
      (parts) => current && setChrome(parts),
      (error: unknown) => {
        console.warn('The page frame could not be loaded.', error);
        if (current) setFailedAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, chrome, attempt]);

  const parts = chrome ?? loaded;
  if (parts) return { status: 'ready', chrome: parts };
  if (failedAttempt === attempt) {
    return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  }
  return { status: 'loading' };
}

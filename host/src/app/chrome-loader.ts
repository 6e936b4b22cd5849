// Loads the signed-in frame on demand. The layout suspends on it wherever a member sees it,
// so a member's page is never drawn before its header: drawn first, the header would push
// the page down when it arrived (a layout shift of 0.17 on a phone). A failed load draws
// the page with a retry in the header's place.
import { startTransition, use, useState } from 'react';
import type { ChromeLoad, SignedInChrome } from '../features/shell/components/main-layout.tsx';
import { importSignedInChrome } from './member-code.ts';

type FrameOutcome = { chrome: SignedInChrome } | { failed: true };

let outcome: Promise<FrameOutcome> | undefined;

/** The current attempt's outcome: one promise until a retry, as `use` needs. */
function frameOutcome(): Promise<FrameOutcome> {
  outcome ??= importSignedInChrome().then(
    (module) => ({ chrome: module.signedInChrome }),
    (error: unknown) => {
      console.warn('The page frame could not be loaded.', error);
      return { failed: true };
    },
  );
  return outcome;
}

/** The frame when `wanted` (suspending until it has loaded or failed), else 'off'. */
export function useSignedInChrome(wanted: boolean): ChromeLoad {
  const [, setAttempt] = useState(0);
  if (!wanted) return { status: 'off' };
  const result = use(frameOutcome());
  if ('chrome' in result) return { status: 'ready', chrome: result.chrome };
  return {
    status: 'failed',
    retry: () => {
      outcome = undefined; // the next render imports it again
      // In a transition, so the page stays drawn, with this message, while it loads.
      startTransition(() => setAttempt((n) => n + 1));
    },
  };
}

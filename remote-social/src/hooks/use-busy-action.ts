import { showToast } from '@canopy/shared-core';
import { useState } from 'react';
import { failureText } from '../utils/failure-text.ts';

/** An action the member started: `busy` until it ends, and a failure told in a toast. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      showToast(failureText(caught));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

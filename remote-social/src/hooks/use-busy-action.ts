import { errorText, showToast } from '@canopy/shared-core';
import { useState } from 'react';

/** An action the member started: `busy` until it ends, and a failure told in a toast. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      showToast(errorText(caught, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

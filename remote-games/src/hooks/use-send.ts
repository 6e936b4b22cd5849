import { errorText, isRefusal, showToast } from '@canopy/shared-core';
import { useState } from 'react';

/**
 * A request a button or form sends: busy while it runs, and why it failed as a toast. The
 * caller acts only on an accepted answer; a refusal leaves the page as it is.
 */
export function useSend() {
  const [busy, setBusy] = useState(false);

  /** The accepted answer, or null when the request was refused or failed. */
  async function send<A>(
    request: () => Promise<A>,
    failed: string,
  ): Promise<Exclude<A, { valid: false }> | null> {
    setBusy(true);
    try {
      const answer = await request();
      return isRefusal(answer) ? null : (answer as Exclude<A, { valid: false }>);
    } catch (error) {
      showToast(errorText(error, failed));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, send };
}

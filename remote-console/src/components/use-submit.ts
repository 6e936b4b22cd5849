import { reasonText } from '@canopy/shared-core';
import { useState } from 'react';

/**
 * The busy flag and the shown refusal of a console form that sends one staff action:
 * `run` clears the refusal, sends, and shows the server's reason (else `failureText`)
 * when the send fails, calling `onFailure` too (the queue reads itself again then).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(send: () => Promise<void>, failureText: string, onFailure?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError(reasonText(failure, failureText));
      onFailure?.();
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}

import { errorText } from '@canopy/shared-core';
import { useState } from 'react';

/**
 * The busy flag and the shown refusal of a form that sends one request: `run` clears the
 * refusal, sends, and when the send fails shows `explain(failure, failureText)`, by default
 * the API's message in its status frame (errorText; reasonText gives its words alone).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(
    send: () => Promise<void>,
    failureText: string,
    explain: (failure: unknown, fallback: string) => string = errorText,
  ) {
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError(explain(failure, failureText));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}

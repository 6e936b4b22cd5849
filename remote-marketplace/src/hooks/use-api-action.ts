import { reasonText, showToast } from '@canopy/shared-core';
import { useState } from 'react';

/** What an API action answers: done, or refused with the reason to show. */
interface ActionAnswer {
  valid: boolean;
  message: string;
}

/**
 * One button's or form's request to the API: busy while it runs, a done answer's message as a
 * toast, and a refusal or failure as the message to show beside the button.
 */
export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Sends; the done answer, or null when it was refused or failed. */
  async function run<A extends ActionAnswer>(
    send: () => Promise<A>,
    {
      notDone,
      done,
      onRefused = setError,
    }: {
      /** Shown when it fails for a reason the answer does not give. */
      notDone: string;
      /** The toast when done, instead of the answer's message. */
      done?: string;
      /** Told a refusal's message; by default it shows as `error`. */
      onRefused?: (message: string) => void;
    },
  ): Promise<Extract<A, { valid: true }> | null> {
    setBusy(true);
    setError(null);
    try {
      const answer = await send();
      if (!answer.valid) {
        onRefused(answer.message);
        return null;
      }
      showToast(done ?? answer.message, 'success');
      return answer as Extract<A, { valid: true }>;
    } catch (failure) {
      setError(reasonText(failure, notDone));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}

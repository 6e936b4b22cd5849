import { reasonText, showToast } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';

/** What an API action answers: done, or refused with the reason to show. */
interface ActionAnswer {
  valid: boolean;
  message: string;
}

/**
 * One button's or form's request to the API (useSubmit), with the answer's verdict read: a done
 * answer's message as a toast, and a refusal or failure as the message to show beside the button.
 */
export function useApiAction() {
  const { busy, error, setError, run: submit } = useSubmit();

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
    const answer = await submit(send, { text: notDone, explain: reasonText });
    if (!answer) return null;
    if (!answer.valid) {
      onRefused(answer.message);
      return null;
    }
    showToast(done ?? answer.message, 'success');
    return answer as Extract<A, { valid: true }>;
  }

  return { busy, error, setError, run };
}

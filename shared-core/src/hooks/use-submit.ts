import { errorText, showToast } from '@canopy/shared-core';
import { useState } from 'react';

/** How a failed send is told. */
export interface SubmitFailure {
  /** The words when the failure gives none of its own. */
  text: string;
  /**
   * How a failure becomes words: by default the API's message in its status frame
   * (errorText); reasonText gives the server's words alone.
   */
  explain?: (failure: unknown, fallback: string) => string;
  /** Where it is told: beside the form (`error`, the default) or in a toast. */
  tell?: 'inline' | 'toast';
  /** Called after it is told (a queue reads itself again, say). */
  onFailure?: () => void;
}

/**
 * The busy flag and the shown failure of a form or button that sends one request: `run`
 * clears the failure, sends, and when the send throws tells why. It answers what the send
 * answered, or undefined when it threw, so the caller acts only on an answer.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<A>(
    send: () => Promise<A>,
    failure: string | SubmitFailure,
  ): Promise<A | undefined> {
    const {
      text,
      explain = errorText,
      tell = 'inline',
      onFailure,
    } = typeof failure === 'string' ? { text: failure } : failure;
    setBusy(true);
    setError(null);
    try {
      return await send();
    } catch (caught) {
      const words = explain(caught, text);
      if (tell === 'toast') showToast(words);
      else setError(words);
      onFailure?.();
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}

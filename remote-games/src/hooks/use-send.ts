import { isRefusal } from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';

/**
 * A request a button or form sends: busy while it runs, and why it failed as a toast. The
 * caller acts only on an accepted answer; a refusal leaves the page as it is.
 */
export function useSend() {
  const { busy, run } = useSubmit();

  /** The accepted answer, or null when the request was refused or failed. */
  async function send<A>(
    request: () => Promise<A>,
    failed: string,
  ): Promise<Exclude<A, { valid: false }> | null> {
    const answer = await run(request, { text: failed, tell: 'toast' });
    return answer === undefined || isRefusal(answer)
      ? null
      : (answer as Exclude<A, { valid: false }>);
  }

  return { busy, send };
}

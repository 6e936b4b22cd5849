import { reasonText, showToast } from '@canopy/shared-core';
import { staleConfigOf, type StaleConfig } from '@canopy/shared-core/staff';
import { useSubmit } from '@canopy/shared-core/use-submit';

/**
 * Sends of the configuration editor: `run` for a draft's preview, and `makeLive` for a new
 * live version (a publish or a rollback). A version published meanwhile is no failure to
 * retry: it goes to `onStale`, to show it first; once live, a toast says when members get it.
 */
export function useConfigSend() {
  const { busy, error, setError, run } = useSubmit();

  async function makeLive(
    send: () => Promise<{ message: string }>,
    {
      failure,
      onStale,
      onLive,
    }: { failure: string; onStale: (stale: StaleConfig) => void; onLive: () => void },
  ) {
    const answer = await run(
      () =>
        send().catch((caught: unknown) => {
          const stale = staleConfigOf(caught);
          if (!stale) throw caught;
          onStale(stale);
          return null;
        }),
      { text: failure, explain: reasonText },
    );
    if (!answer) return;
    showToast(`${answer.message} Members get it on their next page load.`, 'success');
    onLive();
  }

  return { busy, error, setError, run, makeLive };
}

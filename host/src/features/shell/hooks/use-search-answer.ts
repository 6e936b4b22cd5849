import { isApiFailure, searchEverything, type SearchGroup } from '@canopy/shared-core';
import { useEffect, useState } from 'react';

/** How long typing pauses before the server is asked: one search per word, not per key. */
const TYPING_PAUSE_MS = 250;
/** Results of each kind the header shows. */
const PER_KIND = 5;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; text: string; groups: SearchGroup[] };

/**
 * The one search's answer for what is typed, asked after a pause; an older answer never
 * replaces a newer one. Nothing typed is nothing asked.
 */
export function useSearchAnswer(text: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const typed = text.trim();

  useEffect(() => {
    if (!typed) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchEverything(typed, { limit: PER_KIND }, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        if (isApiFailure(answer)) setState({ status: 'error', message: answer.message });
        else setState({ status: 'ready', text: typed, groups: answer.item.groups });
      });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  return state;
}

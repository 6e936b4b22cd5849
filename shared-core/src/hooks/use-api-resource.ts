import { useCallback, useEffect, useState } from 'react';
import { isApiFailure, isRefusal, type GetResult } from '../api/types.ts';
import { answerKey, recallAnswer, rememberAnswer } from './remembered-answers.ts';

/** An answer the API accepted: not a `valid: false` refusal. */
export type Accepted<T> = Exclude<T, { valid: false }>;

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: Accepted<T> };

export interface ResourceOptions {
  /**
   * Keep the last accepted answer under this name (per member and inputs) and show it at
   * once when the page is opened again, while it is fetched afresh.
   */
  remember?: string;
}

/**
 * Loads one GET resource for a component: loading, error (with the text to show; a
 * `valid: false` answer such as ACCESS_DENIED is an error too) and ready states, a reload
 * function, and cancellation when inputs change or it unmounts.
 */
export function useApiResource<T>(
  load: (signal: AbortSignal) => Promise<GetResult<T>>,
  deps: readonly unknown[],
  options: ResourceOptions = {},
): [ResourceState<T>, () => void] {
  const key = options.remember ? answerKey(options.remember, deps) : null;
  const recalled = (): ResourceState<T> | null => {
    const data = key ? recallAnswer(key) : undefined;
    return data === undefined ? null : { status: 'ready', data: data as Accepted<T> };
  };
  const [state, setState] = useState<ResourceState<T>>(() => recalled() ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState(recalled() ?? { status: 'loading' });
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (isApiFailure(result) || isRefusal(result)) {
        setState({ status: 'error', message: result.message });
      } else {
        if (key) rememberAnswer(key, result);
        setState({ status: 'ready', data: result as Accepted<T> });
      }
    });
    return () => controller.abort();
    // `load` is re-created each render; the caller's deps say when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}

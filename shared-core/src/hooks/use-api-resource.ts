import { useCallback, useEffect, useState } from 'react';
import { isApiFailure, isRefusal, type GetResult } from '../api/types.ts';

/** An answer the API accepted: not a `valid: false` refusal. */
export type Accepted<T> = Exclude<T, { valid: false }>;

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: Accepted<T> };

/**
 * Loads one GET resource for a component: loading, error (with the text to show; a
 * `valid: false` answer such as ACCESS_DENIED is an error too) and ready states, a reload function, and cancellation when inputs change or it unmounts.
 */
export function useApiResource<T>(
  load: (signal: AbortSignal) => Promise<GetResult<T>>,
  deps: readonly unknown[],
): [ResourceState<T>, () => void] {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (isApiFailure(result) || isRefusal(result)) {
        setState({ status: 'error', message: result.message });
      } else {
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

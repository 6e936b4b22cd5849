import { useCallback, useEffect, useState } from 'react';
import { isApiFailure, type GetResult } from '../api/types.ts';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Loads one GET resource for a component: loading, error (with the text to show) and
 * ready states, a reload function, and cancellation when inputs change or it unmounts.
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
    load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        isApiFailure(result)
          ? { status: 'error', message: result.message }
          : { status: 'ready', data: result },
      );
    });
    return () => controller.abort();
    // `load` is re-created each render; the caller's deps say when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}

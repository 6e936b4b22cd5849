import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, isRefusal, type GetResult } from '../api/types.ts';
import type { ArrivedAnswer } from '../http/client.ts';
import { failureKind, type FailureKind } from '../http/failure-kind.ts';
import { useRevealHold } from '../ui/reveal-together.tsx';
import { answerKey, recallAnswer, rememberAnswer } from './remembered-answers.ts';

/** An answer the API accepted: not a `valid: false` refusal. */
export type Accepted<T> = Exclude<T, { valid: false }>;

export type ResourceState<T> =
  | { status: 'loading' }
  | {
      status: 'error';
      message: string;
      /** Whether a retry can help, or the thing is not there; retryable when left out. */
      failure?: FailureKind;
      /** The API's own words, without the `Error Code: … Message:` frame. */
      reason?: string;
    }
  | { status: 'ready'; data: Accepted<T> };

export interface ResourceOptions<Answer = unknown> {
  /**
   * Keep the last accepted answer under this name (per member and inputs) and show it at
   * once when the page is opened again, while it is fetched afresh.
   */
  remember?: string;
  /**
   * The answer if it is already here (the entry script asked for it while the app
   * started): drawn in the first render instead of asked for again, and claimed when that
   * render is committed.
   */
  arrived?: () => ArrivedAnswer<Answer> | null;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Loads one GET resource for a component: loading, error (with the text to show; a
 * `valid: false` answer such as ACCESS_DENIED is an error too) and ready states, a reload
 * function, and cancellation when inputs change or it unmounts.
 */
export function useApiResource<T>(
  load: (signal: AbortSignal) => Promise<GetResult<T>>,
  deps: readonly unknown[],
  options: ResourceOptions<GetResult<T>> = {},
): [ResourceState<T>, () => void] {
  const key = options.remember ? answerKey(options.remember, deps) : null;
  const recalled = (): ResourceState<T> | null => {
    const data = key ? recallAnswer(key) : undefined;
    return data === undefined ? null : { status: 'ready', data: data as Accepted<T> };
  };
  // The first render draws an answer that has arrived, else a remembered one.
  const [first] = useState(() => {
    const arrived = options.arrived?.();
    if (!arrived || isApiFailure(arrived.data) || isRefusal(arrived.data)) {
      return { state: recalled() };
    }
    if (key) rememberAnswer(key, arrived.data);
    return { state: { status: 'ready', data: arrived.data as Accepted<T> } as const, arrived };
  });
  const [state, setState] = useState<ResourceState<T>>(first.state ?? { status: 'loading' });
  // The inputs whose answer arrived for the first render: it is not asked for again.
  const arrivedFor = useRef<readonly unknown[] | null>(first.arrived ? deps : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && arrivedFor.current && sameInputs(arrivedFor.current, deps)) {
      first.arrived?.claim();
      return;
    }
    arrivedFor.current = null;
    const controller = new AbortController();
    setState(recalled() ?? { status: 'loading' });
    void load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (isApiFailure(result)) {
        setState({
          status: 'error',
          message: result.message,
          failure: failureKind(result.httpStatus),
          reason: result.reason ?? result.message,
        });
      } else if (isRefusal(result)) {
        setState({
          status: 'error',
          message: result.message,
          failure: failureKind(undefined, true),
          reason: result.message,
        });
      } else {
        if (key) rememberAnswer(key, result);
        setState({ status: 'ready', data: result as Accepted<T> });
      }
    });
    return () => controller.abort();
    // `load` is re-created each render; the caller's deps say when to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  useRevealHold(state.status === 'loading');
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}

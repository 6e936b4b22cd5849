import type { ReactNode } from 'react';
import type { Accepted, ResourceState } from '../hooks/use-api-resource.ts';
import { NotFoundState } from './not-found-state.tsx';
import { ErrorState, Skeleton } from './states.tsx';

export interface ResourceViewProps<T> {
  /** What `useApiResource` returned. */
  state: ResourceState<T>;
  /** Loads again; the error state's Retry button calls it. */
  onRetry: () => void;
  /** The error state's heading, e.g. "Quizzes could not be loaded". */
  errorTitle: string;
  /** Replaces the API's message when the page knows better what went wrong. */
  errorMessage?: string;
  /**
   * When the thing is not there (404, e.g. a deleted post): the heading to say so
   * ("This post is gone"; errorTitle when left out) …
   */
  notFoundTitle?: string;
  /** … and the way back (a link to the list it was in), shown instead of a Retry. */
  notFound?: ReactNode;
  /** Shown while loading (a skeleton of the page's shape). */
  loading?: ReactNode;
  /** When the loaded answer counts as empty, `empty` is shown instead of `children`. */
  isEmpty?: (data: Accepted<T>) => boolean;
  empty?: ReactNode;
  children: (data: Accepted<T>) => ReactNode;
}

/**
 * The four states of a loaded resource in one place: loading, error, empty and ready. An
 * error offers Retry only when trying again can help (no connection, a timeout, a server
 * failure); a thing that is not there says so in the API's plain words, with the way back.
 */
export function ResourceView<T>({
  state,
  onRetry,
  errorTitle,
  errorMessage,
  notFoundTitle,
  notFound,
  loading = <Skeleton height={120} />,
  isEmpty,
  empty = null,
  children,
}: ResourceViewProps<T>) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') {
    const failure = state.failure ?? 'retryable';
    if (failure === 'not-found') {
      return (
        <NotFoundState
          title={notFoundTitle ?? errorTitle}
          message={state.reason ?? state.message}
          action={notFound}
        />
      );
    }
    if (failure === 'final') {
      return (
        <ErrorState title={errorTitle} message={errorMessage ?? state.reason ?? state.message} />
      );
    }
    return (
      <ErrorState title={errorTitle} message={errorMessage ?? state.message} onRetry={onRetry} />
    );
  }
  if (isEmpty?.(state.data)) return <>{empty}</>;
  return <>{children(state.data)}</>;
}

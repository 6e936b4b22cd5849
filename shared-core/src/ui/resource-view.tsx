import type { ReactNode } from 'react';
import type { Accepted, ResourceState } from '../hooks/use-api-resource.ts';
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
  /** Shown while loading (a skeleton of the page's shape). */
  loading?: ReactNode;
  /** When the loaded answer counts as empty, `empty` is shown instead of `children`. */
  isEmpty?: (data: Accepted<T>) => boolean;
  empty?: ReactNode;
  children: (data: Accepted<T>) => ReactNode;
}

/**
 * The four states of a loaded resource in one place: loading, error (with the API's
 * message and a Retry button), empty and ready.
 */
export function ResourceView<T>({
  state,
  onRetry,
  errorTitle,
  errorMessage,
  loading = <Skeleton height={120} />,
  isEmpty,
  empty = null,
  children,
}: ResourceViewProps<T>) {
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'error') {
    return (
      <ErrorState title={errorTitle} message={errorMessage ?? state.message} onRetry={onRetry} />
    );
  }
  if (isEmpty?.(state.data)) return <>{empty}</>;
  return <>{children(state.data)}</>;
}

import { EmptyState, ResourceView, Skeleton, type ResourceState } from '@canopy/shared-core';
import type { ReactNode } from 'react';

/**
 * A games list loading in its four states, worded from what it lists (`things`, e.g.
 * "quizzes"): a skeleton `loadingHeight` high, "Quizzes could not be loaded" with Retry,
 * "No quizzes yet" with `emptyText` under it, or the list itself.
 */
export function ListView<T extends { items: readonly unknown[] } | { valid: false }>({
  state,
  onRetry,
  things,
  loadingHeight,
  emptyText,
  children,
}: {
  state: ResourceState<T>;
  onRetry: () => void;
  things: string;
  loadingHeight: number;
  emptyText: string;
  children: (data: Exclude<T, { valid: false }>) => ReactNode;
}) {
  return (
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle={`${things.charAt(0).toUpperCase()}${things.slice(1)} could not be loaded`}
      loading={<Skeleton height={loadingHeight} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={`No ${things} yet`}>{emptyText}</EmptyState>}
    >
      {children}
    </ResourceView>
  );
}

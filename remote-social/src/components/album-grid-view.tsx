import { EmptyState, ResourceView, TileGrid, type ResourceState } from '@canopy/shared-core';
import type { ReactNode } from 'react';

export interface AlbumGridViewProps<A> {
  state: ResourceState<{ items: A[] }>;
  onRetry: () => void;
  label: string;
  errorTitle: string;
  emptyTitle: string;
  /** A skeleton of the grid's shape. */
  loading: ReactNode;
  tiles: (albums: A[]) => ReactNode;
}

/**
 * Loaded albums as a grid of tiles named `label`, with the loading, error and empty states
 * around it; `tiles` draws the tiles (in the order and with the details the page wants).
 */
export function AlbumGridView<A>({
  state,
  onRetry,
  label,
  errorTitle,
  emptyTitle,
  loading,
  tiles,
}: AlbumGridViewProps<A>) {
  return (
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle={errorTitle}
      loading={loading}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={emptyTitle} />}
    >
      {(data) => <TileGrid label={label}>{tiles(data.items)}</TileGrid>}
    </ResourceView>
  );
}

import {
  AlbumTile,
  EmptyState,
  ResourceView,
  Skeleton,
  TileGrid,
  type ResourceState,
} from '@canopy/shared-core';
import type { ApiOk } from '../api/openapi.ts';

/**
 * Albums from an album search as a grid of tiles, in the four states of a loaded list:
 * a skeleton while loading, the error with Retry, `emptyTitle` when none came back.
 */
export function AlbumTilesView({
  state,
  onRetry,
  label,
  errorTitle,
  emptyTitle,
  loadingHeight,
}: {
  state: ResourceState<ApiOk<'/albums/search', 'get'>>;
  onRetry: () => void;
  /** The grid's accessible name. */
  label: string;
  errorTitle: string;
  emptyTitle: string;
  /** The skeleton's height, near the grid's own. */
  loadingHeight: number;
}) {
  return (
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle={errorTitle}
      loading={<Skeleton height={loadingHeight} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={emptyTitle} />}
    >
      {(data) => (
        <TileGrid label={label}>
          {data.items.map((album) => (
            <AlbumTile key={album.albumId} album={album} />
          ))}
        </TileGrid>
      )}
    </ResourceView>
  );
}

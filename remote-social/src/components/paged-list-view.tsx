import { EmptyState, ErrorState, Skeleton, space, BareList } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import type { PagedList } from '../hooks/use-paged-list.ts';
import { LoadMoreButton } from './load-more-button.tsx';
import { InlineError } from './inline-error.tsx';

/**
 * The loading, error, empty and ready states of a paged list (what usePagedList answers),
 * with Retry and Show more.
 */
export function PagedListView<T>({
  paged: { list, reload, loadMore },
  label,
  loadingLabel,
  emptyTitle,
  errorTitle,
  children,
}: {
  paged: { list: PagedList<T>; reload: () => void; loadMore: () => Promise<void> };
  label: string;
  loadingLabel: string;
  emptyTitle: string;
  errorTitle: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (list.status === 'loading') {
    return (
      <div role="status" aria-label={loadingLabel} css={{ display: 'grid', gap: space.sm }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={72} />
        ))}
      </div>
    );
  }
  if (list.status === 'error') {
    return <ErrorState title={errorTitle} message={list.message} onRetry={reload} />;
  }
  if (list.items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <BareList gap="sm" aria-label={label}>
        {list.items.map((item, index) => (
          <li key={index}>{children(item, index)}</li>
        ))}
      </BareList>
      <ShowMore list={list} onLoadMore={() => void loadMore()} />
    </>
  );
}

/**
 * Under a loaded page of a paged list: why the next page could not be loaded, and the
 * button that loads it while there is more.
 */
export function ShowMore({
  list,
  onLoadMore,
  label = 'Show more',
}: {
  list: { moreError: string | null; loadingMore: boolean; total: { hasMoreResults: boolean } };
  onLoadMore: () => void;
  label?: string;
}) {
  return (
    <>
      <InlineError message={list.moreError} />
      {list.total.hasMoreResults && (
        <LoadMoreButton loading={list.loadingMore} onClick={onLoadMore} label={label} />
      )}
    </>
  );
}

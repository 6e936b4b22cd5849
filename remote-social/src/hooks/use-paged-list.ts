import { isApiFailure, type GetResult, type ListTotal } from '@canopy/shared-core';
import { useCallback, useEffect, useState } from 'react';

interface Page<T> extends ListTotal {
  items: T[];
}

export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: T[];
      /** How many there are, as the latest page said. */
      total: ListTotal;
      loadingMore: boolean;
      moreError: string | null;
    };

const totalOf = ({ countTotal, hasMoreResults, start, limit }: ListTotal): ListTotal => ({
  countTotal,
  hasMoreResults,
  start,
  limit,
});

/** The list showing only its first page: after the first load, and after a refresh. */
function firstPage<T>(page: Page<T>): PagedList<T> {
  return {
    status: 'ready',
    items: page.items,
    total: totalOf(page),
    loadingMore: false,
    moreError: null,
  };
}

/** A list loaded a page at a time with Load more; new `deps` start it over. */
export function usePagedList<T>(
  load: (start: number, signal?: AbortSignal) => Promise<GetResult<Page<T>>>,
  deps: readonly unknown[],
) {
  const [list, setList] = useState<PagedList<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setList({ status: 'loading' });
    void load(0, controller.signal).then((page) => {
      if (controller.signal.aborted) return;
      if (isApiFailure(page)) return setList({ status: 'error', message: page.message });
      setList(firstPage(page));
    });
    return () => controller.abort();
    // `load` is re-created each render; the caller's deps say when to start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const loadMore = useCallback(async () => {
    if (list.status !== 'ready' || list.loadingMore) return;
    setList({ ...list, loadingMore: true, moreError: null });
    const page = await load(list.items.length);
    setList((current) => {
      if (current.status !== 'ready') return current;
      if (isApiFailure(page)) return { ...current, loadingMore: false, moreError: page.message };
      return {
        ...current,
        items: [...current.items, ...page.items],
        total: totalOf(page),
        loadingMore: false,
      };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);

  /** Loads the first page again in place, without the loading state (live updates). */
  const refresh = useCallback(async () => {
    const page = await load(0);
    if (isApiFailure(page)) return;
    setList(firstPage(page));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return {
    list,
    loadMore,
    refresh,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}

import { isApiFailure, type ArrivedAnswer, type GetResult } from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CursorPages<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: T[];
      nextCursor: string | null;
      loadingMore: boolean;
      moreError: string | null;
    };

interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

const NO_KEY = Symbol('no key');

function firstPageState<T>(page: CursorPage<T>): CursorPages<T> {
  return {
    status: 'ready',
    items: page.items,
    nextCursor: page.nextCursor,
    loadingMore: false,
    moreError: null,
  };
}

/**
 * A list read a page at a time by cursor (the wall, a post's comments): the first page
 * again on `reload` or when `key` changes, the next on `loadMore` (items already shown are
 * not repeated), the newest on `loadNewer`, and `edit` to change the list in place after
 * the member writes.
 */
export function useCursorPages<T>(
  fetchPage: (
    cursor: string | undefined,
    signal?: AbortSignal,
  ) => Promise<GetResult<CursorPage<T>>>,
  idOf: (item: T) => number,
  key: unknown,
  /**
   * A first page already here (fetched ahead), drawn at once instead of fetched again, and
   * claimed when that render is committed. A copy saved on an earlier visit is drawn at
   * once too, and stays on screen until the first page fetched now replaces it.
   */
  arrivedFirstPage?: () => ArrivedAnswer<CursorPage<T>> | null,
  /**
   * A saved copy read only after the first render: drawn in place of the loading state if
   * it comes before the first page fetched now.
   */
  savedFirstPage?: () => Promise<CursorPage<T> | null>,
) {
  const [arrived] = useState(() => arrivedFirstPage?.() ?? null);
  const [state, setState] = useState<CursorPages<T>>(() =>
    arrived ? firstPageState(arrived.data) : { status: 'loading' },
  );
  // The key whose first page came ready: its first load is not asked for again.
  const arrivedKey = useRef(arrived ? key : NO_KEY);
  const [attempt, setAttempt] = useState(0);
  const loadingMore = useRef(false);
  // The latest fetcher, so a new closure each render does not restart the first page.
  const fetchLatest = useRef(fetchPage);
  fetchLatest.current = fetchPage;

  useEffect(() => {
    const drawnAhead = attempt === 0 && key === arrivedKey.current;
    if (drawnAhead && !arrived?.saved) {
      arrived?.claim();
      return;
    }
    arrivedKey.current = NO_KEY;
    const controller = new AbortController();
    let answered = false;
    if (!drawnAhead) {
      setState({ status: 'loading' });
      // Asked before the fetch below, which takes the early request the copy belongs to.
      if (attempt === 0) {
        void savedFirstPage?.().then((copy) => {
          if (copy && !answered && !controller.signal.aborted) setState(firstPageState(copy));
        });
      }
    }
    void fetchLatest.current(undefined, controller.signal).then((page) => {
      answered = true;
      if (controller.signal.aborted) return;
      if (isApiFailure(page)) return setState({ status: 'error', message: page.message });
      setState(firstPageState(page));
    });
    return () => controller.abort();
  }, [key, attempt, arrived, savedFirstPage]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor || loadingMore.current) return;
    loadingMore.current = true;
    setState({ ...state, loadingMore: true, moreError: null });
    const page = await fetchLatest.current(state.nextCursor);
    loadingMore.current = false;
    setState((current) => {
      if (current.status !== 'ready') return current;
      if (isApiFailure(page)) return { ...current, loadingMore: false, moreError: page.message };
      const known = new Set(current.items.map(idOf));
      return {
        ...current,
        items: [...current.items, ...page.items.filter((item) => !known.has(idOf(item)))],
        nextCursor: page.nextCursor,
        loadingMore: false,
      };
    });
  }, [state, idOf]);

  /**
   * Reads the first page again and puts what is new in it above the list, leaving the
   * rest (and the place of the next page) as it is; when the first page shares nothing
   * with the list, there may be more new items than a page, so it replaces the list.
   * Answers the failure's message, or null.
   */
  const loadNewer = useCallback(async (): Promise<string | null> => {
    const page = await fetchLatest.current(undefined);
    if (isApiFailure(page)) return page.message;
    setState((current) => {
      if (current.status !== 'ready') return firstPageState(page);
      const known = new Set(current.items.map(idOf));
      const fresh = page.items.filter((item) => !known.has(idOf(item)));
      if (fresh.length === page.items.length) return firstPageState(page);
      return { ...current, items: [...fresh, ...current.items] };
    });
    return null;
  }, [idOf]);

  const edit = useCallback((change: (items: T[]) => T[]) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, items: change(current.items) } : current,
    );
  }, []);

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    loadMore,
    loadNewer,
    edit,
  };
}

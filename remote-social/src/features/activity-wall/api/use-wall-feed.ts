import { getWall, isApiFailure, type WallPost } from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';

const PAGE_SIZE = 10;

export type WallFeed =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: WallPost[];
      nextCursor: string | null;
      loadingMore: boolean;
      moreError: string | null;
    };

/**
 * The wall, newest first, a page at a time by cursor. Posts the member writes, edits or
 * deletes change the list in place, without reloading what they have scrolled through.
 */
export function useWallFeed() {
  const [feed, setFeed] = useState<WallFeed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadingMore = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setFeed({ status: 'loading' });
    void getWall({ limit: PAGE_SIZE }, controller.signal).then((page) => {
      if (controller.signal.aborted) return;
      if (isApiFailure(page)) return setFeed({ status: 'error', message: page.message });
      setFeed({
        status: 'ready',
        items: page.items,
        nextCursor: page.nextCursor,
        loadingMore: false,
        moreError: null,
      });
    });
    return () => controller.abort();
  }, [attempt]);

  const loadMore = useCallback(async () => {
    if (feed.status !== 'ready' || !feed.nextCursor || loadingMore.current) return;
    loadingMore.current = true;
    setFeed({ ...feed, loadingMore: true, moreError: null });
    const page = await getWall({ cursor: feed.nextCursor, limit: PAGE_SIZE });
    loadingMore.current = false;
    setFeed((current) => {
      if (current.status !== 'ready') return current;
      if (isApiFailure(page)) return { ...current, loadingMore: false, moreError: page.message };
      const known = new Set(current.items.map((item) => item.albumId));
      return {
        ...current,
        items: [...current.items, ...page.items.filter((item) => !known.has(item.albumId))],
        nextCursor: page.nextCursor,
        loadingMore: false,
      };
    });
  }, [feed]);

  const edit = useCallback((change: (items: WallPost[]) => WallPost[]) => {
    setFeed((current) =>
      current.status === 'ready' ? { ...current, items: change(current.items) } : current,
    );
  }, []);

  return {
    feed,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    loadMore,
    added: useCallback((post: WallPost) => edit((items) => [post, ...items]), [edit]),
    changed: useCallback(
      (post: WallPost) =>
        edit((items) => items.map((item) => (item.albumId === post.albumId ? post : item))),
      [edit],
    ),
    removed: useCallback(
      (albumId: number) => edit((items) => items.filter((item) => item.albumId !== albumId)),
      [edit],
    ),
  };
}

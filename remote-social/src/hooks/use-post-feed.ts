import {
  getWall,
  arrivedWall,
  savedWall,
  WALL_PAGE_SIZE,
  type WallPost,
} from '@canopy/shared-core';
import { useCallback } from 'react';
import { useCursorPages } from './use-cursor-pages.ts';

const albumIdOf = (post: WallPost) => post.albumId;

/**
 * The wall (or, with `albumId`, a channel's or group's own wall), newest first, a page at
 * a time by cursor. Posts the member writes, edits or deletes change the list in place,
 * without reloading what they have scrolled through.
 */
export function usePostFeed(albumId?: number) {
  const fetchPage = useCallback(
    (cursor: string | undefined, signal?: AbortSignal) =>
      getWall({ cursor, limit: WALL_PAGE_SIZE, albumId }, signal),
    [albumId],
  );
  const {
    state: feed,
    reload,
    loadMore,
    loadNewer,
    edit,
  } = useCursorPages(
    fetchPage,
    albumIdOf,
    albumId,
    // The member's own wall may have been fetched while the app started, and saved on
    // this device by the last visit.
    albumId === undefined ? arrivedWall : undefined,
    albumId === undefined ? savedWall : undefined,
  );

  return {
    feed,
    reload,
    loadMore,
    loadNewer,
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

export type PostFeed = ReturnType<typeof usePostFeed>;

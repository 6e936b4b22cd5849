import { useLiveEvent } from '@canopy/shared-core';
import { useCallback, useState } from 'react';

/** The live event of a post someone else wrote that the member may read (the API decides). */
export const WALL_POST_LIVE_KIND = 'wall-post';

interface WallPostAnnounced {
  albumId: number;
}

/**
 * Posts announced over the live stream since the wall was read, each counted once, leaving
 * out those the wall shows already. The wall itself does not move: the member asks for them.
 */
export function useNewWallPosts(isShown: (albumId: number) => boolean) {
  const [albumIds, setAlbumIds] = useState<readonly number[]>([]);
  useLiveEvent<WallPostAnnounced>(WALL_POST_LIVE_KIND, ({ albumId }) => {
    if (!Number.isInteger(albumId) || isShown(albumId)) return;
    setAlbumIds((current) => (current.includes(albumId) ? current : [...current, albumId]));
  });
  return {
    count: albumIds.length,
    clear: useCallback(() => setAlbumIds([]), []),
  };
}

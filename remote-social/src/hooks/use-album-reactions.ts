import {
  favoriteAlbum,
  likeAlbum,
  showToast,
  trackAction,
  unfavoriteAlbum,
  unlikeAlbum,
  type WallPost,
} from '@canopy/shared-core';
import { useRef, useState } from 'react';
import { failureText } from '../utils/failure-text.ts';

/** Sends one reaction of the member to the album, or takes it back. */
type Send = (albumId: number) => Promise<{ valid: boolean }>;

export interface Reactions {
  hasLiked: boolean;
  likeCount: number;
  favorite: boolean;
  favoriteCount: number;
}

const reactionsOf = (post: WallPost): Reactions => ({
  hasLiked: post.hasLiked,
  likeCount: post.likeCount,
  favorite: post.favorite,
  favoriteCount: post.favoriteCount,
});

/**
 * Like and favorite with an optimistic update: the count moves at once, and moves back
 * with a toast when the server refuses (a refusal's own message is toasted by the client).
 */
export function useAlbumReactions(post: WallPost) {
  const [reactions, setReactions] = useState(() => reactionsOf(post));
  const pending = useRef({ hasLiked: false, favorite: false });
  // A new answer for the post (a reload, a live event) replaces what is shown. Adjusted
  // while rendering rather than in an effect, which would draw every post's bar twice
  // as the wall first appears.
  const [shownPost, setShownPost] = useState(post);
  if (shownPost !== post) {
    setShownPost(post);
    setReactions(reactionsOf(post));
  }

  /** Turns one reaction (`flag`, counted in `count`) on or off with `on` or `off`. */
  async function toggle(
    flag: 'hasLiked' | 'favorite',
    count: 'likeCount' | 'favoriteCount',
    [on, off]: [Send, Send],
    [onAction, offAction]: [string, string],
  ) {
    if (pending.current[flag]) return;
    pending.current[flag] = true;
    const before = reactions;
    const wasOn = before[flag];
    setReactions({
      ...before,
      [flag]: !wasOn,
      [count]: Math.max(0, before[count] + (wasOn ? -1 : 1)),
    });
    try {
      const answer = await (wasOn ? off : on)(post.albumId);
      if (!answer.valid) setReactions(before);
      else trackAction('activity-wall', wasOn ? offAction : onAction, post.albumId);
    } catch (caught) {
      setReactions(before);
      showToast(failureText(caught));
    } finally {
      pending.current[flag] = false;
    }
  }

  return {
    ...reactions,
    toggleLike: () =>
      toggle('hasLiked', 'likeCount', [likeAlbum, unlikeAlbum], ['Liked', 'Unliked']),
    toggleFavorite: () =>
      toggle(
        'favorite',
        'favoriteCount',
        [favoriteAlbum, unfavoriteAlbum],
        ['Favorited', 'Unfavorited'],
      ),
  };
}

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
  const pending = useRef({ like: false, favorite: false });
  // A new answer for the post (a reload, a live event) replaces what is shown. Adjusted
  // while rendering rather than in an effect, which would draw every post's bar twice
  // as the wall first appears.
  const [shownPost, setShownPost] = useState(post);
  if (shownPost !== post) {
    setShownPost(post);
    setReactions(reactionsOf(post));
  }

  async function toggle(
    kind: 'like' | 'favorite',
    optimistic: (current: Reactions) => Reactions,
    send: () => Promise<{ valid: boolean }>,
    action: string,
  ) {
    if (pending.current[kind]) return;
    pending.current[kind] = true;
    const before = reactions;
    setReactions(optimistic(before));
    try {
      const answer = await send();
      if (!answer.valid) setReactions(before);
      else trackAction('activity-wall', action, post.albumId);
    } catch (caught) {
      setReactions(before);
      showToast(failureText(caught));
    } finally {
      pending.current[kind] = false;
    }
  }

  return {
    ...reactions,
    toggleLike: () =>
      toggle(
        'like',
        (current) => ({
          ...current,
          hasLiked: !current.hasLiked,
          likeCount: Math.max(0, current.likeCount + (current.hasLiked ? -1 : 1)),
        }),
        () => (reactions.hasLiked ? unlikeAlbum(post.albumId) : likeAlbum(post.albumId)),
        reactions.hasLiked ? 'Unliked' : 'Liked',
      ),
    toggleFavorite: () =>
      toggle(
        'favorite',
        (current) => ({
          ...current,
          favorite: !current.favorite,
          favoriteCount: Math.max(0, current.favoriteCount + (current.favorite ? -1 : 1)),
        }),
        () => (reactions.favorite ? unfavoriteAlbum(post.albumId) : favoriteAlbum(post.albumId)),
        reactions.favorite ? 'Unfavorited' : 'Favorited',
      ),
  };
}

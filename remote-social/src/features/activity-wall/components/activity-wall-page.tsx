import {
  OUTBOX_SENT_EVENT,
  PageTitle,
  QueuedSends,
  sentAnswers,
  useTrackView,
  type WallPost,
} from '@canopy/shared-core';
import { useCallback, useEffect, useRef } from 'react';
import { PostFeed } from '../../../components/post-feed.tsx';
import { usePostFeed } from '../../../hooks/use-post-feed.ts';
import { useNewWallPosts } from '../hooks/use-new-wall-posts.ts';
import { NewPostsButton } from './new-posts-button.tsx';
import { PostComposer } from './post-composer.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

export function ActivityWallPage() {
  useTrackView('activity-wall');
  const wall = usePostFeed();
  const { feed } = wall;
  const isShown = useCallback(
    (albumId: number) =>
      feed.status === 'ready' && feed.items.some((post) => post.albumId === albumId),
    [feed],
  );
  const newPosts = useNewWallPosts(isShown);
  // A post written offline and sent since (the outbox): on top, as the API stored it.
  const { added } = wall;
  useEffect(() => {
    const onSent = (event: Event) => {
      for (const post of sentAnswers<WallPost>(event, 'post')) added(post);
    };
    window.addEventListener(OUTBOX_SENT_EVENT, onSent);
    return () => window.removeEventListener(OUTBOX_SENT_EVENT, onSent);
  }, [added]);
  const list = useRef<HTMLUListElement>(null);

  // The new posts go on top and the reader is taken there, focus included.
  const showNewPosts = async () => {
    if ((await wall.loadNewer()) !== null) return false;
    newPosts.clear();
    window.scrollTo({ top: 0 });
    list.current?.focus({ preventScroll: true });
    return true;
  };

  return (
    <PageColumn>
      <PageTitle>Activity Wall</PageTitle>
      <NewPostsButton count={newPosts.count} onShow={showNewPosts} />
      <PostComposer onPosted={wall.added} />
      <QueuedSends kind="post" />
      <PostFeed
        wall={wall}
        listRef={list}
        errorTitle="The wall could not be loaded"
        emptyTitle="Nothing on the wall yet"
        emptyHint="Be the first: write a post above."
        endText="You have reached the beginning of the wall."
      />
    </PageColumn>
  );
}

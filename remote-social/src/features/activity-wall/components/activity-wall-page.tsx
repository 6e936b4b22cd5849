import {
  Button,
  EmptyState,
  ErrorState,
  PageTitle,
  Skeleton,
  color,
  space,
  useTrackView,
} from '@canopy/shared-core';
import { useEffect, useRef } from 'react';
import { PostCard } from '../../../components/post-card.tsx';
import { useWallFeed } from '../api/use-wall-feed.ts';
import { PostComposer } from './post-composer.tsx';

function WallSkeleton() {
  return (
    <div aria-label="Loading posts" role="status" css={{ display: 'grid', gap: space.lg }}>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} css={{ display: 'grid', gap: space.sm }}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={160} />
        </div>
      ))}
    </div>
  );
}

/** Loads the next page when the end of the list scrolls into view (the button stays too). */
function useInfiniteScroll(onEnd: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

export function ActivityWallPage() {
  useTrackView('activity-wall');
  const wall = useWallFeed();
  const { feed } = wall;
  const hasMore = feed.status === 'ready' && feed.nextCursor !== null;
  const sentinel = useInfiniteScroll(() => void wall.loadMore(), hasMore);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: 680 }}>
      <PageTitle>Activity Wall</PageTitle>
      <PostComposer onPosted={wall.added} />
      {feed.status === 'loading' && <WallSkeleton />}
      {feed.status === 'error' && (
        <ErrorState
          title="The wall could not be loaded"
          message={feed.message}
          onRetry={wall.reload}
        />
      )}
      {feed.status === 'ready' &&
        (feed.items.length === 0 ? (
          <EmptyState title="Nothing on the wall yet">
            <p css={{ color: color.textMuted }}>Be the first: write a post above.</p>
          </EmptyState>
        ) : (
          <>
            <ul
              aria-label="Posts"
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.lg }}
            >
              {feed.items.map((post) => (
                <li key={post.albumId}>
                  <PostCard post={post} onChanged={wall.changed} onDeleted={wall.removed} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} />
            {feed.moreError && (
              <p role="alert" css={{ margin: 0, color: color.danger }}>
                {feed.moreError}
              </p>
            )}
            {hasMore ? (
              <Button
                variant="secondary"
                disabled={feed.loadingMore}
                onClick={() => void wall.loadMore()}
              >
                {feed.loadingMore ? 'Loading…' : 'Load more posts'}
              </Button>
            ) : (
              <p css={{ margin: 0, textAlign: 'center', color: color.textMuted }}>
                You have reached the beginning of the wall.
              </p>
            )}
          </>
        ))}
    </div>
  );
}

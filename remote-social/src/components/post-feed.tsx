import { EmptyState, ErrorState, Skeleton, color, space } from '@canopy/shared-core';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { PostFeed as Feed } from '../hooks/use-post-feed.ts';
import { PostCard } from './post-card.tsx';
import { LoadMoreButton } from './load-more-button.tsx';
import { InlineError } from './inline-error.tsx';

function FeedSkeleton() {
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

/**
 * A list of post cards with its loading, error and empty states and "load more": the
 * activity wall and every channel's and group's own wall.
 */
export function PostFeed({
  wall,
  errorTitle,
  emptyTitle,
  emptyHint,
  endText,
  postUrl,
  listRef,
}: {
  wall: Feed;
  errorTitle: string;
  emptyTitle: string;
  emptyHint: ReactNode;
  endText: string;
  /** Where a card's title and comments link, when not the wall's post page. */
  postUrl?: (albumId: number) => string;
  /** The list of posts, which can then take focus (to bring a reader to its top). */
  listRef?: Ref<HTMLUListElement>;
}) {
  const { feed } = wall;
  const hasMore = feed.status === 'ready' && feed.nextCursor !== null;
  const sentinel = useInfiniteScroll(() => void wall.loadMore(), hasMore);

  if (feed.status === 'loading') return <FeedSkeleton />;
  if (feed.status === 'error') {
    return <ErrorState title={errorTitle} message={feed.message} onRetry={wall.reload} />;
  }
  if (feed.items.length === 0) {
    return (
      <EmptyState title={emptyTitle}>
        <p css={{ color: color.textMuted }}>{emptyHint}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        ref={listRef}
        tabIndex={listRef ? -1 : undefined}
        aria-label="Posts"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.lg }}
      >
        {feed.items.map((post, index) => (
          <li key={post.albumId}>
            <PostCard
              post={post}
              priority={index === 0}
              onChanged={wall.changed}
              onDeleted={wall.removed}
              {...(postUrl ? { href: postUrl(post.albumId) } : {})}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <InlineError message={feed.moreError} />
      {hasMore ? (
        <LoadMoreButton
          loading={feed.loadingMore}
          onClick={() => void wall.loadMore()}
          label="Load more posts"
        />
      ) : (
        <p css={{ margin: 0, textAlign: 'center', color: color.textMuted }}>{endText}</p>
      )}
    </>
  );
}

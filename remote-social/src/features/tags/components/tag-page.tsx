import {
  BareList,
  EmptyState,
  ErrorState,
  PageTitle,
  Skeleton,
  color,
  searchTagged,
  sharedPaths,
  space,
} from '@canopy/shared-core';
import { Link, useParams } from 'react-router';
import { PostCard } from '../../../components/post-card.tsx';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { pluralTotal } from '../../../utils/format.ts';
import { ShowMore } from '../../../components/paged-list-view.tsx';

const PAGE_SIZE = 10;

/** /browse/tag/<name>: the posts carrying #name that the member may see, newest first. */
export function TagPage() {
  const tag = (useParams().name ?? '').toLowerCase();
  const posts = usePagedList(
    (start, signal) => searchTagged(tag, { start, limit: PAGE_SIZE }, signal),
    [tag],
  );
  const { list } = posts;
  return (
    <div css={{ display: 'grid', gap: space.lg, maxWidth: 680 }}>
      <PageTitle>#{tag}</PageTitle>
      {list.status === 'loading' ? (
        <Skeleton height={200} />
      ) : list.status === 'error' ? (
        <ErrorState
          title="These posts could not be loaded"
          message={list.message}
          onRetry={posts.reload}
        />
      ) : list.items.length === 0 ? (
        <EmptyState title={`No posts with #${tag} yet`}>
          <p css={{ margin: 0 }}>
            Write one on the <Link to={sharedPaths.wall()}>Activity Wall</Link>: a word after #
            becomes a tag.
          </p>
        </EmptyState>
      ) : (
        <section aria-label={`Posts with #${tag}`} css={{ display: 'grid', gap: space.lg }}>
          <p role="status" css={{ margin: 0, color: color.textMuted }}>
            {pluralTotal(list.total, 'post')} with #{tag}
          </p>
          <BareList gap="lg">
            {list.items.map((post) => (
              <li key={post.albumId}>
                <PostCard post={post} onChanged={posts.reload} onDeleted={posts.reload} />
              </li>
            ))}
          </BareList>
          <ShowMore list={list} onLoadMore={() => void posts.loadMore()} label="Show more posts" />
        </section>
      )}
    </div>
  );
}

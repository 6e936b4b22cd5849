import {
  EmptyState,
  PageTitle,
  Skeleton,
  color,
  font,
  getAlbum,
  isApiFailure,
  isRefusal,
  searchAlbums,
  space,
  useApiResource,
  useTrackView,
  AlbumTile,
  type Album,
  BareList,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { Link, useParams, useSearchParams } from 'react-router';
import { profileUrl } from '../../../components/post-card.tsx';
import { plural, timeAgo } from '../../../utils/format.ts';
import { AlbumComments } from '../../../components/album-comments.tsx';
import { card } from '@canopy/shared-core/layout';
import { listedAlbumIds } from '../meta-data.ts';
import { DetailPage } from './detail-page.tsx';
import { socialPaths } from '../../../utils/paths.ts';
import { AlbumGridView, type AlbumGridViewProps } from '../../../components/album-grid-view.tsx';

const backLink = { color: color.primary };
const TOPICS = { to: socialPaths.topics(), label: 'Topics' };

/** Albums that list other albums (categories of topics, topics of threads), with the count. */
function ListedAlbumTiles({
  listing,
  ...grid
}: Omit<AlbumGridViewProps<Album>, 'loading' | 'tiles'> & {
  /** What each album lists, for its footer: "3 topics". */
  listing: string;
}) {
  return (
    <AlbumGridView
      {...grid}
      loading={<Skeleton height={240} />}
      tiles={(items) =>
        items.map((album) => (
          <AlbumTile
            key={album.albumId}
            album={album}
            footer={plural(listedAlbumIds(album.metaData).length, listing)}
          />
        ))
      }
    />
  );
}

/** /browse/topic/category: the categories topics are filed under. */
export function TopicCategoriesPage() {
  useTrackView('topic/category');
  const [categories, reload] = useApiResource(
    (signal) =>
      searchAlbums(
        { albumType: 'topic_category', sortField: 'ALBUM_TITLE', start: 0, limit: 100 },
        signal,
      ),
    [],
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
      <Link to={socialPaths.topics()} css={backLink}>
        ← All topics
      </Link>
      <PageTitle>Topic categories</PageTitle>
      <ListedAlbumTiles
        state={categories}
        onRetry={reload}
        label="Categories"
        errorTitle="Categories could not be loaded"
        emptyTitle="No categories yet"
        listing="topic"
      />
    </div>
  );
}

/** /browse/topic (?category={id}): topics, most recently active first. */
export function TopicsPage() {
  useTrackView('topic');
  const category = Number(useSearchParams()[0].get('category')) || null;
  const [topics, reload] = useApiResource(
    async (signal) => {
      let albumIds: number[] | undefined;
      let title = 'Topics';
      if (category) {
        const found = await getAlbum(category);
        if (isApiFailure(found) || isRefusal(found)) return found;
        albumIds = listedAlbumIds(found.item.metaData);
        title = found.item.title;
        if (albumIds.length === 0) return { title, items: [] };
      }
      const result = await searchAlbums(
        { albumType: 'topic', albumIds, sortField: 'ALBUM_UPDATED', start: 0, limit: 100 },
        signal,
      );
      return isApiFailure(result) ? result : { title, items: result.items };
    },
    [category],
  );
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
      <PageTitle
        aside={
          <Link to={socialPaths.topicCategories()} css={backLink}>
            Browse by category
          </Link>
        }
      >
        {topics.status === 'ready' ? topics.data.title : 'Topics'}
      </PageTitle>
      {category && (
        <Link to={socialPaths.topics()} css={backLink}>
          ← All topics
        </Link>
      )}
      <ListedAlbumTiles
        state={topics}
        onRetry={reload}
        label="Topics"
        errorTitle="Topics could not be loaded"
        emptyTitle="No topics here yet"
        listing="thread"
      />
    </div>
  );
}

/** /browse/topic/{id}: a topic and its threads, newest activity first. */
export function TopicPage() {
  const topicId = Number(useParams().id);
  useTrackView('topic', topicId);
  const [topic, reload] = useApiResource(
    async (signal) => {
      const found = await getAlbum(topicId);
      if (isApiFailure(found) || isRefusal(found)) return found;
      const ids = listedAlbumIds(found.item.metaData);
      if (ids.length === 0) return { topic: found.item, threads: [] };
      const threads = await searchAlbums(
        { albumIds: ids, sortField: 'ALBUM_UPDATED', start: 0, limit: 100 },
        signal,
      );
      return isApiFailure(threads) ? threads : { topic: found.item, threads: threads.items };
    },
    [topicId],
  );
  return (
    <DetailPage
      back={TOPICS}
      state={topic}
      onRetry={reload}
      errorTitle="This topic could not be opened"
    >
      {(data) => (
        <>
          <PageTitle>{data.topic.title}</PageTitle>
          <p css={{ margin: 0, color: color.textMuted }}>{data.topic.description}</p>
          {data.threads.length === 0 ? (
            <EmptyState title="No threads yet" />
          ) : (
            <BareList gap="sm" aria-label="Threads">
              {data.threads.map((thread) => (
                <li key={thread.albumId} css={[card(), stack('xs')]}>
                  <Link
                    to={socialPaths.topicPost(thread.albumId)}
                    css={{ fontWeight: font.weight.bold, color: color.text }}
                  >
                    {thread.title}
                  </Link>
                  <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
                    {thread.owner.display} ·{' '}
                    {thread.commentsCount === 1 ? '1 reply' : `${thread.commentsCount} replies`} ·
                    last activity {timeAgo(thread.dateUpdated)}
                  </span>
                </li>
              ))}
            </BareList>
          )}
        </>
      )}
    </DetailPage>
  );
}

/** /browse/topic-post/{id}: one thread and its replies. */
export function TopicPostPage() {
  const threadId = Number(useParams().id);
  useTrackView('topic-post', threadId);
  const [thread, reload] = useApiResource(() => getAlbum(threadId), [threadId]);
  return (
    <DetailPage
      back={TOPICS}
      state={thread}
      onRetry={reload}
      errorTitle="This thread could not be opened"
    >
      {(data) => (
        <>
          <PageTitle>{data.item.title}</PageTitle>
          <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
            Started by{' '}
            <Link to={profileUrl(data.item.ownerId)} css={backLink}>
              {data.item.owner.display}
            </Link>{' '}
            · {timeAgo(data.item.dateCreated)}
          </p>
          <p css={{ margin: 0 }}>{data.item.description}</p>
          <AlbumComments albumId={data.item.albumId} title="Replies" />
        </>
      )}
    </DetailPage>
  );
}

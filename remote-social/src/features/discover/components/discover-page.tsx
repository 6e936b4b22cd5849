import {
  Button,
  EmptyState,
  ErrorState,
  PageTitle,
  ResourceView,
  Skeleton,
  Tile,
  TileGrid,
  color,
  font,
  radius,
  searchAlbums,
  searchDiscover,
  space,
  useApiResource,
  type Album,
  useTrackView,
} from '@canopy/shared-core';
import { useState } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import { PostCard, postUrl } from '../../../components/post-card.tsx';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { headlineParts } from '../../../utils/highlight.ts';
import { plural } from '../../../utils/format.ts';

const TABS = [
  { id: 'trending', label: 'Trending', sortField: 'TRENDING' },
  { id: 'recent', label: 'Recent', sortField: 'ALBUM_CREATED' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const RESULTS_PAGE = 10;

function AlbumTile({ album }: { album: Album }) {
  const href = useHref(postUrl(album.albumId));
  return (
    <Tile
      title={album.title}
      href={href}
      imageUrl={album.coverURL ?? album.thumbnailURL}
      subtitle={album.owner.display}
      footer={`${plural(album.likeCount, 'like')} · ${plural(album.commentsCount, 'comment')}`}
    />
  );
}

/** Trending (engagement decayed by age) or recent albums, as tiles. */
function Browse({ tab }: { tab: TabId }) {
  const sortField = TABS.find((candidate) => candidate.id === tab)?.sortField ?? 'TRENDING';
  const [albums, reload] = useApiResource(
    (signal) => searchAlbums({ sortField, start: 0, limit: 12 }, signal),
    [sortField],
  );
  return (
    <ResourceView
      state={albums}
      onRetry={reload}
      errorTitle="Discover could not be loaded"
      loading={<Skeleton height={300} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title="Nothing to discover yet" />}
    >
      {(data) => (
        <TileGrid label={tab === 'trending' ? 'Trending' : 'Recent'}>
          {data.items.map((album) => (
            <AlbumTile key={album.albumId} album={album} />
          ))}
        </TileGrid>
      )}
    </ResourceView>
  );
}

function Headline({ text }: { text: string }) {
  return (
    <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
      {headlineParts(text).map((part, index) =>
        part.match ? (
          <mark
            key={index}
            css={{ background: color.surfaceAlt, color: color.text, fontWeight: 700 }}
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Results of a keyword search: ranked cards, each with the words it matched. */
function Results({ keyword }: { keyword: string }) {
  const results = usePagedList(
    (start, signal) => searchDiscover(keyword, { start, limit: RESULTS_PAGE }, signal),
    [keyword],
  );
  const { list } = results;
  if (list.status === 'loading') return <Skeleton height={200} />;
  if (list.status === 'error') {
    return (
      <ErrorState title="Search did not work" message={list.message} onRetry={results.reload} />
    );
  }
  if (list.items.length === 0) {
    return (
      <EmptyState title={`Nothing found for “${keyword}”`}>
        <p css={{ margin: 0 }}>
          Try fewer words, or look for <Link to="/browse/people">people</Link>.
        </p>
      </EmptyState>
    );
  }
  return (
    <section aria-label="Search results" css={{ display: 'grid', gap: space.lg, maxWidth: 680 }}>
      <p role="status" css={{ margin: 0, color: color.textMuted }}>
        {plural(list.countTotal, 'result')} for “{keyword}”
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.lg }}>
        {list.items.map((post) => (
          <li key={post.albumId} css={{ display: 'grid', gap: space.xs }}>
            {post.headline && <Headline text={post.headline} />}
            <PostCard post={post} onChanged={results.reload} onDeleted={results.reload} />
          </li>
        ))}
      </ul>
      {list.moreError && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {list.moreError}
        </p>
      )}
      {list.items.length < list.countTotal && (
        <Button
          variant="secondary"
          disabled={list.loadingMore}
          onClick={() => void results.loadMore()}
        >
          {list.loadingMore ? 'Loading…' : 'Show more results'}
        </Button>
      )}
    </section>
  );
}

/** The search box; it starts from the keyword in the URL and sends it back there. */
function SearchForm({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const [typed, setTyped] = useState(keyword);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
      css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap', alignItems: 'flex-end' }}
    >
      <label
        css={{ display: 'flex', flexDirection: 'column', gap: space.xs, flex: 1, minWidth: 200 }}
      >
        <span css={{ fontWeight: font.weight.medium }}>Search posts and comments</span>
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="compost tea, sunflowers, Wichita…"
          css={{
            font: 'inherit',
            padding: space.sm,
            color: color.text,
            background: color.surface,
            border: `1px solid ${color.border}`,
            borderRadius: radius.md,
          }}
        />
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}

/** /browse/discover: trending and recent albums, and keyword search of posts and comments. */
export function DiscoverPage() {
  useTrackView('discover');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const tab: TabId = params.get('tab') === 'recent' ? 'recent' : 'trending';

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.lg }}>
      <PageTitle>Discover</PageTitle>
      <SearchForm
        key={keyword}
        keyword={keyword}
        onSearch={(next) => setParams(next ? { keyword: next } : {})}
      />
      {keyword ? (
        <Results key={keyword} keyword={keyword} />
      ) : (
        <>
          <div role="tablist" aria-label="Discover" css={{ display: 'flex', gap: space.sm }}>
            {TABS.map((candidate) => (
              <Button
                key={candidate.id}
                role="tab"
                aria-selected={tab === candidate.id}
                variant={tab === candidate.id ? 'primary' : 'secondary'}
                size="sm"
                onClick={() => setParams(candidate.id === 'trending' ? {} : { tab: candidate.id })}
              >
                {candidate.label}
              </Button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tab === 'trending' ? 'Trending' : 'Recent'}>
            <Browse tab={tab} />
          </div>
          <p css={{ margin: 0 }}>
            Looking for people to follow? See <Link to="/browse/people">People</Link> and{' '}
            <Link to="/browse/influencer">Influencers</Link>.
          </p>
        </>
      )}
    </div>
  );
}

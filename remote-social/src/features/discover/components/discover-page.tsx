import {
  Button,
  EmptyState,
  ErrorState,
  PageTitle,
  ResourceView,
  RevealTogether,
  Skeleton,
  AlbumTile,
  TileGrid,
  color,
  font,
  searchAlbums,
  getInfluencers,
  searchDiscover,
  space,
  useApiResource,
  type Album,
  useTrackView,
  sharedPaths,
  BareList,
} from '@canopy/shared-core';
import { AlbumTilesView } from '@canopy/shared-core/album-tiles-view';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PersonCard } from '../../../components/person-card.tsx';
import { PostCard } from '../../../components/post-card.tsx';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { headlineParts } from '../../../utils/highlight.ts';
import { plural, pluralTotal } from '../../../utils/format.ts';
import { socialPaths } from '../../../utils/paths.ts';
import { ShowMore } from '../../../components/paged-list-view.tsx';
import { KeywordSearch } from '../../../components/keyword-search.tsx';

const TABS = [
  { id: 'trending', label: 'Trending', sortField: 'TRENDING' },
  { id: 'recent', label: 'Recent', sortField: 'ALBUM_CREATED' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const RESULTS_PAGE = 10;

/** An album with its likes and comments; it opens its own page (a post its detail). */
function DiscoverTile({ album }: { album: Album }) {
  return (
    <AlbumTile
      album={album}
      footer={`${plural(album.likeCount, 'like')} · ${plural(album.commentsCount, 'comment')}`}
    />
  );
}

/** A Discover section's heading with a link to the whole section beside it. */
function SectionTitle({ id, children, more }: { id: string; children: string; more: ReactNode }) {
  return (
    <div
      css={{ display: 'flex', justifyContent: 'space-between', gap: space.md, flexWrap: 'wrap' }}
    >
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {children}
      </h2>
      {more}
    </div>
  );
}

/** The most recently active topics, linking to each and to all of them. */
function Topics() {
  const [topics, reload] = useApiResource(
    (signal) =>
      searchAlbums({ albumType: 'topic', sortField: 'ALBUM_UPDATED', start: 0, limit: 6 }, signal),
    [],
  );
  return (
    <section aria-labelledby="discover-topics" css={{ display: 'grid', gap: space.sm }}>
      <SectionTitle id="discover-topics" more={<Link to={socialPaths.topics()}>All topics</Link>}>
        Topics
      </SectionTitle>
      <AlbumTilesView
        state={topics}
        onRetry={reload}
        label="Topics"
        errorTitle="Topics could not be loaded"
        emptyTitle="No topics yet"
        loadingHeight={200}
      />
    </section>
  );
}

/** Influential members the viewer does not follow yet. */
function PeopleToFollow() {
  const [people, reload] = useApiResource(
    (signal) => getInfluencers({ start: 0, limit: 12 }, signal),
    [],
  );
  return (
    <section aria-labelledby="discover-people" css={{ display: 'grid', gap: space.sm }}>
      <SectionTitle id="discover-people" more={<Link to={sharedPaths.people()}>Find people</Link>}>
        People to follow
      </SectionTitle>
      <ResourceView
        state={people}
        onRetry={reload}
        errorTitle="People could not be loaded"
        loading={<Skeleton height={120} />}
        isEmpty={(data) => !data.items.some((person) => !person.following)}
        empty={
          <EmptyState title="You follow everybody we would suggest">
            <Link to={socialPaths.influencers()}>See the influencers</Link>
          </EmptyState>
        }
      >
        {(data) => (
          <BareList gap="sm" aria-label="People to follow">
            {data.items
              .filter((person) => !person.following)
              .slice(0, 4)
              .map((person) => (
                <li key={person.accountId}>
                  <PersonCard person={person} />
                </li>
              ))}
          </BareList>
        )}
      </ResourceView>
    </section>
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
            <DiscoverTile key={album.albumId} album={album} />
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
          Try fewer words, or look for <Link to={sharedPaths.people()}>people</Link>.
        </p>
      </EmptyState>
    );
  }
  return (
    <section aria-label="Search results" css={{ display: 'grid', gap: space.lg, maxWidth: 680 }}>
      <p role="status" css={{ margin: 0, color: color.textMuted }}>
        {pluralTotal(list.total, 'result')} for “{keyword}”
      </p>
      <BareList gap="lg">
        {list.items.map((post) => (
          <li key={post.albumId} css={{ display: 'grid', gap: space.xs }}>
            {post.headline && <Headline text={post.headline} />}
            <PostCard post={post} onChanged={results.reload} onDeleted={results.reload} />
          </li>
        ))}
      </BareList>
      <ShowMore list={list} onLoadMore={() => void results.loadMore()} label="Show more results" />
    </section>
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
      {/* Keys of their own: siblings sharing a key (the form's and the results' were both the
          keyword) are not told apart by React, which left old forms on the page. */}
      {/* The search box starts from the keyword in the URL and sends it back there. */}
      <KeywordSearch
        key={`search-${keyword}`}
        label="Search posts and comments"
        initial={keyword}
        placeholder="compost tea, sunflowers, Wichita…"
        onSearch={(next) => setParams(next ? { keyword: next } : {})}
      />
      {keyword ? (
        <Results key={`results-${keyword}`} keyword={keyword} />
      ) : (
        // Trending, topics and people come in together: as each arrived, it pushed the
        // next one down.
        <RevealTogether loading={<Skeleton height={300} />}>
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
          <Topics />
          <PeopleToFollow />
        </RevealTogether>
      )}
    </div>
  );
}

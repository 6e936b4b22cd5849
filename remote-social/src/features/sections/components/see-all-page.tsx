import {
  EmptyState,
  PageTitle,
  ResourceView,
  Skeleton,
  color,
  font,
  layout,
  narrowScreen,
  radius,
  searchAlbums,
  space,
  useApiResource,
  useTrackView,
  type Album,
  AlbumTile,
  BareList,
} from '@canopy/shared-core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { plural } from '../../../utils/format.ts';
import {
  orderByIds,
  parseSeeAllQuery,
  RANK_TYPES,
  withAds,
  type SeeAllQuery,
} from '../see-all-query.ts';

/** Where a sponsored tile leads: its cta_linkto.url when that is a web link or an app path. */
function adTarget(ad: Album): { href: string; external: boolean } | null {
  const cta = (ad.metaData as { cta_linkto?: { url?: unknown } }).cta_linkto?.url;
  if (typeof cta !== 'string') return null;
  if (/^https?:\/\//i.test(cta)) return { href: cta, external: true };
  // An app path, never a protocol-relative address (//other.host).
  if (/^\/(?![/\\])/.test(cta)) return { href: cta, external: false };
  return null;
}

/** A sponsored album: its picture and title, marked as sponsored, leading where it names. */
function AdTile({ ad }: { ad: Album }) {
  const target = adTarget(ad);
  const body = (
    <>
      <img
        src={ad.thumbnailURL || ad.coverURL || undefined}
        alt=""
        loading="lazy"
        css={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: radius.md }}
      />
      <span
        css={{
          fontSize: font.size.xs,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          color: color.textMuted,
        }}
      >
        Sponsored
      </span>
      <strong css={{ fontSize: font.size.md, color: color.text }}>{ad.title}</strong>
    </>
  );
  const box = {
    display: 'flex',
    flexDirection: 'column' as const,
    gap: space.xs,
    height: '100%',
    padding: space.sm,
    borderRadius: radius.lg,
    border: `1px solid ${color.border}`,
    background: color.surfaceAlt,
    textDecoration: 'none',
  };
  return (
    <li data-testid="ad-tile">
      {target?.external ? (
        <a href={target.href} target="_blank" rel="noopener noreferrer sponsored" css={box}>
          {body}
        </a>
      ) : target ? (
        <Link to={target.href} css={box}>
          {body}
        </Link>
      ) : (
        <div css={box}>{body}</div>
      )}
    </li>
  );
}

function rankFooter(album: Album, query: SeeAllQuery, rank: number): string | undefined {
  if (!query.rankType) return undefined;
  const { count, noun } = RANK_TYPES[query.rankType];
  return `#${rank} · ${plural(album[count], noun)}`;
}

/** The albums in the layout the query asks for: a grid (horizontal) or one column (vertical). */
function SeeAllGrid({
  albums,
  ads,
  query,
}: {
  albums: Album[];
  ads: readonly Album[];
  query: SeeAllQuery;
}) {
  const { layout: pageLayout } = query;
  const vertical = pageLayout.direction === 'vertical';
  const ordered = orderByIds(albums, query.sortOrderAlbumIds);
  const rankOf = new Map(ordered.map((album, index) => [album, query.search.start + index + 1]));
  const entries = withAds(ordered, query.ad?.frequency ?? null, ads);
  return (
    <BareList
      gap="lg"
      aria-label={query.title}
      data-direction={pageLayout.direction}
      data-columns={vertical ? 1 : pageLayout.columnCount}
      css={{
        gridTemplateColumns: vertical
          ? 'minmax(0, 1fr)'
          : `repeat(${pageLayout.columnCount}, minmax(0, 1fr))`,
        [narrowScreen]: {
          gridTemplateColumns: vertical
            ? 'minmax(0, 1fr)'
            : `repeat(${Math.min(layout.narrowColumns, pageLayout.columnCount)}, minmax(0, 1fr))`,
          gap: space.md,
        },
      }}
    >
      {entries.map((entry) => {
        if (entry.kind === 'ad') return <AdTile key={`ad-${entry.ad.albumId}`} ad={entry.ad} />;
        return (
          <AlbumTile
            key={entry.album.albumId}
            album={entry.album}
            linkType={query.displayType}
            size={{ width: pageLayout.tileWidth, height: pageLayout.tileHeight }}
            footer={rankFooter(entry.album, query, rankOf.get(entry.album) ?? 0)}
          />
        );
      })}
    </BareList>
  );
}

/**
 * /browse/see-all: every album a row or section holds, read from the SPEC §2 query
 * (layoutConfig, _albumType, adConfig, title, albumType, categoryIds, filters, sortField,
 * keyword, strictMap, start, limit, rankType, sortOrderAlbumIds) with SPEC §9's defaults.
 */
export function SeeAllPage() {
  const [params] = useSearchParams();
  const key = params.toString();
  const query = useMemo(() => parseSeeAllQuery(new URLSearchParams(key)), [key]);
  useTrackView('see-all');
  const [albums, reload] = useApiResource(
    (signal) => searchAlbums(query.search, signal),
    [JSON.stringify(query.search)],
  );
  const adCount = query.ad?.count ?? 0;
  // The sponsored tiles, when adConfig asks for them: none when there are none (or they fail).
  const [ads] = useApiResource(
    async (signal) =>
      adCount > 0
        ? searchAlbums({ albumType: 'ad', sortField: 'RANDOM', start: 0, limit: adCount }, signal)
        : null,
    [adCount],
  );
  const adAlbums = ads.status === 'ready' && ads.data && 'items' in ads.data ? ads.data.items : [];
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: space.lg,
        maxWidth: layout.contentMaxWidth,
        width: '100%',
        margin: '0 auto',
      }}
    >
      <PageTitle>{query.title}</PageTitle>
      <ResourceView
        // The sponsored tiles come with the albums, not after them (they would push tiles on).
        state={ads.status === 'loading' ? ads : albums}
        onRetry={reload}
        errorTitle={`${query.title} could not be loaded`}
        loading={<Skeleton height={320} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="Nothing to show here yet" />}
      >
        {(data) => <SeeAllGrid albums={data.items} ads={adAlbums} query={query} />}
      </ResourceView>
    </div>
  );
}

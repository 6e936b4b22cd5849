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
} from '@canopy/shared-core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { plural } from '../../../utils/format.ts';
import {
  orderByIds,
  parseSeeAllQuery,
  RANK_TYPES,
  withAds,
  type AdConfig,
  type SeeAllQuery,
} from '../see-all-query.ts';

function AdTile({ ad }: { ad: AdConfig }) {
  const body = (
    <>
      <span
        css={{
          fontSize: font.size.xs,
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          color: color.textMuted,
        }}
      >
        Advertisement
      </span>
      <strong css={{ fontSize: font.size.md, color: color.text }}>{ad.title}</strong>
    </>
  );
  const box = {
    display: 'flex',
    flexDirection: 'column' as const,
    justifyContent: 'center',
    gap: space.xs,
    height: '100%',
    minHeight: 120,
    padding: space.md,
    borderRadius: radius.lg,
    border: `1px dashed ${color.border}`,
    background: color.surfaceAlt,
    textDecoration: 'none',
  };
  const external = ad.linkto !== null && /^https?:/i.test(ad.linkto);
  return (
    <li data-testid="ad-tile">
      {ad.linkto ? (
        <a
          href={external ? ad.linkto : `#${ad.linkto}`}
          target={external ? '_blank' : undefined}
          rel={external ? 'noopener noreferrer sponsored' : undefined}
          css={box}
        >
          {body}
        </a>
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
function SeeAllGrid({ albums, query }: { albums: Album[]; query: SeeAllQuery }) {
  const { layout: pageLayout } = query;
  const vertical = pageLayout.direction === 'vertical';
  const ordered = orderByIds(albums, query.sortOrderAlbumIds);
  const rankOf = new Map(ordered.map((album, index) => [album, query.search.start + index + 1]));
  const entries = withAds(ordered, query.ad);
  return (
    <ul
      aria-label={query.title}
      data-direction={pageLayout.direction}
      data-columns={vertical ? 1 : pageLayout.columnCount}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: space.lg,
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
        if (entry.kind === 'ad') return query.ad && <AdTile key={entry.key} ad={query.ad} />;
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
    </ul>
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
        state={albums}
        onRetry={reload}
        errorTitle={`${query.title} could not be loaded`}
        loading={<Skeleton height={320} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="Nothing to show here yet" />}
      >
        {(data) => <SeeAllGrid albums={data.items} query={query} />}
      </ResourceView>
    </div>
  );
}

import { layout, sortFieldOrDefault, type AlbumSearch } from '@canopy/shared-core';

/** SPEC §9's default layout: at most 100 items, 3 columns, horizontal, tiles 135 × 150. */
export interface SeeAllLayout {
  maxItemCount: number;
  columnCount: number;
  direction: 'horizontal' | 'vertical';
  tileWidth: number;
  tileHeight: number;
}

export const DEFAULT_LAYOUT: SeeAllLayout = {
  maxItemCount: layout.maxItems,
  columnCount: layout.columns,
  direction: 'horizontal',
  tileWidth: layout.tileWidth,
  tileHeight: layout.tileHeight,
};

/**
 * A sponsored tile every `frequency` items, when adConfig asks for them: each an album of
 * type ad (its picture, title and link), about 10 ÷ frequency of them (SPEC §9).
 */
export interface AdConfig {
  frequency: number;
  count: number;
}

/** What a rankType ranks albums by: the sort it implies and the count each tile shows. */
export const RANK_TYPES = {
  LIKES: { sortField: 'ALBUM_LIKES', count: 'likeCount', noun: 'like' },
  FAVORITES: { sortField: 'ALBUM_FAVORITES', count: 'favoriteCount', noun: 'favorite' },
  SHARES: { sortField: 'ALBUM_SHARES', count: 'sharedCount', noun: 'share' },
  COMMENTS: { sortField: 'ALBUM_NOTES', count: 'commentsCount', noun: 'comment' },
  VIEWS: { sortField: 'TRENDING', count: 'viewedCount', noun: 'view' },
} as const;
export type RankType = keyof typeof RANK_TYPES;

export interface SeeAllQuery {
  title: string;
  /** The section whose detail pages the tiles open (defaults to the first albumType). */
  displayType: string | null;
  layout: SeeAllLayout;
  ad: AdConfig | null;
  search: AlbumSearch & { start: number; limit: number; sortField: string };
  rankType: RankType | null;
  /** These albums first, in this order; the rest after them. */
  sortOrderAlbumIds: number[];
}

/** SPEC §2 see-all: `limit` is capped at 100 (and at the layout's maximum). */
export const MAX_LIMIT = 100;

function parseJson(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function whole(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null;
}

function idList(text: string | null): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

function parseLayout(text: string | null): SeeAllLayout {
  const given = parseJson(text);
  return {
    maxItemCount: Math.min(
      whole(given['maxItemCount'], 1, MAX_LIMIT) ?? DEFAULT_LAYOUT.maxItemCount,
      MAX_LIMIT,
    ),
    columnCount: whole(given['columnCount'], 1, 6) ?? DEFAULT_LAYOUT.columnCount,
    direction: given['direction'] === 'vertical' ? 'vertical' : 'horizontal',
    tileWidth: whole(given['tileWidth'], 60, 600) ?? DEFAULT_LAYOUT.tileWidth,
    tileHeight: whole(given['tileHeight'], 60, 600) ?? DEFAULT_LAYOUT.tileHeight,
  };
}

function parseAd(text: string | null): AdConfig | null {
  const given = parseJson(text);
  const frequency = whole(given['frequency'], 1, MAX_LIMIT);
  if (frequency === null || given['enabled'] === false) return null;
  return { frequency, count: Math.ceil(10 / frequency) };
}

/** Reads every SPEC §2 see-all query parameter, with SPEC §9's defaults and limits. */
export function parseSeeAllQuery(params: URLSearchParams): SeeAllQuery {
  const pageLayout = parseLayout(params.get('layoutConfig'));
  // _albumType names the section the tiles open; without albumType it is the type shown too.
  const shownType = params.get('_albumType')?.trim() || undefined;
  const albumType = params.get('albumType')?.trim() || shownType;
  const rankName = params.get('rankType')?.trim().toUpperCase() ?? '';
  const rankType = rankName in RANK_TYPES ? (rankName as RankType) : null;
  const sortField = rankType
    ? RANK_TYPES[rankType].sortField
    : sortFieldOrDefault(params.get('sortField')?.trim().toUpperCase() || undefined);
  const limit = Math.min(
    whole(params.get('limit'), 1, Number.MAX_SAFE_INTEGER) ?? pageLayout.maxItemCount,
    pageLayout.maxItemCount,
    MAX_LIMIT,
  );
  const categoryIds = idList(params.get('categoryIds'));
  const filter = params.get('filters')?.trim().toUpperCase() || undefined;
  const keyword = params.get('keyword')?.trim() || undefined;
  const search: SeeAllQuery['search'] = {
    sortField,
    start: whole(params.get('start'), 0, 1_000_000) ?? 0,
    limit,
    ...(albumType && { albumType }),
    ...(categoryIds.length > 0 && { categoryIds }),
    ...(filter && { filter }),
    ...(keyword && { keyword }),
    ...(params.get('strictMap') === 'true' && { strictMap: true }),
  };
  return {
    title: params.get('title')?.trim() || 'See all',
    displayType: shownType ?? (albumType?.split(',')[0]?.trim() || null),
    layout: pageLayout,
    ad: parseAd(params.get('adConfig')),
    search,
    rankType,
    sortOrderAlbumIds: idList(params.get('sortOrderAlbumIds')),
  };
}

/** Puts the named albums first, in the order named; the others keep their order after them. */
export function orderByIds<T extends { albumId: number }>(items: T[], ids: number[]): T[] {
  if (ids.length === 0) return items;
  const position = new Map(ids.map((id, index) => [id, index]));
  const named = items
    .filter((item) => position.has(item.albumId))
    .sort((a, b) => (position.get(a.albumId) ?? 0) - (position.get(b.albumId) ?? 0));
  return [...named, ...items.filter((item) => !position.has(item.albumId))];
}

export type SeeAllEntry<T, A> = { kind: 'album'; album: T } | { kind: 'ad'; ad: A };

/** Places the sponsored tiles, one after every `frequency` albums, while there are some left. */
export function withAds<T, A>(
  items: T[],
  frequency: number | null,
  ads: readonly A[],
): SeeAllEntry<T, A>[] {
  const entries: SeeAllEntry<T, A>[] = [];
  let next = 0;
  items.forEach((album, index) => {
    entries.push({ kind: 'album', album });
    const ad = ads[next];
    if (frequency !== null && ad !== undefined && (index + 1) % frequency === 0) {
      entries.push({ kind: 'ad', ad });
      next += 1;
    }
  });
  return entries;
}

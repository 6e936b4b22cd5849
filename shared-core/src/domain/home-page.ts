import type { HomePageItem } from '../api/types.ts';
import { BROWSE_ROOT } from '../federation/browse-paths.ts';
import { sharedPaths } from '../federation/shared-paths.ts';

/**
 * homePageConfig.items holds two kinds of entry: HTML tabs (`html`) and album rows
 * (`albumType`, with optional sortField, categoryIds, keyword and limit). Tabs and rows
 * are numbered among their own kind.
 */
export function isHomeRow(item: HomePageItem): boolean {
  return typeof item['albumType'] === 'string' && item['albumType'].trim() !== '';
}

export function homeTabs(items: readonly HomePageItem[] | undefined): HomePageItem[] {
  return (items ?? []).filter((item) => !isHomeRow(item));
}

export function homeRows(items: readonly HomePageItem[] | undefined): HomePageItem[] {
  return (items ?? []).filter(isHomeRow);
}

/** The most tiles a row shows (SPEC §9's 100-item default layout caps it). */
export const HOME_ROW_LIMIT = 20;

export interface HomeRowSearch {
  albumType: string;
  sortField?: string;
  keyword?: string;
  categoryIds?: number[];
  start: number;
  limit: number;
}

/** The album search a row runs. */
export function homeRowSearch(item: HomePageItem): HomeRowSearch {
  const limit = Number(item['limit']);
  const categoryIds = Array.isArray(item['categoryIds'])
    ? item['categoryIds'].map(Number).filter((id) => Number.isInteger(id) && id > 0)
    : [];
  const sortField = typeof item['sortField'] === 'string' ? item['sortField'] : undefined;
  const keyword = typeof item['keyword'] === 'string' ? item['keyword'].trim() : '';
  return {
    albumType: String(item['albumType']).trim(),
    start: 0,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, HOME_ROW_LIMIT) : HOME_ROW_LIMIT,
    ...(sortField && { sortField }),
    ...(keyword && { keyword }),
    ...(categoryIds.length > 0 && { categoryIds }),
  };
}

/** A row's see-all link: its configured linkto when that is a route, else see-all on its search. */
export function homeRowSeeAll(item: HomePageItem): string {
  if (item.linkto.startsWith(`${BROWSE_ROOT}/`)) return item.linkto;
  const search = homeRowSearch(item);
  const query = new URLSearchParams({ title: item.title, albumType: search.albumType });
  if (search.sortField) query.set('sortField', search.sortField);
  if (search.keyword) query.set('keyword', search.keyword);
  if (search.categoryIds) query.set('categoryIds', search.categoryIds.join(','));
  return sharedPaths.seeAll(query);
}

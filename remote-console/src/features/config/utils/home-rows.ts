import type { AppConfigDraft } from './validate-config.ts';

export type HomeEntry = AppConfigDraft['homePageConfig']['items'][number];

/** A home row's see-all link, built from its query as the default rows' are. */
export function seeAllLink(row: {
  title: string;
  albumType?: string | undefined;
  sortField?: string | undefined;
  keyword?: string | undefined;
}): string {
  const query = new URLSearchParams({ title: row.title, albumType: row.albumType ?? '' });
  if (row.sortField) query.set('sortField', row.sortField);
  if (row.keyword) query.set('keyword', row.keyword);
  return `/browse/see-all?${query.toString()}`;
}

/** Whether an entry is a row of albums (else an HTML tab), as the home page reads it. */
export function isRow(entry: HomeEntry): boolean {
  return typeof entry.albumType === 'string' && entry.albumType.trim() !== '';
}

/** The entry with its see-all link following its query (a row), or as it is (a tab). */
export function withSeeAll(entry: HomeEntry): HomeEntry {
  return isRow(entry) ? { ...entry, linkto: seeAllLink(entry) } : entry;
}

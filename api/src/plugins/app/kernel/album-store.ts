// Writing an album row. Posts, groups, chats, carts and assistant conversations are all rows
// of `albums`, whichever domain makes them; each insert derives the SQL-side visibility and
// access columns from metaData here, so no writer can leave them out of step.
import type { Queryable } from '../../../db/db.ts';
import { insertSql, statement, type ColumnValues } from '../../../db/sql.ts';
import { accessRuleOf, audienceRuleOf } from './visibility.ts';

/** What a post may review (with 1 to 5 stars, which the request schema checks). */
export type ReviewType = 'RETAILER_LOCATION' | 'OFFER_LOCATION';

export interface NewAlbum {
  ownerId: number;
  albumType: string;
  title: string;
  description?: string;
  cover?: string | null;
  mediaType?: string;
  tags?: string;
  visibility?: 'PUBLIC' | 'PRIVATE' | 'FRIENDS';
  publicPermissions?: { read: boolean; write: boolean; delete: boolean; add: boolean };
  metaData?: Record<string, unknown>;
  categoryIds?: number[];
  startDate?: Date | null;
  endDate?: Date | null;
  latitude?: number | null;
  longitude?: number | null;
  locationDescription?: string | null;
  totalEpisodes?: number;
  assetCount?: number;
  /** The channel or group a post is written in. */
  parentAlbumId?: number | null;
  /** A post's review of a shop or an offer, with its stars. */
  review?: { reviewType: ReviewType; reviewId: number; rating: number } | null;
  counts?: Partial<Record<AlbumCount, number>>;
  createdAt?: Date;
  updatedAt?: Date;
}

export type AlbumCount =
  | 'like_count'
  | 'dislike_count'
  | 'comments_count'
  | 'favorite_count'
  | 'shared_count'
  | 'viewed_count'
  | 'clicked_count'
  | 'user_count'
  | 'flag_count';

export const COUNT_COLUMNS: AlbumCount[] = [
  'like_count',
  'dislike_count',
  'comments_count',
  'favorite_count',
  'shared_count',
  'viewed_count',
  'clicked_count',
  'user_count',
  'flag_count',
];

/** Inserts an album, deriving the SQL-side visibility and access columns from its metaData. */
export async function insertAlbum(tx: Queryable, album: NewAlbum): Promise<number> {
  const metaData = album.metaData ?? {};
  const rule = audienceRuleOf(metaData);
  const access = accessRuleOf(metaData);
  const permissions = album.publicPermissions ?? {
    read: true,
    write: false,
    delete: false,
    add: false,
  };
  const createdAt = album.createdAt ?? new Date();
  // Column → value (and cast), so a column and its placeholder cannot drift apart.
  const columns: ColumnValues = [
    ['owner_id', album.ownerId],
    ['album_type', album.albumType.toLowerCase()],
    ['title', album.title],
    ['description', album.description ?? ''],
    ['cover', album.cover ?? null],
    ['media_type', album.mediaType ?? 'IMAGE'],
    ['tags', album.tags ?? ''],
    ['visibility', album.visibility ?? 'PUBLIC'],
    ['public_read', permissions.read],
    ['public_write', permissions.write],
    ['public_delete', permissions.delete],
    ['public_add', permissions.add],
    ['meta_data', JSON.stringify(metaData), '::jsonb'],
    ['visibility_tag_ids', rule.visibilityTagIds, '::int[]'],
    ['visibility_operator', rule.visibilityOperator],
    ['published', rule.published],
    ['access_locked', access.locked],
    ['access_tag_ids', access.accessTagIds, '::int[]'],
    ['access_operator', access.accessOperator],
    ['category_ids', album.categoryIds ?? [], '::int[]'],
    ['start_date', album.startDate ?? null],
    ['end_date', album.endDate ?? null],
    ['latitude', album.latitude ?? null],
    ['longitude', album.longitude ?? null],
    ['location_description', album.locationDescription ?? null],
    ['total_episodes', album.totalEpisodes ?? 0],
    ['asset_count', album.assetCount ?? 0],
    ['parent_album_id', album.parentAlbumId ?? null],
    ['review_type', album.review?.reviewType ?? null],
    ['review_target_id', album.review?.reviewId ?? null],
    ['rating', album.review?.rating ?? null],
    ...COUNT_COLUMNS.map((column): [string, unknown] => [column, album.counts?.[column] ?? 0]),
    ['created_at', createdAt],
    ['updated_at', album.updatedAt ?? createdAt],
  ];
  const { params, param } = statement();
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO albums ${insertSql(param, columns)} RETURNING id`,
    params,
  );
  const row = rows[0];
  if (!row) throw new Error('Album insert returned no row');
  return row.id;
}

import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import {
  countAtMost,
  distanceFromSql,
  insertSql,
  pageSql,
  placeholders,
  statement,
  type ColumnValues,
} from '../../../db/sql.ts';
import {
  accessRuleOf,
  audienceRuleOf,
  CHAT_ALBUM_TYPES,
  FLAGS_TO_HIDE,
  albumMediaAccess,
  PERSONAL_ALBUM_TYPES,
  type ReviewType,
} from './rules.ts';
import {
  openToViewerSql,
  PARENT_LOCK_COLUMNS,
  parentLockOf,
  redactForViewer,
  shownTitleSql,
  type LockableAlbum,
  type ParentLockRow,
} from './access-lock.ts';
import { roundDistance, type Point } from '../../../lib/geo.ts';
import { photoUrls, type MediaUrl } from '../../../lib/media.ts';
import { likePattern, pageOf, probePage, toEpochMs, type Page } from '../../../lib/paging.ts';
import type { AlbumResponse, AlbumSortField } from '../../../schemas/albums.ts';
import { ALBUM_SORT_FIELDS, ALBUM_TYPES } from '../../../schemas/albums.ts';
import { toOwner } from '../identity/account-short.ts';
import { hiddenFromViewerSql } from './member-hides.ts';

export interface Viewer {
  id: number;
  audienceIds: number[];
}

export interface AlbumSearch {
  viewer: Viewer;
  mine: boolean;
  /** Only albums the viewer joined, follows or attends (private ones included). */
  joined?: boolean | undefined;
  albumTypes: string[];
  keyword?: string | undefined;
  sortField: AlbumSortField;
  descending: boolean;
  page: Page;
  audienceIds: number[];
  categoryIds: number[];
  strictMap: boolean;
  albumIds: number[];
  /** Only this member's albums (still only those the viewer may see). */
  ownerId?: number | undefined;
  location: Point;
}

/** What a member may write about an album they own (POST/PUT /albums). */
export interface AlbumWrite {
  albumType?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  visibility?: 'PUBLIC' | 'PRIVATE' | undefined;
  publicRead?: boolean | undefined;
  publicWrite?: boolean | undefined;
  publicAdd?: boolean | undefined;
  metaData?: Record<string, unknown> | undefined;
}

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

const COUNT_COLUMNS: AlbumCount[] = [
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

interface AlbumRow extends Record<AlbumCount, number>, ParentLockRow {
  id: number;
  owner_id: number;
  album_type: string;
  title: string;
  description: string;
  cover: string | null;
  media_type: string;
  tags: string;
  visibility: string;
  public_read: boolean;
  public_write: boolean;
  public_delete: boolean;
  public_add: boolean;
  meta_data: Record<string, unknown>;
  category_ids: number[];
  start_date: Date | null;
  end_date: Date | null;
  latitude: number | null;
  longitude: number | null;
  location_description: string | null;
  total_episodes: number;
  asset_count: number;
  parent_album_id: number | null;
  created_at: Date;
  updated_at: Date;
  owner_first_name: string;
  owner_last_name: string;
  owner_username: string;
  owner_avatar: string | null;
  owner_location_display: string | null;
  owner_is_operator: boolean;
  distance: number | null;
}

/** `nullable`: the expression can be NULL, so NULLs need placing (last). */
const SORTS: Record<AlbumSortField, { expression: string; descending: boolean; nullable?: true }> =
  {
    ALBUM_ID: { expression: 'al.id', descending: true },
    ALBUM_TYPE: { expression: 'al.album_type', descending: false },
    // The title as the viewer's tile shows it (none on a locked post, whose title is its text).
    ALBUM_TITLE: { expression: 'title_key', descending: false },
    // The description as the viewer may read it (empty when locked), or sorting would tell.
    ALBUM_DESCRIPTION: { expression: 'description_key', descending: false },
    ALBUM_UPDATED: { expression: 'al.updated_at', descending: true },
    ALBUM_CREATED: { expression: 'al.created_at', descending: true },
    ALBUM_START_DATE: { expression: 'al.start_date', descending: true, nullable: true },
    ALBUM_END_DATE: { expression: 'al.end_date', descending: true, nullable: true },
    ALBUM_LIKES: { expression: 'al.like_count', descending: true },
    ALBUM_NOTES: { expression: 'al.comments_count', descending: true },
    ALBUM_FLAGS: { expression: 'al.flag_count', descending: true },
    ALBUM_SHARES: { expression: 'al.shared_count', descending: true },
    ALBUM_USERS: { expression: 'al.user_count', descending: true },
    ALBUM_FAVORITES: { expression: 'al.favorite_count', descending: true },
    ALBUM_DISLIKES: { expression: 'al.dislike_count', descending: true },
    ALBUM_DISTANCE: { expression: 'distance', descending: false, nullable: true },
    ALBUM_TYPE_ID: { expression: 'al.album_type', descending: false },
    // Engagement decaying with age (hours), so a lively new post beats an old popular one.
    TRENDING: {
      expression: `((al.like_count + 2 * al.comments_count + 3 * al.shared_count + al.favorite_count)::float8
      / power(extract(epoch from (now() - al.created_at)) / 3600 + 2, 1.5))`,
      descending: true,
    },
    // Stable for a day, so paging through a random order neither repeats nor skips.
    RANDOM: { expression: 'md5(al.id::text || current_date::text)', descending: false },
  };

export function resolveSortField(value: string | undefined): AlbumSortField {
  const wanted = value?.trim().toUpperCase();
  return (ALBUM_SORT_FIELDS as readonly string[]).includes(wanted ?? '')
    ? (wanted as AlbumSortField)
    : 'ALBUM_CREATED';
}

/** ASC/DESC wins over `descending`; otherwise each field has a natural direction. */
export function resolveDescending(
  field: AlbumSortField,
  sortOrder: string | undefined,
  descending: boolean | undefined,
): boolean {
  const order = sortOrder?.trim().toUpperCase();
  if (order === 'ASC' || order === 'ASCENDING') return false;
  if (order === 'DESC' || order === 'DESCENDING') return true;
  return descending ?? SORTS[field].descending;
}

/** What a member may delete through DELETE /albums/{id}: what they make through POST /albums. */
const DELETABLE_ALBUM_TYPES = ALBUM_TYPES.filter((type) => type !== 'cart' && type !== 'chat_bot');

const AL_COORDINATES = { latitude: 'al.latitude', longitude: 'al.longitude' };

const SELECT_ALBUM = `al.id, al.owner_id, al.album_type, al.title, al.description, al.cover,
  al.media_type, al.tags, al.visibility, al.public_read, al.public_write, al.public_delete,
  al.public_add, al.meta_data, al.category_ids, al.start_date, al.end_date, al.latitude,
  al.longitude, al.location_description, al.total_episodes, al.asset_count, al.parent_album_id,
  ${PARENT_LOCK_COLUMNS},
  ${COUNT_COLUMNS.map((column) => `al.${column}`).join(', ')},
  al.created_at, al.updated_at,
  ac.first_name AS owner_first_name, ac.last_name AS owner_last_name,
  ac.username AS owner_username, ac.avatar AS owner_avatar,
  ac.location_display AS owner_location_display, ac.is_operator AS owner_is_operator`;

/** An item flagged by enough members waits for review out of everybody's sight but its owner's. */
const NOT_HIDDEN_BY_FLAGS = `al.flag_count < ${FLAGS_TO_HIDE}`;

/**
 * Public albums the viewer's audiences may see (SPEC §4), plus the viewer's own public
 * albums whatever their tags. `viewer` and `audiences` are parameter placeholders.
 */

/**
 * Nothing by a member the viewer muted or blocked, or who blocked the viewer, whichever
 * way the viewer reaches it (member-hides.ts): each of the three ways in below reads it.
 */
function notHiddenOwnerSql(viewer: string): string {
  return `NOT ${hiddenFromViewerSql('al.owner_id', viewer)}`;
}

function visibleToViewerSql(viewer: string, audiences: string): string {
  return `(al.visibility = 'PUBLIC'
    AND al.album_type <> ALL ('{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[])
    AND (al.owner_id = ${viewer} OR (al.published AND ${NOT_HIDDEN_BY_FLAGS}
      AND ${notHiddenOwnerSql(viewer)} AND (
      cardinality(al.visibility_tag_ids) = 0
      OR (al.visibility_operator = 'and' AND al.visibility_tag_ids <@ ${audiences}::int[])
      OR (al.visibility_operator = 'or' AND al.visibility_tag_ids && ${audiences}::int[])))))`;
}

/**
 * Albums the viewer joined (through an invite, or a group, channel or event they joined)
 * may be read by them, whatever their visibility, and so may the posts inside them;
 * personal albums (carts, conversations) never, even if someone got hold of an invite.
 */
function joinedByViewerSql(viewer: string): string {
  return `(al.album_type <> ALL ('{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[])
    AND ${NOT_HIDDEN_BY_FLAGS}
    AND ${notHiddenOwnerSql(viewer)}
    AND EXISTS (SELECT 1 FROM album_members m
                 WHERE m.album_id IN (al.id, al.parent_album_id) AND m.account_id = ${viewer}))`;
}

/** Only the albums the viewer is a member of themselves (not posts inside them). */
function memberOfSql(viewer: string): string {
  return `(al.album_type <> ALL ('{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[])
    AND ${notHiddenOwnerSql(viewer)}
    AND EXISTS (SELECT 1 FROM album_members m WHERE m.album_id = al.id AND m.account_id = ${viewer}))`;
}

/**
 * Albums the viewer may open or list things from: their own, visible ones, and ones they
 * joined. Access tags (locked albums) are applied separately, by access-lock.ts.
 */
export function readableByViewerSql(viewer: string, audiences: string): string {
  // A chat's creator owns its album but reads it only while a member, through /chats.
  return `(al.album_type <> ALL ('{${CHAT_ALBUM_TYPES.join(',')}}'::text[])
    AND (al.owner_id = ${viewer} OR ${visibleToViewerSql(viewer, audiences)}
    OR ${joinedByViewerSql(viewer)}))`;
}

const MEDIA_FILE = /^[a-z0-9][a-z0-9-]*\.(wav|mp4|m3u8)$/;

/**
 * An audio, video or stream album names its demo file in metaData.media_file; fullURL is
 * then that file (the cover stays the picture). Only our own media files are honoured.
 */
function mediaFileOf(metaData: Record<string, unknown>, mediaUrl: MediaUrl): string | null {
  const file = metaData['media_file'];
  return typeof file === 'string' && MEDIA_FILE.test(file) ? mediaUrl(file) : null;
}

export function createAlbumsRepository(db: Db, mediaUrl: MediaUrl) {
  /** Everything the album holds, for its owner and members with its access tags. */
  const fullAlbum = (row: AlbumRow): LockableAlbum => {
    const cover = photoUrls(
      row.cover,
      mediaUrl,
      albumMediaAccess({
        albumType: row.album_type,
        visibility: row.visibility,
        metaData: row.meta_data,
        parentAccessLocked: row.parent_access_locked,
      }),
    );
    return {
      albumId: row.id,
      albumType: row.album_type,
      owner: toOwner(row, mediaUrl),
      ownerId: row.owner_id,
      title: row.title,
      description: row.description,
      coverURL: cover.coverURL,
      fullURL: mediaFileOf(row.meta_data, mediaUrl) ?? cover.fullURL,
      thumbnailURL: cover.thumbnailURL,
      mediaType: row.media_type,
      tags: row.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      visibility: row.visibility,
      categoryIds: row.category_ids.map(Number),
      startDate: toEpochMs(row.start_date),
      endDate: toEpochMs(row.end_date),
      assetCount: row.asset_count,
      likeCount: row.like_count,
      dislikeCount: row.dislike_count,
      commentsCount: row.comments_count,
      favoriteCount: row.favorite_count,
      sharedCount: row.shared_count,
      viewedCount: row.viewed_count,
      clickedCount: row.clicked_count,
      userCount: row.user_count,
      flagCount: row.flag_count,
      latitude: row.latitude,
      longitude: row.longitude,
      locationDescription: row.location_description,
      distance: row.distance === null ? null : roundDistance(row.distance),
      dateCreated: toEpochMs(row.created_at) ?? 0,
      dateUpdated: toEpochMs(row.updated_at) ?? 0,
      hasLiked: false,
      favorite: false,
      favoriteId: null,
      metaData: row.meta_data,
      publicPermissions: {
        read: row.public_read,
        write: row.public_write,
        delete: row.public_delete,
        add: row.public_add,
      },
      totalEpisodes: row.total_episodes,
      parentAlbumId: row.parent_album_id,
      accessLocked: false,
      parentLock: parentLockOf(row),
    };
  };

  /** The album as `viewer` may see it: locked to them, only its tile (access-lock.ts). */
  const toAlbum = (row: AlbumRow, viewer: Viewer): LockableAlbum =>
    redactForViewer(fullAlbum(row), viewer);

  /**
   * The albums of `ids` the viewer may read, in the order of `ids`, in one statement (a
   * wall page used to send one per post), each with whether its access tags lock it.
   */
  async function findAllVisible(
    ids: readonly number[],
    viewer: Viewer,
    location: Point,
  ): Promise<{ album: LockableAlbum; locked: boolean }[]> {
    if (ids.length === 0) return [];
    const { params, param } = statement();
    const rows = await db.query<AlbumRow>(
      `SELECT ${SELECT_ALBUM}, ${distanceFromSql(param, location, AL_COORDINATES)} AS distance
         FROM albums al JOIN accounts ac ON ac.id = al.owner_id
        WHERE al.id = ANY(${param(ids)}::int[])
          AND ${readableByViewerSql(param(viewer.id), param(viewer.audienceIds))}`,
      params,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const album = toAlbum(row, viewer);
      return [{ album, locked: album.accessLocked }];
    });
  }

  return {
    async search(search: AlbumSearch): Promise<{ items: AlbumResponse[]; countTotal: number }> {
      // PostgreSQL rejects parameters a statement does not use, so each one is added on use.
      const filterSql = (param: (value: unknown) => string): string => {
        const where: string[] = [
          search.mine
            ? `al.owner_id = ${param(search.viewer.id)}`
            : search.joined
              ? memberOfSql(param(search.viewer.id))
              : visibleToViewerSql(param(search.viewer.id), param(search.viewer.audienceIds)),
        ];
        if (search.albumTypes.length > 0) {
          where.push(`al.album_type = ANY(${param(search.albumTypes)}::text[])`);
        } else {
          // Sponsored tiles come only where they are asked for (see-all's adConfig).
          where.push(`al.album_type <> 'ad'`);
        }
        if (search.keyword) {
          // A locked album is found by its title (on its tile), never by what it hides.
          const pattern = param(likePattern(search.keyword));
          const open = openToViewerSql(param(search.viewer.id), param(search.viewer.audienceIds));
          where.push(
            `(${shownTitleSql(open)} ILIKE ${pattern} OR (${open} AND al.description ILIKE ${pattern}))`,
          );
        }
        if (search.audienceIds.length > 0) {
          where.push(`al.visibility_tag_ids && ${param(search.audienceIds)}::int[]`);
        }
        if (search.categoryIds.length > 0) {
          const operator = search.strictMap ? '@>' : '&&';
          where.push(`al.category_ids ${operator} ${param(search.categoryIds)}::int[]`);
        }
        if (search.albumIds.length > 0) {
          where.push(`al.id = ANY(${param(search.albumIds)}::int[])`);
        }
        if (search.ownerId !== undefined) {
          where.push(`al.owner_id = ${param(search.ownerId)}`);
        }
        return `FROM albums al JOIN accounts ac ON ac.id = al.owner_id WHERE ${where.join(' AND ')}`;
      };

      const params: unknown[] = [];
      const param = placeholders(params);
      const distance = distanceFromSql(param, search.location, AL_COORDINATES);
      // Where a locked album is, and what it says, stay out of the order too.
      const open = openToViewerSql(param(search.viewer.id), param(search.viewer.audienceIds));
      const sort = SORTS[search.sortField];
      // Computed only when sorting by it: lower() of every description costs on a big table.
      const sortKey =
        search.sortField === 'ALBUM_DESCRIPTION'
          ? `, lower(CASE WHEN ${open} THEN al.description ELSE '' END) AS description_key`
          : search.sortField === 'ALBUM_TITLE'
            ? `, lower(${shownTitleSql(open)}) AS title_key`
            : '';
      const direction = search.descending ? 'DESC' : 'ASC';
      // Only where NULLs can occur: on a NOT NULL column, NULLS LAST with DESC stops
      // PostgreSQL from walking albums_created_idx (45 ms → 0.23 ms at 100 000 albums).
      const nullsLast = sort.nullable ? ' NULLS LAST' : '';
      // One row past the page says whether another follows; the total is counted only when
      // the page is full, and then at most COUNT_CAP matches (lib/paging.ts).
      const rows = await db.query<AlbumRow>(
        `SELECT ${SELECT_ALBUM}, CASE WHEN ${open} THEN ${distance} END AS distance
                ${sortKey}
           ${filterSql(param)}
          ORDER BY ${sort.expression} ${direction}${nullsLast}, al.id DESC
          ${pageSql(param, probePage(search.page))}`,
        params,
      );
      const page = await pageOf(search.page, rows, (cap) => countAtMost(db, filterSql, cap));
      return {
        items: page.items.map((row) => toAlbum(row, search.viewer)),
        countTotal: page.countTotal,
      };
    },

    /**
     * One album as the viewer may see it: `undefined` when missing or hidden from them,
     * `locked` when visible but its access tags do not match (SPEC §4).
     */
    async findVisible(
      id: number,
      viewer: Viewer,
      location: Point,
    ): Promise<{ album: LockableAlbum; locked: boolean } | undefined> {
      return (await findAllVisible([id], viewer, location))[0];
    },

    findAllVisible,

    /** Counts a view or a share of an album the viewer may read; nothing otherwise. */
    async countUsage(
      albumId: number,
      counter: 'viewed_count' | 'shared_count',
      viewer: Viewer,
    ): Promise<void> {
      await db.query(
        `UPDATE albums al SET ${counter} = ${counter} + 1
          WHERE al.id = $3 AND ${readableByViewerSql('$1', '$2')}`,
        [viewer.id, viewer.audienceIds, albumId],
      );
    },

    /** How many of `ownerId`'s albums the viewer may see (what search with ownerId counts). */
    async countVisible(ownerId: number, viewer: Viewer): Promise<number> {
      const rows = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM albums al
          WHERE al.owner_id = $3 AND ${visibleToViewerSql('$1', '$2')}`,
        [viewer.id, viewer.audienceIds, ownerId],
      );
      return rows[0]?.total ?? 0;
    },

    /** A new album owned by `ownerId`; returns its id. */
    async create(ownerId: number, input: AlbumWrite & { albumType: string; title: string }) {
      return insertAlbum(db, {
        ownerId,
        albumType: input.albumType,
        title: input.title,
        description: input.description ?? '',
        visibility: input.visibility ?? 'PUBLIC',
        publicPermissions: {
          read: input.publicRead ?? true,
          write: input.publicWrite ?? false,
          delete: false,
          add: input.publicAdd ?? false,
        },
        metaData: input.metaData ?? {},
      });
    },

    /**
     * Changes the given fields of an album `ownerId` owns. False when there is no such album
     * of theirs, so callers answer 404 without telling "missing" from "not yours".
     */
    /**
     * Deletes an album `ownerId` made through POST /albums (a custom list, say), with what
     * hangs from it. False when there is no such album of theirs (the route says 404); posts,
     * chats and carts have their own ways out.
     */
    async remove(id: number, ownerId: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `DELETE FROM albums WHERE id = $1 AND owner_id = $2
            AND album_type = ANY($3::text[]) RETURNING id`,
        [id, ownerId, DELETABLE_ALBUM_TYPES],
      );
      return rows.length > 0;
    },

    async update(id: number, ownerId: number, input: AlbumWrite): Promise<boolean> {
      const params: unknown[] = [id, ownerId];
      const param = placeholders(params);
      const sets: string[] = ['updated_at = now()'];
      const set = (column: string, value: unknown, cast = '') => {
        if (value !== undefined) sets.push(`${column} = ${param(value)}${cast}`);
      };
      set('album_type', input.albumType?.toLowerCase());
      set('title', input.title);
      set('description', input.description);
      set('visibility', input.visibility);
      set('public_read', input.publicRead);
      set('public_write', input.publicWrite);
      set('public_add', input.publicAdd);
      if (input.metaData !== undefined) {
        const rule = audienceRuleOf(input.metaData);
        const access = accessRuleOf(input.metaData);
        set('meta_data', JSON.stringify(input.metaData), '::jsonb');
        set('visibility_tag_ids', rule.visibilityTagIds, '::int[]');
        set('visibility_operator', rule.visibilityOperator);
        set('published', rule.published);
        set('access_locked', access.locked);
        set('access_tag_ids', access.accessTagIds, '::int[]');
        set('access_operator', access.accessOperator);
      }
      const rows = await db.query<{ id: number }>(
        `UPDATE albums SET ${sets.join(', ')} WHERE id = $1 AND owner_id = $2 RETURNING id`,
        params,
      );
      return rows.length > 0;
    },
  };
}

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

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    albums: AlbumsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('albums', createAlbumsRepository(app.db, app.mediaUrl));
  },
  { name: 'albums', dependencies: ['db', 'media-url'] },
);

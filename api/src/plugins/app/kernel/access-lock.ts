// SPEC §4 access tags, in one place for every album that leaves the API (lists, searches,
// the wall, invites, notifications, assistant answers): a member without an album's access
// tags gets its locked tile, never what it holds, and no search matches the words it hides.
//
// An album written in a channel or group (a post) is also locked by that space's lock: the
// space's owner and members with its tags see it, nobody else but the post's author. Each
// album's row carries a copy of its parent's lock (migration 185, kept in step by triggers
// on every write), so openToViewerSql reads it in SQL without a join, and every row mapping
// brings it to isLockedFor (parentLockOf), where it travels with the album as `parentLock`.
import type { AlbumResponse } from '../../../schemas/albums.ts';
import {
  ACCESS_LOCK_KEYS,
  admits,
  hasAccess,
  parseOperator,
  POST_ALBUM_TYPE,
  type AccessRule,
  type Viewer,
} from './visibility.ts';

/** What a member without an album's access tags is told when they try to open it. */
export const ACCESS_DENIED_MESSAGE = 'You do not have access to this content.';

/** The lock of the channel or group an album is written in, and who owns that space. */
export interface ParentLock {
  ownerId: number;
  rule: AccessRule;
}

/** What the rule reads of an album: its owner, its own lock in metaData, its parent's lock. */
export interface Lockable {
  ownerId: number;
  metaData: object;
  /** Null when it is not written in a locked channel or group. */
  parentLock: ParentLock | null;
}

/**
 * An album (or wall post, search hit…) on its way out, with its parent's lock beside it.
 * `parentLock` is no field of the response schemas, so it is never sent.
 */
export type WithParentLock<T> = T & Pick<Lockable, 'parentLock'>;
export type LockableAlbum = WithParentLock<AlbumResponse>;

/** The columns (migration 185) holding the parent's lock, for every query the rule reads. */
export const PARENT_LOCK_COLUMNS = `al.parent_owner_id, al.parent_access_locked,
  al.parent_access_tag_ids, al.parent_access_operator`;

export interface ParentLockRow {
  parent_owner_id: number | null;
  parent_access_locked: boolean;
  parent_access_tag_ids: number[];
  parent_access_operator: string;
}

/** The parent's lock as the row's PARENT_LOCK_COLUMNS copy it; null when there is none. */
export function parentLockOf(row: ParentLockRow): ParentLock | null {
  if (row.parent_owner_id === null || !row.parent_access_locked) return null;
  return {
    ownerId: row.parent_owner_id,
    rule: {
      locked: true,
      accessTagIds: row.parent_access_tag_ids.map(Number),
      accessOperator: parseOperator(row.parent_access_operator),
    },
  };
}

/** What the rule reads of a row selecting `al.owner_id, al.meta_data` and PARENT_LOCK_COLUMNS. */
export function lockableOf(
  row: ParentLockRow & { owner_id: number; meta_data: Record<string, unknown> },
): Lockable {
  return { ownerId: row.owner_id, metaData: row.meta_data, parentLock: parentLockOf(row) };
}

/**
 * Whether the album's access tags, or those of the channel or group it is written in, keep
 * its content from the viewer. Its owner always has access; the space's owner passes the
 * space's lock (they own it), not a lock the album's author put on the album itself.
 */
export function isLockedFor(album: Lockable, viewer: Viewer): boolean {
  if (album.ownerId === viewer.id) return false;
  if (!hasAccess(album.metaData as Record<string, unknown>, viewer.audienceIds)) return true;
  const parent = album.parentLock;
  return (
    parent !== null && parent.ownerId !== viewer.id && !admits(parent.rule, viewer.audienceIds)
  );
}

/**
 * What a locked album's tile shows (remote-social and shared-core AlbumTile): its title,
 * cover, owner, dates and counts, and the lock. Every other field is blanked, so a field
 * added to an album later stays hidden from locked tiles until it is named here.
 */
const LOCKED_TILE_FIELDS: ReadonlySet<string> = new Set<keyof LockableAlbum>([
  'albumId',
  'albumType',
  'owner',
  'ownerId',
  'title',
  'coverURL',
  'thumbnailURL',
  'mediaType',
  'visibility',
  'categoryIds',
  'startDate',
  'endDate',
  'assetCount',
  'likeCount',
  'dislikeCount',
  'commentsCount',
  'favoriteCount',
  'sharedCount',
  'viewedCount',
  'clickedCount',
  'userCount',
  'flagCount',
  'dateCreated',
  'dateUpdated',
  'hasLiked',
  'favorite',
  'favoriteId',
  'publicPermissions',
  'totalEpisodes',
  'parentAlbumId',
  // Kept so that redacting the tile again still finds it locked.
  'parentLock',
]);

/**
 * What a post's tile would show of its content: its title is the first line of its text
 * (postTitle) and its cover its first photo, so a locked post's tile has neither.
 */
const POST_CONTENT_ON_TILE: ReadonlySet<string> = new Set(['title', 'coverURL', 'thumbnailURL']);

/** Text fields that may be null: left out as null, not as an empty URL or place. */
const NULLABLE_TEXT: ReadonlySet<string> = new Set([
  'fullURL',
  'coverURL',
  'thumbnailURL',
  'locationDescription',
  'headline',
]);

/** Text becomes empty, lists empty, anything else (a location, a review) null. */
function blank(key: string, value: unknown): unknown {
  if (typeof value === 'string' && !NULLABLE_TEXT.has(key)) return '';
  if (Array.isArray(value)) return [];
  return null;
}

function lockFieldsOf(metaData: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(metaData).filter(([key]) => ACCESS_LOCK_KEYS.includes(key)),
  );
}

/**
 * The album (or wall post, search hit…) as `viewer` may see it, with `accessLocked` saying
 * which. Applying it twice changes nothing, so each layer that adds fields may apply it again.
 */
export function redactForViewer<T extends LockableAlbum>(item: T, viewer: Viewer): T {
  if (!isLockedFor(item, viewer)) return { ...item, accessLocked: false };
  const isPost = item.albumType === POST_ALBUM_TYPE;
  const shown = (key: string) =>
    LOCKED_TILE_FIELDS.has(key) && !(isPost && POST_CONTENT_ON_TILE.has(key));
  const tile = Object.fromEntries(
    Object.entries(item).map(([key, value]) => [key, shown(key) ? value : blank(key, value)]),
  );
  // The item's own type: the same keys, with the hidden ones blanked to empty values.
  return { ...tile, metaData: lockFieldsOf(item.metaData), accessLocked: true } as T;
}

/** SQL: whether a lock's three columns let `audiences` in — `admits`, for SQL. */
function admitsSql(locked: string, tagIds: string, operator: string, audiences: string): string {
  return `(NOT ${locked}
    OR (${operator} = 'or' AND ${tagIds} && ${audiences}::int[])
    OR (${operator} = 'and' AND cardinality(${tagIds}) > 0 AND ${tagIds} <@ ${audiences}::int[]))`;
}

/**
 * SQL: whether the album `al` is open to the viewer (placeholders `viewer` and `audiences`),
 * from its access columns, which mirror metaData (accessRuleOf), and the copy of its parent's
 * (migration 185) — `isLockedFor`, negated.
 */
export function openToViewerSql(viewer: string, audiences: string): string {
  const own = admitsSql('al.access_locked', 'al.access_tag_ids', 'al.access_operator', audiences);
  const parent = admitsSql(
    'al.parent_access_locked',
    'al.parent_access_tag_ids',
    'al.parent_access_operator',
    audiences,
  );
  // parent_owner_id is null only without a parent, and then the copied lock is open.
  return `(al.owner_id = ${viewer}
    OR (${own} AND (al.parent_owner_id = ${viewer} OR ${parent})))`;
}

/**
 * SQL: the title of `al` as its tile shows it, given `open` (openToViewerSql): a locked
 * post's title is its hidden text, so it has none.
 */
export function shownTitleSql(open: string): string {
  return `(CASE WHEN ${open} OR al.album_type <> '${POST_ALBUM_TYPE}' THEN al.title ELSE '' END)`;
}

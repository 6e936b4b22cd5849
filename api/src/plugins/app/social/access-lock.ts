// SPEC §4 access tags, in one place for every album that leaves the API (lists, searches,
// the wall, invites, notifications, assistant answers): a member without an album's access
// tags gets its locked tile, never what it holds, and no search matches the words it hides.
import type { AlbumResponse } from '../../../schemas/albums.ts';
import type { Viewer } from './albums-repository.ts';
import { ACCESS_LOCK_KEYS, hasAccess } from './rules.ts';

/** Whether the album's access tags keep its content from the viewer (its owner always has access). */
export function isLockedFor(album: { ownerId: number; metaData: object }, viewer: Viewer): boolean {
  return (
    album.ownerId !== viewer.id &&
    !hasAccess(album.metaData as Record<string, unknown>, viewer.audienceIds)
  );
}

/**
 * What a locked album's tile shows (remote-social and shared-core AlbumTile): its title,
 * cover, owner, dates and counts, and the lock. Every other field is blanked, so a field
 * added to an album later stays hidden from locked tiles until it is named here.
 */
const LOCKED_TILE_FIELDS: ReadonlySet<string> = new Set<keyof AlbumResponse>([
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
]);

/** Text fields that may be null: left out as null, not as an empty URL or place. */
const NULLABLE_TEXT: ReadonlySet<string> = new Set(['fullURL', 'locationDescription', 'headline']);

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
export function redactForViewer<T extends AlbumResponse>(item: T, viewer: Viewer): T {
  if (!isLockedFor(item, viewer)) return { ...item, accessLocked: false };
  const tile = Object.fromEntries(
    Object.entries(item).map(([key, value]) => [
      key,
      LOCKED_TILE_FIELDS.has(key) ? value : blank(key, value),
    ]),
  );
  // The item's own type: the same keys, with the hidden ones blanked to empty values.
  return { ...tile, metaData: lockFieldsOf(item.metaData), accessLocked: true } as T;
}

/**
 * SQL: whether the album `al` is open to the viewer (placeholders `viewer` and `audiences`),
 * from the access columns that mirror metaData (accessRuleOf) — `isLockedFor`, negated.
 */
export function openToViewerSql(viewer: string, audiences: string): string {
  return `(al.owner_id = ${viewer} OR NOT al.access_locked
    OR (al.access_operator = 'or' AND al.access_tag_ids && ${audiences}::int[])
    OR (al.access_operator = 'and' AND cardinality(al.access_tag_ids) > 0
        AND al.access_tag_ids <@ ${audiences}::int[]))`;
}

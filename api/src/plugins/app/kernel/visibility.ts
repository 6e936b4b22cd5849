// Who may see an album (SPEC §4), shared by every domain that lists or links albums: the
// album types nobody outside sees, the audience and access tags in metaData, and the SQL
// filter of what a viewer may read. The access lock's redaction is in access-lock.ts.
import type { MediaAccess } from '../../../lib/media.ts';
import { hiddenFromViewerSql } from './member-hides.ts';
import { DEFAULT_HIDE_THRESHOLD, moderationShownSql } from './moderation.ts';

/** The member reading, with the audiences their tags put them in. */
export interface Viewer {
  id: number;
  audienceIds: number[];
}

/** Album types that are never shown to anybody outside them (chats only to their members). */
export const PERSONAL_ALBUM_TYPES = ['cart', 'chat_bot', 'chat_single', 'chat_group'] as const;

/** Conversations between members: read and written only through the chat endpoints. */
export const CHAT_ALBUM_TYPES = ['chat_single', 'chat_group'] as const;

/** Carts, assistant conversations and chats are personal: nobody else sees, joins or is invited to them. */
export function isPersonalAlbum(albumType: string): boolean {
  return (PERSONAL_ALBUM_TYPES as readonly string[]).includes(albumType);
}

/**
 * SPEC §4 visibility and access rules, read from album metaData. Values arrive as arrays
 * of numbers or strings, or as comma-separated strings, depending on who wrote them.
 */
export function parseTagIds(value: unknown): number[] {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  const ids = parts
    .map((part) => (typeof part === 'string' ? Number(part.trim()) : part))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

export type TagOperator = 'and' | 'or';

/** SPEC §4: 'and' needs all tags, 'or' any; the default is 'or'. */
export function parseOperator(value: unknown): TagOperator {
  return typeof value === 'string' && value.trim().toLowerCase() === 'and' ? 'and' : 'or';
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function isFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

export function matchesTags(
  tagIds: number[],
  operator: TagOperator,
  audienceIds: number[],
): boolean {
  if (tagIds.length === 0) return true;
  const mine = new Set(audienceIds);
  return operator === 'and'
    ? tagIds.every((id) => mine.has(id))
    : tagIds.some((id) => mine.has(id));
}

export interface AudienceRule {
  visibilityTagIds: number[];
  visibilityOperator: TagOperator;
  published: boolean;
}

export function audienceRuleOf(metaData: Record<string, unknown>): AudienceRule {
  return {
    visibilityTagIds: parseTagIds(metaData.visibility_tag_ids),
    visibilityOperator: parseOperator(metaData.visibility_filter_operator),
    published: !isFalse(metaData.is_published),
  };
}

export interface AccessRule {
  locked: boolean;
  accessTagIds: number[];
  accessOperator: TagOperator;
}

/** The access lock in metaData, as stored beside it for SQL (albums.access_* columns). */
export function accessRuleOf(metaData: Record<string, unknown>): AccessRule {
  return {
    locked: isTrue(metaData.access_locked),
    accessTagIds: parseTagIds(metaData.access_tag_ids),
    accessOperator: parseOperator(metaData.access_filter_operator),
  };
}

/** SPEC §4: a lock lets in only matching access tags; with none configured, nobody. */
export function admits(rule: AccessRule, audienceIds: number[]): boolean {
  if (!rule.locked) return true;
  if (rule.accessTagIds.length === 0) return false;
  return matchesTags(rule.accessTagIds, rule.accessOperator, audienceIds);
}

/** SPEC §4: locked items need matching access tags; with none configured, access is denied. */
export function hasAccess(metaData: Record<string, unknown>, audienceIds: number[]): boolean {
  return admits(accessRuleOf(metaData), audienceIds);
}

/** The metaData keys that say how an album is locked: all a locked album's tile keeps of it. */
export const ACCESS_LOCK_KEYS = ['access_locked', 'access_tag_ids', 'access_filter_operator'];

/**
 * Photos of a conversation, of an album that is not public (a private group and the posts
 * in it, a friends-only album), of a locked one or of one written in a locked channel or
 * group are private: they are served only through signed, expiring links handed to whoever
 * may see them. Everything else is public.
 */
export function albumMediaAccess(album: {
  albumType: string;
  visibility: string;
  metaData: object;
  /** The channel or group it is written in is access-locked (migration 185's copy). */
  parentAccessLocked?: boolean | undefined;
}): MediaAccess {
  const isPrivate =
    isPersonalAlbum(album.albumType) ||
    album.visibility !== 'PUBLIC' ||
    isTrue((album.metaData as { access_locked?: unknown }).access_locked) ||
    album.parentAccessLocked === true;
  return isPrivate ? 'private' : 'public';
}

/** The album type of a member's post on the activity wall. */
export const POST_ALBUM_TYPE = 'post';

/**
 * Reported by this many members, an item is hidden from everybody but its owner until a
 * moderator has looked at it: the default of the operator's setting (moderation.ts).
 */
export const FLAGS_TO_HIDE = DEFAULT_HIDE_THRESHOLD;

/**
 * Moderation (kernel/moderation.ts): an album under review or hidden is shown to its owner
 * alone (so they know why it is gone), a removed one to nobody.
 */
function moderationAllowsSql(viewer: string): string {
  return moderationShownSql('ALBUM', 'al.id', 'al.owner_id', viewer);
}

/**
 * Nothing by a member the viewer muted or blocked, or who blocked the viewer, whichever
 * way the viewer reaches it (member-hides.ts): each way in below reads it.
 */
export function notHiddenOwnerSql(viewer: string): string {
  return `NOT ${hiddenFromViewerSql('al.owner_id', viewer)}`;
}

/**
 * Public albums the viewer's audiences may see (SPEC §4), plus the viewer's own public
 * albums whatever their tags. `viewer` and `audiences` are parameter placeholders.
 */
export function visibleToViewerSql(viewer: string, audiences: string): string {
  return `(al.visibility = 'PUBLIC'
    AND al.album_type <> ALL ('{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[])
    AND ${moderationAllowsSql(viewer)}
    AND (al.owner_id = ${viewer} OR (al.published
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
    AND ${moderationAllowsSql(viewer)}
    AND ${notHiddenOwnerSql(viewer)}
    AND EXISTS (SELECT 1 FROM album_members m
                 WHERE m.album_id IN (al.id, al.parent_album_id) AND m.account_id = ${viewer}))`;
}

/**
 * Albums the viewer may open or list things from: their own, visible ones, and ones they
 * joined. Access tags (locked albums) are applied separately, by access-lock.ts.
 */
export function readableByViewerSql(viewer: string, audiences: string): string {
  // A chat's creator owns its album but reads it only while a member, through /chats.
  return `(al.album_type <> ALL ('{${CHAT_ALBUM_TYPES.join(',')}}'::text[])
    AND ${moderationAllowsSql(viewer)}
    AND (al.owner_id = ${viewer} OR ${visibleToViewerSql(viewer, audiences)}
    OR ${joinedByViewerSql(viewer)}))`;
}

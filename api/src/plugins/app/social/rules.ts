import { sniffImageType } from '../../../lib/images.ts';
import type { MediaAccess } from '../../../lib/media.ts';

/** A topic's thread (SPEC §2 topic-post/{id}); its replies are notes. */
export const FORUM_THREAD_TYPE = 'topic_post';

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

// Posts and comments: limits, photo types, list cursors and mentions. shared-core's
// domain/post-rules.ts is the browser's copy of the limits; a test ties the two.
export const MAX_POST_TEXT_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_POST_PHOTOS = 10;
export const MAX_POST_PHOTO_BYTES = 10 * 1024 * 1024;
export const POST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PostPhotoType = (typeof POST_PHOTO_TYPES)[number];

/** The album type of a member's post on the activity wall. */
export const POST_ALBUM_TYPE = 'post';

/** What the photo's bytes say it is (its declared type is only the browser's guess). */
export function sniffPhotoType(bytes: Uint8Array): PostPhotoType | undefined {
  const image = sniffImageType(bytes);
  if (image) return image;
  const head = String.fromCharCode(...bytes.subarray(0, 6));
  return head === 'GIF87a' || head === 'GIF89a' ? 'image/gif' : undefined;
}

/** Why a post's text cannot be saved, or undefined when it can. */
export function postProblem(text: string, photoCount: number): string | undefined {
  if (text.trim() === '' && photoCount === 0) return 'Write something or add a photo.';
  if (text.length > MAX_POST_TEXT_LENGTH) {
    return `A post can be at most ${MAX_POST_TEXT_LENGTH.toLocaleString('en-US')} characters (this one has ${text.length.toLocaleString('en-US')}).`;
  }
  if (photoCount > MAX_POST_PHOTOS) return `A post can have at most ${MAX_POST_PHOTOS} photos.`;
  return undefined;
}

/** Why a comment cannot be saved, or undefined when it can. */
export function commentProblem(text: string): string | undefined {
  if (text.trim() === '') return 'Write a comment first.';
  if (text.length > MAX_COMMENT_LENGTH) {
    return `A comment can be at most ${MAX_COMMENT_LENGTH.toLocaleString('en-US')} characters (this one has ${text.length.toLocaleString('en-US')}).`;
  }
  return undefined;
}

/** A post's title is its first line, so search and album lists have something to show. */
export function postTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0]?.trim() ?? '';
  if (firstLine === '') return 'Photos';
  return firstLine.length > 120 ? `${firstLine.slice(0, 119)}…` : firstLine;
}

/**
 * A position in a list ordered by creation (the wall, comments): the creation time in microseconds (PostgreSQL's precision; a Date
 * would round to milliseconds and skip or repeat posts made in the same millisecond)
 * and the id that breaks ties.
 */
export interface KeysetCursor {
  createdMicros: string;
  id: number;
}

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return `${cursor.createdMicros}_${cursor.id}`;
}

/** Undefined for anything that is not a cursor this API handed out. */
export function decodeKeysetCursor(value: string | undefined): KeysetCursor | undefined {
  const match = /^(\d{1,18})_(\d{1,10})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[2]);
  if (id < 1 || id > 2_147_483_647) return undefined;
  return { createdMicros: match[1], id };
}

/**
 * Handles (`dana.r`, `ada_l2`) mentioned as `@dana.r` in a text, lower-case, each once. A
 * handle ends with a letter or digit, so the dot of `@dana.r.` ends the sentence, not it.
 */
export function mentionedUsernames(text: string): string[] {
  const names = [...text.matchAll(/(^|[^\w@])@([a-z0-9][a-z0-9._]{0,59})/gi)].map((match) =>
    (match[2] ?? '').replace(/[._]+$/, '').toLowerCase(),
  );
  return [...new Set(names)].filter(Boolean);
}

/** Who an edit names for the first time: mentioned now and not in the text before. */
export function newlyMentionedUsernames(before: string, after: string): string[] {
  const earlier = new Set(mentionedUsernames(before));
  return mentionedUsernames(after).filter((name) => !earlier.has(name));
}

/**
 * Flagged by this many members, an item is hidden from everybody but its owner until a
 * moderator has looked at it (the owner still sees it, so they know why it is gone).
 */
export const FLAGS_TO_HIDE = 3;

/** What a post may review (with 1 to 5 stars, which the request schema checks). */
export type ReviewType = 'RETAILER_LOCATION' | 'OFFER_LOCATION';

/** The wall's and a post page's usage events that move an album's own counters. */
const ALBUM_USAGE_SECTIONS = new Set(['activity-wall', 'activity-detail']);

/**
 * Which counter of an album a usage event moves: a view of a post's page counts as a view,
 * a share from the wall or the page as a share; anything else moves none.
 */
export function albumCounterOf(
  tag: string,
  action: string,
  customId: string | number | undefined,
): { albumId: number; counter: 'viewed_count' | 'shared_count' } | undefined {
  if (!ALBUM_USAGE_SECTIONS.has(tag)) return undefined;
  const counter =
    action === 'Shared'
      ? 'shared_count'
      : action === 'Viewed' && tag === 'activity-detail'
        ? 'viewed_count'
        : undefined;
  const albumId = Number(customId);
  if (!counter || !Number.isInteger(albumId) || albumId < 1 || albumId > 2_147_483_647) {
    return undefined;
  }
  return { albumId, counter };
}

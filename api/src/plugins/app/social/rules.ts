import { createHash } from 'node:crypto';
import { conflict, HttpError } from '../../../lib/errors.ts';
import { sniffImageType } from '../../../lib/images.ts';
import { ALBUM_SORT_FIELDS, type AlbumSortField } from '../../../schemas/albums.ts';
import type { TargetTypeValue } from '../../../schemas/favorites.ts';

// Who may see an album is the kernel's (every domain reads it); social writes by the same rules.
export type { ReviewType } from '../kernel/album-store.ts';
export {
  accessRuleOf,
  ACCESS_LOCK_KEYS,
  admits,
  albumMediaAccess,
  audienceRuleOf,
  CHAT_ALBUM_TYPES,
  FLAGS_TO_HIDE,
  hasAccess,
  isPersonalAlbum,
  matchesTags,
  parseOperator,
  parseTagIds,
  PERSONAL_ALBUM_TYPES,
  POST_ALBUM_TYPE,
  type AccessRule,
  type AudienceRule,
  type TagOperator,
} from '../kernel/visibility.ts';

/** A topic's thread (SPEC §2 topic-post/{id}); its replies are notes. */
export const FORUM_THREAD_TYPE = 'topic_post';

// Posts and comments: limits, photo types, list cursors and mentions. shared-core's
// domain/post-rules.ts is the browser's copy of the limits; a test ties the two.
export const MAX_POST_TEXT_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_POST_PHOTOS = 10;
export const MAX_POST_PHOTO_BYTES = 10 * 1024 * 1024;
export const POST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PostPhotoType = (typeof POST_PHOTO_TYPES)[number];

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

// http(s) links and bare www. addresses, trailing punctuation left out: the browser's
// messageParts (shared-core chat-rules.ts) cuts links the same way (a contract test).
const WEB_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]}]/i;

/** The first web address a text links to, as its link opens (www. as https), or undefined. */
export function firstLinkOf(text: string): string | undefined {
  const link = WEB_LINK.exec(text)?.[0];
  if (!link) return undefined;
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

/** Who an edit names for the first time: mentioned now and not in the text before. */
export function newlyMentionedUsernames(before: string, after: string): string[] {
  const earlier = new Set(mentionedUsernames(before));
  return mentionedUsernames(after).filter((name) => !earlier.has(name));
}

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

/** The sort field asked for, or ALBUM_CREATED for none or an unknown one. */
export function resolveSortField(value: string | undefined): AlbumSortField {
  const wanted = value?.trim().toUpperCase();
  return (ALBUM_SORT_FIELDS as readonly string[]).includes(wanted ?? '')
    ? (wanted as AlbumSortField)
    : 'ALBUM_CREATED';
}

/** What a favorite or a like is about: a shop or an offer at a shop. */
export interface Target {
  type: TargetTypeValue;
  id: number;
}

/** Exactly one of the ids names what a favorite or like is about. */
export function targetOf(
  input: { offerLocationId?: number | undefined; retailerLocationId?: number | undefined },
  where: 'body' | 'querystring',
): Target {
  const { offerLocationId, retailerLocationId } = input;
  if (offerLocationId !== undefined && retailerLocationId !== undefined) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `Send ${where}/offerLocationId or ${where}/retailerLocationId, not both.`,
    );
  }
  if (offerLocationId !== undefined) return { type: 'OFFER_LOCATION', id: offerLocationId };
  if (retailerLocationId !== undefined) {
    return { type: 'RETAILER_LOCATION', id: retailerLocationId };
  }
  throw new HttpError(
    400,
    'VALIDATION_ERROR',
    `${where}/offerLocationId or ${where}/retailerLocationId is required`,
  );
}

/**
 * What a post asks for, as its idempotency key remembers it: the text, the photos in order,
 * where it is written and what it reviews. The reader's location does not count.
 */
export function postFingerprint(input: {
  text: string;
  uploadIds: string[];
  albumId?: number | undefined;
  review?: { reviewType: string; reviewId: number; rating: number } | undefined;
}): string {
  const review = input.review
    ? [input.review.reviewType, input.review.reviewId, input.review.rating]
    : null;
  const request = [input.text.trim(), input.uploadIds, input.albumId ?? null, review];
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** A post key sent again with another post is a 409, never the first post's answer. */
export const postKeyReused = () =>
  conflict(
    'IDEMPOTENCY_KEY_REUSED',
    'This idempotencyKey was already used for a different post. ' +
      'Send a new key to write a new post.',
  );

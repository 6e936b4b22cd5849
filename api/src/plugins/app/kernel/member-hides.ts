// Block and mute as SQL, the ONE rule every list reads (issue 34): whether what a member
// wrote is hidden from a viewer, and whether two members blocked each other. It is in the
// kernel because every domain that lists members' writing applies it: albums and comments
// (visibility.ts), chat messages, notifications. The repository of hides is social's.
import type { Queryable } from '../../../db/db.ts';
import { moderationShownSql } from './moderation.ts';

/**
 * SQL: whether content by `author` is hidden from `viewer` (both SQL expressions): the viewer
 * muted or blocked the author, or the author blocked the viewer. Nobody is hidden from
 * themselves (a row never pairs a member with themselves).
 */
export function hiddenFromViewerSql(author: string, viewer: string): string {
  return `EXISTS (SELECT 1 FROM member_hides mh
     WHERE (mh.member_id = ${viewer} AND mh.hidden_id = ${author})
        OR (mh.member_id = ${author} AND mh.hidden_id = ${viewer} AND mh.kind = 'BLOCK'))`;
}

/**
 * SQL: the note (comment or chat message) `note` is not by a member hidden from `viewer`,
 * nor kept from them by moderation (moderation.ts): every read of notes passes here.
 */
export function noteShownToViewerSql(note: string, viewer: string): string {
  return `NOT ${hiddenFromViewerSql(`${note}.owner_id`, viewer)}
    AND ${moderationShownSql('NOTE', `${note}.id`, `${note}.owner_id`, viewer)}`;
}

/**
 * SQL: whether either member blocked the other: they then leave each other's member lists
 * and search, cannot message each other, nor bring each other into a group chat.
 */
export function blockedBetweenSql(one: string, other: string): string {
  return `EXISTS (SELECT 1 FROM member_hides mh WHERE mh.kind = 'BLOCK'
     AND ((mh.member_id = ${one} AND mh.hidden_id = ${other})
       OR (mh.member_id = ${other} AND mh.hidden_id = ${one})))`;
}

/** Whether either member blocked the other (blockedBetweenSql, for the write rules). */
export async function blockedBetween(q: Queryable, one: number, other: number): Promise<boolean> {
  const rows = await q.query(`SELECT 1 WHERE ${blockedBetweenSql('$1::int', '$2::int')}`, [
    one,
    other,
  ]);
  return rows.length > 0;
}

/** Of `others`, the members blocked by or blocking `memberId`. */
export async function blockedAmong(
  q: Queryable,
  memberId: number,
  others: readonly number[],
): Promise<number[]> {
  if (others.length === 0) return [];
  const rows = await q.query<{ id: number }>(
    `SELECT o.id FROM unnest($2::int[]) AS o(id) WHERE ${blockedBetweenSql('$1::int', 'o.id')}`,
    [memberId, others],
  );
  return rows.map((row) => row.id);
}

/** Of `viewers`, those from whom what `authorId` writes is hidden (hiddenFromViewerSql). */
export async function viewersHidingFrom(
  q: Queryable,
  authorId: number,
  viewers: readonly number[],
): Promise<Set<number>> {
  if (viewers.length === 0) return new Set();
  const rows = await q.query<{ id: number }>(
    `SELECT v.id FROM unnest($2::int[]) AS v(id) WHERE ${hiddenFromViewerSql('$1::int', 'v.id')}`,
    [authorId, viewers],
  );
  return new Set(rows.map((row) => row.id));
}

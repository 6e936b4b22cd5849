// Moderation state (issue 35), the ONE rule of what moderation hides, shared by every domain
// whose members write (posts, reviews, comments, chat messages, profiles): the SQL each read
// path's choke point adds, the calls that put an item under review (reports reaching the
// operator's threshold, or another domain holding a new item on writing), and the member
// restrictions (suspension, ban) the write choke point reads. The queue and its actions
// are the moderation domain's; the table is moderation_items (migration 280).
import type { Queryable } from '../../../db/db.ts';

/** What a person calls a reportable item (the report kinds, flags.flagable_type). */
export type ModerationKind = 'ALBUM' | 'NOTE' | 'CHAT_MESSAGE' | 'REVIEW' | 'ACCOUNT';

/** Where it is stored: albums (posts, reviews), notes (comments, chat messages), accounts. */
export type ModerationSubject = 'ALBUM' | 'NOTE' | 'ACCOUNT';

/**
 * VISIBLE: shown to all. UNDER_REVIEW (reported past the threshold, or held on writing) and
 * HIDDEN (by a moderator): shown to the author alone. REMOVED (deleted by a moderator): to
 * nobody.
 */
export type ModerationState = 'VISIBLE' | 'UNDER_REVIEW' | 'HIDDEN' | 'REMOVED';

export const MODERATION_KINDS: readonly ModerationKind[] = [
  'ALBUM',
  'NOTE',
  'CHAT_MESSAGE',
  'REVIEW',
  'ACCOUNT',
];

export function subjectOf(kind: ModerationKind): ModerationSubject {
  if (kind === 'CHAT_MESSAGE') return 'NOTE';
  if (kind === 'REVIEW') return 'ALBUM';
  return kind;
}

/** The threshold when the settings row is somehow missing (the migration writes one). */
export const DEFAULT_HIDE_THRESHOLD = 3;

/** An item as the moderation calls name it. */
export interface ModeratedItem {
  kind: ModerationKind;
  /** The album, note or account id. */
  id: number;
  /** Who wrote it (the member, for ACCOUNT). */
  authorId: number;
}

/**
 * SQL: whether the item `id` (an SQL expression) of `subject`, written by `author`, may be
 * shown to `viewer` (SQL expressions; `null` as viewer means "everybody", e.g. a shop's
 * star average). The ONE read rule: every list, page, search and live event of posts,
 * reviews, comments, chat messages and profiles adds it.
 */
export function moderationShownSql(
  subject: ModerationSubject,
  id: string,
  author: string,
  viewer: string | null,
): string {
  const keptFromViewer =
    viewer === null ? 'true' : `(mi.state = 'REMOVED' OR ${author} <> ${viewer})`;
  return `NOT EXISTS (SELECT 1 FROM moderation_items mi
     WHERE mi.subject = '${subject}' AND mi.item_id = ${id} AND mi.state <> 'VISIBLE'
       AND ${keptFromViewer})`;
}

/** What the author is told when their item goes under review: pass it to `notify`. */
export interface UnderReviewNotice {
  event: 'MODERATION';
  recipientId: number;
  senderId: null;
  contentType: string;
  contentId: number;
  message: string;
}

const KIND_NAME: Record<ModerationKind, string> = {
  ALBUM: 'post',
  NOTE: 'comment',
  CHAT_MESSAGE: 'message',
  REVIEW: 'review',
  ACCOUNT: 'profile',
};

/** How a message names the item: "post", "comment", "message", "review", "profile". */
export function kindName(kind: ModerationKind): string {
  return KIND_NAME[kind];
}

/** The notice an author gets about their item (under review, hidden, removed…). */
export function moderationNotice(item: ModeratedItem, message: string): UnderReviewNotice {
  return {
    event: 'MODERATION',
    recipientId: item.authorId,
    senderId: null,
    contentType: item.kind === 'CHAT_MESSAGE' ? 'NOTE' : subjectOf(item.kind),
    contentId: item.id,
    message,
  };
}

/** The operator's threshold: reported by this many members, an item goes under review. */
export async function hideThreshold(q: Queryable): Promise<number> {
  const rows = await q.query<{ hide_threshold: number }>(
    'SELECT hide_threshold FROM moderation_settings WHERE id',
  );
  return rows[0]?.hide_threshold ?? DEFAULT_HIDE_THRESHOLD;
}

/**
 * Holds a newly written item for review, in the writer's transaction `tx`: hidden from all
 * but its author and put in the queue with `reason` (shown to moderators, e.g. "Contains
 * the watched word “x”"). Approving it in the queue publishes it; hiding or deleting it
 * there keeps it from others. Returns the author's notice: `await notify(tx, notice)`.
 */
export async function holdForReview(
  tx: Queryable,
  item: ModeratedItem,
  reason: string,
): Promise<UnderReviewNotice> {
  await tx.query(
    `INSERT INTO moderation_items (subject, item_id, kind, author_id, state, in_queue, held_reason)
     VALUES ($1, $2, $3, $4, 'UNDER_REVIEW', true, $5)
     ON CONFLICT (subject, item_id) DO UPDATE
       SET state = CASE WHEN moderation_items.state = 'VISIBLE' THEN 'UNDER_REVIEW'
                        ELSE moderation_items.state END,
           in_queue = true, held_reason = EXCLUDED.held_reason, opened_at = now(),
           resolved_at = NULL, resolved_by = NULL, resolution = NULL`,
    [subjectOf(item.kind), item.id, item.kind, item.authorId, reason.trim().slice(0, 500)],
  );
  return moderationNotice(
    item,
    `Your ${kindName(item.kind)} is held for review by a moderator before others see it.`,
  );
}

/**
 * A member reported the item (call it in the report's transaction, after inserting the
 * report): it enters the queue, and once reported by the operator's threshold of members
 * since it entered, it goes under review. Returns the author's notice when it just went
 * under review (`await notify(tx, notice)`), else undefined.
 */
export async function itemReported(
  tx: Queryable,
  item: ModeratedItem,
): Promise<UnderReviewNotice | undefined> {
  const subject = subjectOf(item.kind);
  const rows = await tx.query<{ state: ModerationState; opened_at: Date | string }>(
    `INSERT INTO moderation_items (subject, item_id, kind, author_id)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject, item_id) DO UPDATE
       SET in_queue = true,
           opened_at = CASE WHEN moderation_items.in_queue THEN moderation_items.opened_at
                            ELSE now() END,
           resolved_at = CASE WHEN moderation_items.in_queue THEN moderation_items.resolved_at END,
           resolved_by = CASE WHEN moderation_items.in_queue THEN moderation_items.resolved_by END,
           resolution = CASE WHEN moderation_items.in_queue THEN moderation_items.resolution END
     RETURNING state, opened_at`,
    [subject, item.id, item.kind, item.authorId],
  );
  const row = rows[0];
  if (!row || row.state !== 'VISIBLE') return undefined;
  const threshold = await hideThreshold(tx);
  const [count] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM flags
      WHERE flagable_type = ANY($1::text[]) AND flagable_id = $2 AND created_at >= $3`,
    [kindsOf(subject), item.id, row.opened_at],
  );
  if ((count?.total ?? 0) < threshold) return undefined;
  await tx.query(
    `UPDATE moderation_items SET state = 'UNDER_REVIEW'
      WHERE subject = $1 AND item_id = $2 AND state = 'VISIBLE'`,
    [subject, item.id],
  );
  return moderationNotice(
    item,
    `Your ${kindName(item.kind)} was reported by several members and is hidden while a moderator reviews it.`,
  );
}

/**
 * A member took their report back: an item under review by reports (not held) whose
 * reports since it entered the queue fell below the threshold is shown again, and leaves
 * the queue when no report is left.
 */
export async function reportWithdrawn(tx: Queryable, kind: ModerationKind, id: number) {
  const subject = subjectOf(kind);
  const threshold = await hideThreshold(tx);
  await tx.query(
    `WITH counted AS (
       SELECT mi.id, (SELECT count(*) FROM flags f
                       WHERE f.flagable_type = ANY($3::text[]) AND f.flagable_id = mi.item_id
                         AND f.created_at >= mi.opened_at) AS total
         FROM moderation_items mi
        WHERE mi.subject = $1 AND mi.item_id = $2 AND mi.in_queue AND mi.held_reason IS NULL)
     UPDATE moderation_items mi
        SET state = CASE WHEN mi.state = 'UNDER_REVIEW' AND c.total < $4 THEN 'VISIBLE'
                         ELSE mi.state END,
            in_queue = c.total > 0
       FROM counted c WHERE c.id = mi.id`,
    [subject, id, kindsOf(subject), threshold],
  );
}

/** The report kinds stored as `subject`. */
export function kindsOf(subject: ModerationSubject): ModerationKind[] {
  return MODERATION_KINDS.filter((kind) => subjectOf(kind) === subject);
}

/** A suspension or a ban in force. */
export interface MemberRestriction {
  kind: 'SUSPENSION' | 'BAN';
  /** When a suspension ends (epoch ms); null for a ban. */
  endsAt: number | null;
  reason: string;
}

/** The member's suspension or ban in force (a ban first), if any. */
export async function restrictionOf(
  q: Queryable,
  accountId: number,
): Promise<MemberRestriction | undefined> {
  const rows = await q.query<{
    kind: 'SUSPENSION' | 'BAN';
    ends_at: Date | string | null;
    reason: string;
  }>(
    `SELECT kind, ends_at, reason FROM member_sanctions
      WHERE account_id = $1 AND lifted_at IS NULL AND kind <> 'WARNING'
        AND (ends_at IS NULL OR ends_at > now())
      ORDER BY kind = 'BAN' DESC, ends_at DESC NULLS FIRST LIMIT 1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: row.kind,
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).getTime(),
    reason: row.reason,
  };
}

/** "1 December 2026 at 14:05 UTC": how a refusal names a suspension's end. */
export function formatEnd(endsAt: number): string {
  const date = new Date(endsAt);
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day} at ${time} UTC`;
}

/** The sentence a refused write or sign-in reads as. */
export function restrictionMessage(restriction: MemberRestriction): string {
  if (restriction.kind === 'BAN') {
    return `Your account is banned: ${restriction.reason}`;
  }
  return (
    `Your account is suspended until ${formatEnd(restriction.endsAt ?? 0)}: you can read, ` +
    `but not post, comment, message or change anything until then. Reason: ${restriction.reason}`
  );
}

// The review queue as moderators read it (issue 35): items waiting for a moderator, most
// reported first and then oldest first, each with its words in context (the thread around a
// comment, the chat lines around a message), the reports and their reasons, and the
// author's record. Staff read everything: no visibility rule applies here.
import type { Queryable } from '../../../db/db.ts';
import type { ModerationKind, ModerationState, ModerationSubject } from '../kernel/moderation.ts';
import type { Role } from '../kernel/roles.ts';
import type { FlagReasonName } from '../../../schemas/flags.ts';
import type {
  MemberRecordResponse,
  QueueItemResponse,
  SanctionResponse,
} from '../../../schemas/moderation.ts';

/** How many lines either side of a comment or a message the context shows. */
const CONTEXT_LINES = 3;

/** SQL: the report kinds stored as the row `mi`'s subject. */
const KINDS_OF_SUBJECT = `CASE mi.subject WHEN 'ALBUM' THEN '{ALBUM,REVIEW}'::text[]
  WHEN 'NOTE' THEN '{NOTE,CHAT_MESSAGE}'::text[] ELSE '{ACCOUNT}'::text[] END`;

/** SQL: the reports on `mi` since it entered the queue. */
const OPEN_REPORTS = `(SELECT count(*)::int FROM flags f
  WHERE f.flagable_type = ANY(${KINDS_OF_SUBJECT}) AND f.flagable_id = mi.item_id
    AND f.created_at >= mi.opened_at)`;

const epoch = (value: Date | string) => new Date(value).getTime();

export interface QueueRow {
  id: number;
  subject: ModerationSubject;
  item_id: number;
  kind: ModerationKind;
  author_id: number | null;
  state: ModerationState;
  in_queue: boolean;
  held_reason: string | null;
  opened_at: Date | string;
  report_count: number;
}

export const QUEUE_COLUMNS = `mi.id, mi.subject, mi.item_id, mi.kind, mi.author_id, mi.state,
  mi.in_queue, mi.held_reason, mi.opened_at, ${OPEN_REPORTS} AS report_count`;

interface SanctionRow {
  id: number;
  kind: SanctionResponse['kind'];
  reason: string;
  created_at: Date | string;
  created_by_display: string | null;
  ends_at: Date | string | null;
  lifted_at: Date | string | null;
  in_force: boolean;
}

/** The member's sanctions, newest first. */
export async function sanctionsOf(q: Queryable, accountId: number): Promise<SanctionResponse[]> {
  const rows = await q.query<SanctionRow>(
    `SELECT s.id, s.kind, s.reason, s.created_at, s.ends_at, s.lifted_at,
            b.first_name || ' ' || b.last_name AS created_by_display,
            (s.kind <> 'WARNING' AND s.lifted_at IS NULL
              AND (s.ends_at IS NULL OR s.ends_at > now())) AS in_force
       FROM member_sanctions s LEFT JOIN accounts b ON b.id = s.created_by
      WHERE s.account_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
    [accountId],
  );
  return rows.map((row) => ({
    sanctionId: row.id,
    kind: row.kind,
    reason: row.reason,
    createdAt: epoch(row.created_at),
    createdByDisplay: row.created_by_display,
    endsAt: row.ends_at === null ? null : epoch(row.ends_at),
    liftedAt: row.lifted_at === null ? null : epoch(row.lifted_at),
    inForce: row.in_force,
  }));
}

/** A member's record: account age, role, sanctions, and their items waiting in the queue. */
export async function memberRecord(
  q: Queryable,
  accountId: number,
): Promise<MemberRecordResponse | undefined> {
  const [account] = await q.query<{
    id: number;
    display: string;
    username: string;
    role: Role;
    created_at: Date | string;
    open_items: number;
    open_reports: number;
  }>(
    `SELECT a.id, a.first_name || ' ' || a.last_name AS display, a.username, a.role, a.created_at,
            (SELECT count(*)::int FROM moderation_items mi
              WHERE mi.author_id = a.id AND mi.in_queue) AS open_items,
            (SELECT COALESCE(sum(${OPEN_REPORTS}), 0)::int FROM moderation_items mi
              WHERE mi.author_id = a.id AND mi.in_queue) AS open_reports
       FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  if (!account) return undefined;
  return {
    accountId: account.id,
    display: account.display,
    username: account.username,
    role: account.role,
    memberSince: epoch(account.created_at),
    sanctions: await sanctionsOf(q, accountId),
    openItems: account.open_items,
    openReports: account.open_reports,
  };
}

interface LineRow {
  id: number;
  author_id: number;
  author_display: string;
  text: string;
  created_at: Date | string;
}

const toLine = (row: LineRow, targetId: number, reporters: Set<number>) => ({
  id: row.id,
  authorId: row.author_id,
  authorDisplay: row.author_display,
  text: row.text,
  createdAt: epoch(row.created_at),
  isTarget: row.id === targetId,
  byReporter: reporters.has(row.author_id),
});

/** The notes of the note's album around it (CONTEXT_LINES either side), oldest first. */
async function notesAround(q: Queryable, noteId: number): Promise<LineRow[]> {
  return q.query<LineRow>(
    `WITH target AS (SELECT album_id, created_at, id FROM notes WHERE id = $1),
     around AS (
       (SELECT n.* FROM notes n, target t WHERE n.album_id = t.album_id
          AND (n.created_at, n.id) < (t.created_at, t.id)
        ORDER BY n.created_at DESC, n.id DESC LIMIT $2)
       UNION ALL (SELECT n.* FROM notes n WHERE n.id = $1)
       UNION ALL
       (SELECT n.* FROM notes n, target t WHERE n.album_id = t.album_id
          AND (n.created_at, n.id) > (t.created_at, t.id)
        ORDER BY n.created_at, n.id LIMIT $2))
     SELECT n.id, n.owner_id AS author_id, a.first_name || ' ' || a.last_name AS author_display,
            n.comment AS text, n.created_at
       FROM around n JOIN accounts a ON a.id = n.owner_id
      ORDER BY n.created_at, n.id`,
    [noteId, CONTEXT_LINES],
  );
}

interface Described {
  text: string;
  where: string | null;
  context: QueueItemResponse['context'];
}

/** The item's words, where it is, and its context. */
async function describe(q: Queryable, row: QueueRow, reporters: Set<number>): Promise<Described> {
  if (row.subject === 'ACCOUNT') {
    const [account] = await q.query<{ display: string; username: string; place: string | null }>(
      `SELECT first_name || ' ' || last_name AS display, username, location_display AS place
         FROM accounts WHERE id = $1`,
      [row.item_id],
    );
    if (!account) return { text: '(This member no longer exists.)', where: null, context: [] };
    const place = account.place ? ` · ${account.place}` : '';
    return { text: `${account.display} (@${account.username})${place}`, where: null, context: [] };
  }
  if (row.subject === 'ALBUM') {
    const [album] = await q.query<{
      title: string;
      description: string;
      rating: number | null;
      shop: string | null;
    }>(
      `SELECT al.title, al.description, al.rating,
              COALESCE(rl.name, orl.name) AS shop
         FROM albums al
         LEFT JOIN retailer_locations rl
           ON al.review_type = 'RETAILER_LOCATION' AND rl.id = al.review_target_id
         LEFT JOIN offer_locations ol
           ON al.review_type = 'OFFER_LOCATION' AND ol.id = al.review_target_id
         LEFT JOIN retailer_locations orl ON orl.id = ol.retailer_location_id
        WHERE al.id = $1`,
      [row.item_id],
    );
    if (!album) return { text: '(This item no longer exists.)', where: null, context: [] };
    const words = [album.title, album.description].filter((part, index, all) => {
      return part.trim() !== '' && all.indexOf(part) === index;
    });
    const where =
      album.rating === null
        ? null
        : `Review, ${album.rating} of 5 stars${album.shop ? `, of ${album.shop}` : ''}`;
    return { text: words.join('\n'), where, context: [] };
  }
  const lines = await notesAround(q, row.item_id);
  const target = lines.find((line) => line.id === row.item_id);
  if (!target) return { text: '(This item no longer exists.)', where: null, context: [] };
  const [album] = await q.query<{ id: number; title: string; description: string } & LineRow>(
    `SELECT al.id, al.title, al.description, al.owner_id AS author_id,
            a.first_name || ' ' || a.last_name AS author_display, al.created_at,
            COALESCE(NULLIF(al.description, ''), al.title) AS text
       FROM notes n JOIN albums al ON al.id = n.album_id JOIN accounts a ON a.id = al.owner_id
      WHERE n.id = $1`,
    [row.item_id],
  );
  const context = lines.map((line) => toLine(line, row.item_id, reporters));
  if (row.kind === 'CHAT_MESSAGE') {
    return { text: target.text, where: `Chat “${album?.title ?? ''}”`, context };
  }
  // A comment: the post it is on opens its thread.
  const post = album ? [{ ...toLine(album, -1, reporters), id: album.id }] : [];
  return {
    text: target.text,
    where: album ? `Comment on the post “${album.title || album.description}”` : null,
    context: [...post, ...context],
  };
}

interface ReportRow {
  account_id: number;
  display: string;
  reason: FlagReasonName | null;
  description: string;
  created_at: Date | string;
}

/** A queue row with everything a moderator needs to decide. */
export async function queueItemOf(q: Queryable, row: QueueRow): Promise<QueueItemResponse> {
  const reports = await q.query<ReportRow>(
    `SELECT f.account_id, a.first_name || ' ' || a.last_name AS display, f.reason,
            f.description, f.created_at
       FROM moderation_items mi
       JOIN flags f ON f.flagable_type = ANY(${KINDS_OF_SUBJECT})
        AND f.flagable_id = mi.item_id AND f.created_at >= mi.opened_at
       JOIN accounts a ON a.id = f.account_id
      WHERE mi.id = $1 ORDER BY f.created_at, f.id`,
    [row.id],
  );
  const reporters = new Set(reports.map((report) => report.account_id));
  const described = await describe(q, row, reporters);
  return {
    itemId: row.id,
    kind: row.kind,
    subjectId: row.item_id,
    state: row.state,
    heldReason: row.held_reason,
    openedAt: epoch(row.opened_at),
    reportCount: row.report_count,
    ...described,
    reports: reports.map((report) => ({
      reporterId: report.account_id,
      reporterDisplay: report.display,
      reason: report.reason,
      description: report.description,
      createdAt: epoch(report.created_at),
    })),
    author: row.author_id === null ? null : ((await memberRecord(q, row.author_id)) ?? null),
  };
}

/** One page of the queue: most reported first, then oldest first. */
export async function listQueue(
  q: Queryable,
  filter: { kind?: ModerationKind | undefined },
  page: { start: number; limit: number },
): Promise<{ items: QueueItemResponse[]; total: number }> {
  const params: unknown[] = [page.start, page.limit];
  const byKind = filter.kind ? `AND mi.kind = $${params.push(filter.kind)}` : '';
  const rows = await q.query<QueueRow & { total: string }>(
    `SELECT ${QUEUE_COLUMNS}, count(*) OVER () AS total
       FROM moderation_items mi
      WHERE mi.in_queue ${byKind}
      ORDER BY report_count DESC, mi.opened_at, mi.id
      OFFSET $1 LIMIT $2`,
    params,
  );
  const items: QueueItemResponse[] = [];
  for (const row of rows) items.push(await queueItemOf(q, row));
  return { items, total: rows[0] ? Number(rows[0].total) : 0 };
}

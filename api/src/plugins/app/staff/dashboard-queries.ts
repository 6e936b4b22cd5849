// The community dashboard's panels (issue 38), each one query (two for members) over a range
// of UTC days. Members' activity and views come from the rollups of finished days
// (dashboard-rollups.ts) plus the days after them counted live from usage_events; posts,
// comments, reactions, chats, quiz plays, orders and sign-ups are counted live from their
// tables (migration 320's indexes), and the funnel from each member's posts and completed
// orders as triggers keep them (migration 370). So today's figures include what happened a
// moment ago: nothing waits for a refresh. The bench part `dashboard` times each panel at a million
// usage events and writes its plans.
import type { Db, Queryable } from '../../../db/db.ts';
import { CHAT_ALBUM_TYPES, POST_ALBUM_TYPE } from '../kernel/visibility.ts';
import { rollUpFinishedDays } from './dashboard-rollups.ts';

/** Inclusive UTC days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** How many rows the top lists hold. */
export const TOP_LIMIT = 10;

// $1 and $2 are the range's days; these are its bounds as instants, and a row's UTC day.
export const RANGE_START = `($1::date::timestamp AT TIME ZONE 'UTC')`;
const HIGH = `(($2::date + 1)::timestamp AT TIME ZONE 'UTC')`;
export const inRange = (column: string) => `${column} >= ${RANGE_START} AND ${column} < ${HIGH}`;
const dayOf = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
const DAYS = `SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d`;
const CHATS = `'{${CHAT_ALBUM_TYPES.join(',')}}'::text[]`;
/** The last rolled-up day, as SQL for a panel's query (null: none yet). */
export const ROLLED_THROUGH = '(SELECT rolled_through FROM dashboard_rollup_state)';
/** The first day of a panel's range counted live: the day after the last rolled-up one. */
const LIVE_FIRST = `GREATEST($1::date, COALESCE(${ROLLED_THROUGH} + 1, $1::date))`;

/**
 * Reads one panel: finished days rolled up first (at once when none is due), then the
 * panel's statements in one transaction (one snapshot). JIT compilation is off for them:
 * it took longer than the queries themselves (bench/results/plans/dashboard-*.txt).
 */
export async function readPanel<T>(
  db: Db,
  panel: (db: Queryable, range: DayRange) => Promise<T>,
  range: DayRange,
): Promise<T> {
  await rollUpFinishedDays(db);
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL jit = off');
    return panel(tx, range);
  });
}

/**
 * The members active each day from `first` to `last` (SQL date expressions), one row per
 * member and day: rolled-up days, then the later ones live from usage_events.
 */
export function memberDays(first: string, last: string): string {
  return `SELECT day, account_id FROM dashboard_member_days
           WHERE day >= ${first} AND day <= ${last}
          UNION ALL
          SELECT DISTINCT ${dayOf('created_at')} AS day, account_id FROM usage_events
           WHERE account_id IS NOT NULL
             AND created_at >= (GREATEST(${first}, COALESCE(${ROLLED_THROUGH} + 1, ${first}))
                                ::timestamp AT TIME ZONE 'UTC')
             AND created_at < ((${last} + 1)::timestamp AT TIME ZONE 'UTC')`;
}

/** Views in the days of the range after the last rolled-up one. */
const LIVE_VIEWS = `action = 'Viewed'
  AND created_at >= (GREATEST($1::date, COALESCE(${ROLLED_THROUGH} + 1, $1::date))
                     ::timestamp AT TIME ZONE 'UTC') AND created_at < ${HIGH}`;

export function isoDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

export interface MemberDay {
  day: string;
  newMembers: number;
  activeMembers: number;
}

export interface MembersPanel {
  days: MemberDay[];
  /** Members (not deleted) who had joined by the range's end. */
  totalMembers: number;
  /** Members active (any usage event) in the 7 and 30 days ending with the range's end. */
  weeklyActive: number;
  monthlyActive: number;
}

/** New and daily active members per day, and weekly and monthly active members at the end. */
export async function membersPanel(db: Queryable, range: DayRange): Promise<MembersPanel> {
  const days = await db.query<{ day: Date | string; new_members: number; active: number }>(
    `WITH joined AS (
       SELECT ${dayOf('created_at')} AS day, count(*)::int AS n FROM accounts
        WHERE deleted_at IS NULL AND ${inRange('created_at')} GROUP BY 1),
     active AS (
       SELECT day, active AS n FROM dashboard_daily_stats
        WHERE day >= $1::date AND day <= $2::date
       UNION ALL
       SELECT ${dayOf('created_at')}, count(DISTINCT account_id)::int FROM usage_events
        WHERE account_id IS NOT NULL AND created_at < ${HIGH}
          AND created_at >= (${LIVE_FIRST}::timestamp AT TIME ZONE 'UTC')
        GROUP BY 1)
     SELECT d.day, COALESCE(j.n, 0) AS new_members, COALESCE(a.n, 0) AS active
       FROM (${DAYS}) d LEFT JOIN joined j USING (day) LEFT JOIN active a USING (day)
      ORDER BY d.day`,
    [range.from, range.to],
  );
  // The range's end alone: $1 here is its last day.
  const end = `(($1::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  const [total] = await db.query<{
    total: number;
    stats: boolean;
    weekly: number;
    monthly: number;
    rolled: boolean;
  }>(
    `SELECT (SELECT count(*)::int FROM accounts
              WHERE deleted_at IS NULL AND created_at < ${end}) AS total,
            COALESCE(${ROLLED_THROUGH} >= $1::date, false) AS rolled,
            s.monthly_active IS NOT NULL AS stats, s.weekly_active AS weekly,
            s.monthly_active AS monthly
       FROM (SELECT 1) one
       LEFT JOIN dashboard_daily_stats s ON s.day = $1::date`,
    [range.to],
  );
  // A finished day's weekly and monthly active members were counted when it was rolled up.
  // Up to today: the members whose last rolled-up active day is in the window (an index
  // range counted, one row per member), and those active only in the live days after it. A
  // finished day the first rollup skipped: every member's active days in its 30.
  const live = `SELECT account_id, max(day) AS day FROM (${memberDays(
    `GREATEST($1::date - 29, COALESCE(${ROLLED_THROUGH} + 1, $1::date - 29))`,
    '$1::date',
  )}) l GROUP BY account_id`;
  const since = (first: string) =>
    `(SELECT count(*) FROM dashboard_member_last_active WHERE last_day >= ${first})
     + (SELECT count(*) FROM live WHERE live.day >= ${first} AND NOT EXISTS (
          SELECT 1 FROM dashboard_member_last_active r
           WHERE r.account_id = live.account_id AND r.last_day >= ${first}))`;
  const sql = total?.rolled
    ? `SELECT count(DISTINCT account_id) FILTER (WHERE day > $1::date - 7)::int AS weekly,
              count(DISTINCT account_id)::int AS monthly
         FROM (${memberDays('($1::date - 29)', '$1::date')}) recent`
    : `WITH live AS (${live})
       SELECT (${since('$1::date - 6')})::int AS weekly, (${since('$1::date - 29')})::int AS monthly`;
  const active = total?.stats
    ? { weekly: total.weekly, monthly: total.monthly }
    : (await db.query<{ weekly: number; monthly: number }>(sql, [range.to]))[0];
  return {
    days: days.map((row) => ({
      day: isoDay(row.day),
      newMembers: row.new_members,
      activeMembers: row.active,
    })),
    totalMembers: total?.total ?? 0,
    weeklyActive: active?.weekly ?? 0,
    monthlyActive: active?.monthly ?? 0,
  };
}

/**
 * Each day from `first` to `last` (SQL date expressions) with its activity, counted from the
 * tables: the rollup stores finished days with it, the panel counts the later days with it.
 */
export function activityCounts(first: string, last: string): string {
  const within = (column: string) =>
    `${column} >= (${first}::timestamp AT TIME ZONE 'UTC')
     AND ${column} < ((${last} + 1)::timestamp AT TIME ZONE 'UTC')`;
  return `WITH posts AS (
       SELECT ${dayOf('created_at')} AS day, count(*)::int AS n FROM albums
        WHERE album_type = '${POST_ALBUM_TYPE}' AND ${within('created_at')} GROUP BY 1),
     notes_by_day AS (
       SELECT ${dayOf('n.created_at')} AS day,
              count(*) FILTER (WHERE al.album_type <> ALL(${CHATS}))::int AS comments,
              count(*) FILTER (WHERE al.album_type = ANY(${CHATS}))::int AS chats
         FROM notes n JOIN albums al ON al.id = n.album_id
        WHERE ${within('n.created_at')} GROUP BY 1),
     reactions AS (
       SELECT day, count(*)::int AS n FROM (
         SELECT ${dayOf('created_at')} AS day FROM likes WHERE ${within('created_at')}
         UNION ALL
         SELECT ${dayOf('created_at')} FROM emoji_reactions WHERE ${within('created_at')}) r
        GROUP BY 1),
     plays AS (
       SELECT ${dayOf('created_at')} AS day, count(*)::int AS n FROM game_scores
        WHERE ${within('created_at')} GROUP BY 1),
     sales AS (
       SELECT ${dayOf('created_at')} AS day, count(*)::int AS n,
              COALESCE(sum(total_cents) FILTER (WHERE currency_type = 'CASH'), 0) AS cents
         FROM orders WHERE status = 'COMPLETED' AND ${within('created_at')} GROUP BY 1)
     SELECT d.day, COALESCE(p.n, 0) AS posts, COALESCE(nb.comments, 0) AS comments,
            COALESCE(r.n, 0) AS reactions, COALESCE(nb.chats, 0) AS chat_messages,
            COALESCE(q.n, 0) AS quiz_plays, COALESCE(s.n, 0) AS orders,
            COALESCE(s.cents, 0)::bigint AS revenue_cents
       FROM (SELECT g::date AS day
               FROM generate_series(${first}, ${last}, interval '1 day') AS g) d
       LEFT JOIN posts p USING (day) LEFT JOIN notes_by_day nb USING (day)
       LEFT JOIN reactions r USING (day) LEFT JOIN plays q USING (day)
       LEFT JOIN sales s USING (day)`;
}

export interface ActivityDay {
  day: string;
  posts: number;
  comments: number;
  reactions: number;
  chatMessages: number;
  quizPlays: number;
  orders: number;
  /** Cash taken by completed orders, in cents. */
  revenueCents: number;
}

/**
 * Posts, comments, reactions (likes and emoji reactions), chat messages, quiz plays
 * (scored attempts), completed orders and their cash revenue, per day.
 */
export async function activityPanel(db: Queryable, range: DayRange): Promise<ActivityDay[]> {
  const rows = await db.query<{
    day: Date | string;
    posts: number;
    comments: number;
    reactions: number;
    chat_messages: number;
    quiz_plays: number;
    orders: number;
    revenue_cents: string | number;
  }>(
    `WITH counted AS (
       SELECT day, posts, comments, reactions, chat_messages, quiz_plays, orders, revenue_cents
         FROM dashboard_daily_stats WHERE day >= $1::date AND day <= $2::date
       UNION ALL
       SELECT * FROM (${activityCounts(LIVE_FIRST, '$2::date')}) live)
     SELECT d.day, COALESCE(c.posts, 0) AS posts, COALESCE(c.comments, 0) AS comments,
            COALESCE(c.reactions, 0) AS reactions, COALESCE(c.chat_messages, 0) AS chat_messages,
            COALESCE(c.quiz_plays, 0) AS quiz_plays, COALESCE(c.orders, 0) AS orders,
            COALESCE(c.revenue_cents, 0) AS revenue_cents
       FROM (${DAYS}) d LEFT JOIN counted c USING (day)
      ORDER BY d.day`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    day: isoDay(row.day),
    posts: row.posts,
    comments: row.comments,
    reactions: row.reactions,
    chatMessages: row.chat_messages,
    quizPlays: row.quiz_plays,
    orders: row.orders,
    revenueCents: Number(row.revenue_cents),
  }));
}

export interface TopPage {
  page: string;
  views: number;
}

/** The pages (usage events' sections) most viewed in the range. */
export async function topPagesPanel(db: Queryable, range: DayRange): Promise<TopPage[]> {
  const rows = await db.query<{ tag: string; views: number }>(
    `SELECT tag, sum(views)::int AS views FROM (
       SELECT tag, views FROM dashboard_view_days
        WHERE day >= $1::date AND day <= $2::date AND custom_id = ''
       UNION ALL
       SELECT tag, 1 FROM usage_events WHERE ${LIVE_VIEWS}) v
      GROUP BY tag ORDER BY views DESC, tag LIMIT ${TOP_LIMIT}`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ page: row.tag, views: row.views }));
}

export interface TopContent {
  page: string;
  contentId: string;
  views: number;
}

/** The items (a page's `customId`: a post, a pack, a shop…) most viewed in the range. */
export async function topContentPanel(db: Queryable, range: DayRange): Promise<TopContent[]> {
  // Summed by item number (migration 346); only the items at or above the tenth sum, and
  // those first viewed in the live days, are named and ordered.
  const rows = await db.query<{ tag: string; custom_id: string; views: number }>(
    `WITH live AS (
       SELECT tag, custom_id, count(*)::int AS views FROM usage_events
        WHERE custom_id IS NOT NULL AND custom_id <> '' AND ${LIVE_VIEWS}
        GROUP BY tag, custom_id),
     -- Each live item's number looked up by its key (a few, not a hash of every item).
     numbered AS MATERIALIZED (
       SELECT l.tag, l.custom_id, l.views,
              (SELECT i.id FROM dashboard_items i
                WHERE i.tag = l.tag AND i.custom_id = l.custom_id) AS item_id
         FROM live l),
     summed AS MATERIALIZED (
       SELECT item_id, sum(views)::int AS views FROM (
         SELECT item_id, views FROM dashboard_item_days
          WHERE day >= $1::date AND day <= $2::date
         UNION ALL
         SELECT item_id, views FROM numbered WHERE item_id IS NOT NULL) v
        GROUP BY item_id),
     leaders AS (
       SELECT i.tag, i.custom_id, s.views FROM summed s JOIN dashboard_items i ON i.id = s.item_id
        WHERE s.views >= COALESCE((SELECT views FROM summed ORDER BY views DESC
                                    OFFSET ${TOP_LIMIT - 1} LIMIT 1), 0)
       UNION ALL
       SELECT tag, custom_id, views FROM numbered WHERE item_id IS NULL)
     SELECT tag, custom_id, views FROM leaders
      ORDER BY views DESC, tag, custom_id LIMIT ${TOP_LIMIT}`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ page: row.tag, contentId: row.custom_id, views: row.views }));
}

export interface Funnel {
  signedUp: number;
  posted: number;
  ordered: number;
}

/**
 * Of the members who joined in the range: how many have written a post since, and how many
 * of those have also completed an order.
 */
export async function funnelPanel(db: Queryable, range: DayRange): Promise<Funnel> {
  // Each member's posts and completed orders are kept by triggers as they are written
  // (migration 370): one small row per member, not a search of every post and order
  // (bench/results/plans/dashboard-funnel-90d.txt).
  const [row] = await db.query<{ signed_up: number; posted: number; ordered: number }>(
    `SELECT count(*)::int AS signed_up,
            count(*) FILTER (WHERE c.posts > 0)::int AS posted,
            count(*) FILTER (WHERE c.posts > 0 AND c.completed_orders > 0)::int AS ordered
       FROM accounts a LEFT JOIN dashboard_member_counts c ON c.account_id = a.id
      WHERE a.deleted_at IS NULL AND ${inRange('a.created_at')}`,
    [range.from, range.to],
  );
  return { signedUp: row?.signed_up ?? 0, posted: row?.posted ?? 0, ordered: row?.ordered ?? 0 };
}

// The dashboard's rollups (migration 321): each finished UTC day of usage events is rolled
// up once, on the first dashboard read after it ends, into the members active that day and
// the views of each page and item. A day counts as finished five minutes after midnight UTC,
// so an event whose transaction began before midnight has landed before its day is rolled
// up. Days after the last rolled-up one are counted live from usage_events by every panel.
import type { Db, Queryable } from '../../../db/db.ts';
import { activityCounts } from './dashboard-queries.ts';

/** Weekly and monthly active members are counted for at most this many newly rolled days. */
const ACTIVE_WINDOWS_DAYS = 31;

/** How long after midnight UTC a day is rolled up: writes begun before it have landed. */
export const SETTLE_INTERVAL = '5 minutes';

/** Rolls up every finished day not rolled up yet; at once when there is none. */
export async function rollUpFinishedDays(db: Db): Promise<void> {
  const due = `((now() - interval '${SETTLE_INTERVAL}') AT TIME ZONE 'UTC')::date - 1`;
  const [state] = await db.query<{ behind: boolean }>(
    `SELECT rolled_through IS NULL OR rolled_through < ${due} AS behind
       FROM dashboard_rollup_state`,
  );
  if (!state?.behind) return;
  await db.transaction(async (tx) => {
    // One rollup at a time; a second reader waits, then finds nothing left to do.
    const [locked] = await tx.query<{ first: Date | string | null; last: Date | string }>(
      `SELECT COALESCE(rolled_through + 1, (SELECT (min(at) AT TIME ZONE 'UTC')::date FROM (
                SELECT min(created_at) AS at FROM usage_events
                UNION ALL SELECT min(created_at) FROM albums
                UNION ALL SELECT min(created_at) FROM notes
                UNION ALL SELECT min(created_at) FROM likes
                UNION ALL SELECT min(created_at) FROM emoji_reactions
                UNION ALL SELECT min(created_at) FROM game_scores
                UNION ALL SELECT min(created_at) FROM orders) firsts))
                AS first,
              ${due} AS last
         FROM dashboard_rollup_state FOR UPDATE`,
    );
    if (!locked) return;
    if (locked.first !== null) await rollUp(tx, locked.first, locked.last);
    await tx.query('UPDATE dashboard_rollup_state SET rolled_through = $1::date', [locked.last]);
  });
}

async function rollUp(tx: Queryable, first: Date | string, last: Date | string): Promise<void> {
  const bounds = [first, last];
  const range = `created_at >= ($1::date::timestamp AT TIME ZONE 'UTC')
             AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  await tx.query(
    `INSERT INTO dashboard_member_days (day, account_id)
     SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date, account_id FROM usage_events
      WHERE account_id IS NOT NULL AND ${range}
     ON CONFLICT DO NOTHING`,
    bounds,
  );
  // Each page's total (custom_id '').
  await tx.query(
    `INSERT INTO dashboard_view_days (day, tag, custom_id, views)
     SELECT (created_at AT TIME ZONE 'UTC')::date, tag, '', count(*)
       FROM usage_events WHERE action = 'Viewed' AND ${range}
      GROUP BY 1, 2
     ON CONFLICT (day, tag, custom_id) DO UPDATE SET views = EXCLUDED.views`,
    bounds,
  );
  // Each item's views, by its number (migration 346).
  const items = `action = 'Viewed' AND custom_id IS NOT NULL AND custom_id <> '' AND ${range}`;
  await tx.query(
    `INSERT INTO dashboard_items (tag, custom_id)
     SELECT DISTINCT tag, custom_id FROM usage_events WHERE ${items}
     ON CONFLICT (tag, custom_id) DO NOTHING`,
    bounds,
  );
  await tx.query(
    `INSERT INTO dashboard_item_days (day, item_id, views)
     SELECT v.day, i.id, v.n FROM (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, tag, custom_id, count(*)::int AS n
         FROM usage_events WHERE ${items} GROUP BY 1, 2, 3) v
       JOIN dashboard_items i USING (tag, custom_id)
     ON CONFLICT (day, item_id) DO UPDATE SET views = EXCLUDED.views`,
    bounds,
  );
  await tx.query(
    `INSERT INTO dashboard_member_last_active (account_id, last_day)
     SELECT account_id, max(day) FROM dashboard_member_days
      WHERE day >= $1::date AND day <= $2::date GROUP BY account_id
     ON CONFLICT (account_id) DO UPDATE
       SET last_day = GREATEST(dashboard_member_last_active.last_day, EXCLUDED.last_day)`,
    bounds,
  );
  // Each member's first active day of a week among the new days (none before them that
  // week) adds one to the week of the day they joined (migration 345).
  await tx.query(
    `INSERT INTO dashboard_cohort_weeks (join_day, week, members)
     SELECT (a.created_at AT TIME ZONE 'UTC')::date, w.week, count(*)::int
       FROM (SELECT DISTINCT account_id, date_trunc('week', day)::date AS week
               FROM dashboard_member_days WHERE day >= $1::date AND day <= $2::date) w
       JOIN accounts a ON a.id = w.account_id
      WHERE NOT EXISTS (SELECT 1 FROM dashboard_member_days e
                         WHERE e.account_id = w.account_id AND e.day >= w.week
                           AND e.day < $1::date)
      GROUP BY 1, 2
     ON CONFLICT (join_day, week) DO UPDATE
       SET members = dashboard_cohort_weeks.members + EXCLUDED.members`,
    bounds,
  );
  await tx.query(
    `INSERT INTO dashboard_daily_stats (day, active, posts, comments, reactions, chat_messages,
       quiz_plays, orders, revenue_cents)
     SELECT c.day, COALESCE(m.n, 0), c.posts, c.comments, c.reactions, c.chat_messages,
            c.quiz_plays, c.orders, c.revenue_cents
       FROM (${activityCounts('$1::date', '$2::date')}) c
       LEFT JOIN (SELECT day, count(*)::int AS n FROM dashboard_member_days
                   WHERE day >= $1::date AND day <= $2::date GROUP BY day) m USING (day)
     ON CONFLICT (day) DO NOTHING`,
    bounds,
  );
  // Weekly and monthly active members as of each new day (the last ACTIVE_WINDOWS_DAYS of
  // a long first rollup: the panel counts an older day's from its member days).
  await tx.query(
    `UPDATE dashboard_daily_stats s
        SET weekly_active = (SELECT count(DISTINCT account_id) FROM dashboard_member_days m
                              WHERE m.day > s.day - 7 AND m.day <= s.day),
            monthly_active = (SELECT count(DISTINCT account_id) FROM dashboard_member_days m
                               WHERE m.day > s.day - 30 AND m.day <= s.day)
      WHERE s.day >= GREATEST($1::date, $2::date - ${ACTIVE_WINDOWS_DAYS - 1}) AND s.day <= $2::date`,
    bounds,
  );
}

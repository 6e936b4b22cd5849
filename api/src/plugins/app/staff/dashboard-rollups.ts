// The dashboard's rollups (migration 321): each finished UTC day of usage events is rolled
// up once, on the first dashboard read after it ends, into the members active that day and
// the views of each page and item. A day counts as finished five minutes after midnight UTC,
// so an event whose transaction began before midnight has landed before its day is rolled
// up. Days after the last rolled-up one are counted live from usage_events by every panel.
import type { Db, Queryable } from '../../../db/db.ts';

/** How long after midnight UTC a day is rolled up: writes begun before it have landed. */
export const SETTLE_INTERVAL = '5 minutes';

/** The last rolled-up day, as SQL for a panel's query (null: none yet). */
export const ROLLED_THROUGH = '(SELECT rolled_through FROM dashboard_rollup_state)';

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
      `SELECT COALESCE(rolled_through + 1,
                       (SELECT (min(created_at) AT TIME ZONE 'UTC')::date FROM usage_events))
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
  // Each page's total (custom_id ''), then each item's views.
  await tx.query(
    `INSERT INTO dashboard_view_days (day, tag, custom_id, views)
     SELECT (created_at AT TIME ZONE 'UTC')::date, tag, '', count(*)
       FROM usage_events WHERE action = 'Viewed' AND ${range}
      GROUP BY 1, 2
     ON CONFLICT (day, tag, custom_id) DO UPDATE SET views = EXCLUDED.views`,
    bounds,
  );
  await tx.query(
    `INSERT INTO dashboard_view_days (day, tag, custom_id, views)
     SELECT (created_at AT TIME ZONE 'UTC')::date, tag, custom_id, count(*)
       FROM usage_events
      WHERE action = 'Viewed' AND custom_id IS NOT NULL AND custom_id <> '' AND ${range}
      GROUP BY 1, 2, 3
     ON CONFLICT (day, tag, custom_id) DO UPDATE SET views = EXCLUDED.views`,
    bounds,
  );
}

// The community dashboard's retention panel (issue 38): members by the week they joined and
// how many of them were active each week after. A cohort's weeks wholly rolled up are read
// from the per-join-day, per-week sums (migration 345); the range's edge weeks and the live
// days are counted member by member (dashboard-queries.ts's memberDays).
import type { Queryable } from '../../../db/db.ts';
import {
  inRange,
  isoDay,
  memberDays,
  RANGE_START,
  ROLLED_THROUGH,
  type DayRange,
} from './dashboard-queries.ts';

export interface Cohort {
  /** The Monday (UTC) of the week the cohort joined. */
  week: string;
  members: number;
  /** Active members of the cohort in its week 0, 1, 2… up to the range's end. */
  active: number[];
}

/** Weekly retention: members by the week they joined, and how many were active each week after. */
export async function retentionPanel(db: Queryable, range: DayRange): Promise<Cohort[]> {
  const rows = await db.query<{
    week: Date | string;
    members: number;
    week_offset: number | null;
    active: number;
  }>(
    `WITH span AS (
       SELECT date_trunc('week', ($1::date + 6)::timestamp)::date AS first_full,
              date_trunc('week', (LEAST($2::date, COALESCE(r, $1::date - 1)) - 6)::timestamp)::date
                AS last_full,
              -- The week of the last rolled-up day when the range ends in it after that day:
              -- its rolled-up days are summed, its live days counted member by member.
              CASE WHEN r < $2::date
                        AND $2::date <= date_trunc('week', r::timestamp)::date + 6
                        AND date_trunc('week', r::timestamp)::date >= $1::date
                   THEN date_trunc('week', r::timestamp)::date END AS tail, r
         FROM (SELECT ${ROLLED_THROUGH} AS r) rolled),
     summable AS (
       SELECT CASE WHEN first_full <= last_full THEN first_full ELSE tail END AS s_first,
              COALESCE(tail, CASE WHEN first_full <= last_full THEN last_full END) AS s_last,
              tail, r
         FROM span),
     edges AS (
       SELECT COALESCE(s_first - 1, $2::date) AS head_end,
              COALESCE(s_last + 7, $2::date + 1) AS tail_first,
              CASE WHEN tail IS NOT NULL THEN r + 1 ELSE $2::date + 1 END AS live_first,
              tail, r, s_first, s_last
         FROM summable),
     full_weeks AS (
       SELECT g::date AS week FROM edges,
              generate_series(s_first, s_last, interval '7 days') AS g),
     -- Cohort sizes counted from the index of join times; no list of the cohort's members
     -- is materialized and read again by each part below (each joins accounts itself).
     sizes AS (
       SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week,
              count(*)::int AS members
         FROM accounts WHERE deleted_at IS NULL AND ${inRange('created_at')} GROUP BY 1),
     -- The range's first days before its first whole week: only the members who joined in
     -- them have a week there (a cohort's week 0 is the week it joined), so they alone are
     -- joined; the days after the last whole week, with every member who joined in the range.
     edge_days AS (
       SELECT md.day, a.id, a.created_at
         FROM (${memberDays('$1::date', '(SELECT head_end FROM edges)')}) md
         JOIN accounts a ON a.id = md.account_id
        WHERE a.deleted_at IS NULL AND a.created_at >= ${RANGE_START}
          AND a.created_at < (((SELECT head_end FROM edges) + 1)::timestamp AT TIME ZONE 'UTC')
       UNION ALL
       SELECT md.day, a.id, a.created_at
         FROM (${memberDays('(SELECT tail_first FROM edges)', '$2::date')}) md
         JOIN accounts a ON a.id = md.account_id
        WHERE a.deleted_at IS NULL AND ${inRange('a.created_at')}),
     edge_seen AS (
       SELECT DISTINCT id, week, (date_trunc('week', day)::date - week) / 7 AS week_offset
         FROM (SELECT day, id, date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week
                 FROM edge_days) d),
     -- The live days after the last rolled-up one, for the members not already active in
     -- that week's rolled-up days.
     live_days AS (
       SELECT md.day, a.id, date_trunc('week', a.created_at AT TIME ZONE 'UTC')::date AS week
         FROM (${memberDays('(SELECT live_first FROM edges)', '$2::date')}) md
         JOIN accounts a ON a.id = md.account_id
        WHERE a.deleted_at IS NULL AND ${inRange('a.created_at')}
          AND NOT EXISTS (SELECT 1 FROM dashboard_member_days e
                           WHERE e.account_id = md.account_id
                             AND e.day >= (SELECT tail FROM edges)
                             AND e.day <= (SELECT r FROM edges))),
     live_seen AS (
       SELECT DISTINCT id, week, (date_trunc('week', day)::date - week) / 7 AS week_offset
         FROM live_days),
     summed AS (
       SELECT date_trunc('week', cw.join_day::timestamp)::date AS week,
              (cw.week - date_trunc('week', cw.join_day::timestamp)::date) / 7 AS week_offset,
              sum(cw.members)::int AS n
         FROM dashboard_cohort_weeks cw JOIN full_weeks f ON f.week = cw.week
        WHERE cw.join_day >= $1::date AND cw.join_day <= $2::date
        GROUP BY 1, 2),
     deleted AS (
       SELECT date_trunc('week', a.created_at AT TIME ZONE 'UTC')::date AS week,
              (f.week - date_trunc('week', a.created_at AT TIME ZONE 'UTC')::date) / 7
                AS week_offset,
              count(DISTINCT a.id)::int AS n
         FROM accounts a
         JOIN dashboard_member_days md ON md.account_id = a.id
         JOIN full_weeks f ON md.day >= f.week AND md.day < f.week + 7
        WHERE a.deleted_at IS NOT NULL AND ${inRange('a.created_at')}
        GROUP BY 1, 2),
     seen AS (
       SELECT week, week_offset, sum(n)::int AS active FROM (
         SELECT week, week_offset, count(*)::int AS n FROM edge_seen GROUP BY 1, 2
         UNION ALL SELECT week, week_offset, count(*)::int FROM live_seen GROUP BY 1, 2
         UNION ALL SELECT week, week_offset, n FROM summed
         UNION ALL SELECT week, week_offset, -n FROM deleted) parts
        GROUP BY 1, 2)
     SELECT s.week, s.members, seen.week_offset, COALESCE(seen.active, 0) AS active
       FROM sizes s LEFT JOIN seen USING (week)
      ORDER BY s.week, seen.week_offset`,
    [range.from, range.to],
  );
  const end = Date.parse(`${range.to}T00:00:00Z`);
  const cohorts = new Map<string, Cohort>();
  for (const row of rows) {
    const week = isoDay(row.week);
    let cohort = cohorts.get(week);
    if (!cohort) {
      const weeks = Math.floor((end - Date.parse(`${week}T00:00:00Z`)) / (7 * 86_400_000)) + 1;
      cohort = { week, members: row.members, active: Array<number>(weeks).fill(0) };
      cohorts.set(week, cohort);
    }
    if (row.week_offset !== null && row.week_offset < cohort.active.length) {
      cohort.active[row.week_offset] = row.active;
    }
  }
  return [...cohorts.values()];
}

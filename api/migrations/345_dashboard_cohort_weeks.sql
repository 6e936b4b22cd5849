-- The retention panel's rollup (issue 38): how many members who joined on each UTC day were
-- active in each week (Monday, UTC) of the rolled-up days, each member counted once a week.
-- Kept up to date by each day's rollup (dashboard-rollups.ts) from the member days it adds,
-- so a cohort's fully rolled-up weeks are read as a few sums instead of every member's every
-- day; the weeks at the range's edges and the live days are still counted member by member.
-- Members deleted later are still in these sums: the panel takes them out when it reads.
CREATE TABLE dashboard_cohort_weeks (
  join_day date NOT NULL,
  week date NOT NULL,
  members integer NOT NULL CHECK (members > 0),
  PRIMARY KEY (join_day, week)
);

INSERT INTO dashboard_cohort_weeks (join_day, week, members)
SELECT (a.created_at AT TIME ZONE 'UTC')::date, w.week, count(*)::int
  FROM (SELECT DISTINCT account_id, date_trunc('week', day)::date AS week
          FROM dashboard_member_days) w
  JOIN accounts a ON a.id = w.account_id
 GROUP BY 1, 2;

-- The members deleted since they joined, taken out of those sums by the panel.
CREATE INDEX accounts_deleted_created_idx ON accounts (created_at) WHERE deleted_at IS NOT NULL;

-- The members who joined in a range, read from the index alone (retention, the funnel).
DROP INDEX accounts_created_idx;
CREATE INDEX accounts_created_idx ON accounts (created_at) INCLUDE (id) WHERE deleted_at IS NULL;

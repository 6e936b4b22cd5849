-- The dashboard's rollups of usage events (issue 38), one row per finished UTC day: which
-- members were active (for daily, weekly and monthly active members and the retention
-- cohorts) and how many views each page and each item had. Finished days are rolled up on
-- the first dashboard read after they end (dashboard-rollups.ts); the days after the last
-- rolled-up one (today, at least) are always counted live from usage_events, so no figure
-- waits for a refresh. No foreign key: a deleted member's past activity still counted.
CREATE TABLE dashboard_member_days (
  day date NOT NULL,
  account_id integer NOT NULL,
  PRIMARY KEY (day, account_id)
);
CREATE INDEX dashboard_member_days_account_idx ON dashboard_member_days (account_id, day);

-- custom_id '' is the page's own total; other rows count the views of one item on it.
CREATE TABLE dashboard_view_days (
  day date NOT NULL,
  tag text NOT NULL,
  custom_id text NOT NULL,
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (day, tag, custom_id)
);
CREATE INDEX dashboard_view_days_pages_idx ON dashboard_view_days (day) INCLUDE (tag, views)
  WHERE custom_id = '';

-- The last day rolled up (null: none yet); its one row is locked while a rollup runs.
CREATE TABLE dashboard_rollup_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  rolled_through date
);
INSERT INTO dashboard_rollup_state (rolled_through) VALUES (NULL);

-- Each finished day's figures: members active that day (and in the 7 and 30 days ending
-- with it, null where the first rollup of a long history skipped them), posts, comments,
-- chat messages, reactions, quiz plays, completed orders and their cash revenue, as counted
-- when the day was rolled up (a post deleted later still counts on its day).
CREATE TABLE dashboard_daily_stats (
  day date PRIMARY KEY,
  active integer NOT NULL,
  weekly_active integer,
  monthly_active integer,
  posts integer NOT NULL,
  comments integer NOT NULL,
  reactions integer NOT NULL,
  chat_messages integer NOT NULL,
  quiz_plays integer NOT NULL,
  orders integer NOT NULL,
  revenue_cents bigint NOT NULL
);

-- Each member's last active rolled-up day: weekly and monthly active members up to today
-- without reading every member's every day.
CREATE TABLE dashboard_member_last_active (
  account_id integer PRIMARY KEY,
  last_day date NOT NULL
);
CREATE INDEX dashboard_member_last_active_day_idx ON dashboard_member_last_active (last_day)
  INCLUDE (account_id);

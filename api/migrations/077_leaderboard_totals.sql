-- The all-time global boards (POINTS, LEVELS, TICKETS) read stored per-member totals instead
-- of summing every score on each request: a page is an index scan with a LIMIT, a member's rank
-- one more than those ahead (the members at each higher score, summed, then an index range of
-- those level with them but faster). Only ranked members (score_value > 0) have a row. The API refreshes a member's rows in the transaction that records their play, from the
-- same totals query the windowed and tournament boards run.
CREATE TABLE leaderboard_totals (
  rank_type text NOT NULL CHECK (rank_type IN ('POINTS', 'LEVELS', 'TICKETS')),
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  score_value integer NOT NULL CHECK (score_value > 0),
  time_value integer NOT NULL,
  count_value integer NOT NULL,
  updated timestamptz NOT NULL,
  PRIMARY KEY (account_id, rank_type)
);

-- The board's order: rank (score down, time up), then who got there first, then id.
CREATE INDEX leaderboard_totals_rank_idx ON leaderboard_totals
  (rank_type, score_value DESC, time_value, updated, account_id);

-- How many members hold each score on each board: how many are ranked, and how many are
-- ahead of a score, are sums over a few hundred scores instead of counts over every member.
-- Kept by upserting changes, so an insert's proposed row may be negative: no CHECK on members.
CREATE TABLE leaderboard_score_counts (
  rank_type text NOT NULL CHECK (rank_type IN ('POINTS', 'LEVELS', 'TICKETS')),
  score_value integer NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (rank_type, score_value)
);

-- Existing play, totalled as the API's totals query does at this version.
INSERT INTO leaderboard_totals (rank_type, account_id, score_value, time_value, count_value, updated)
SELECT * FROM (
  SELECT 'POINTS', account_id, LEAST(sum(points), 2147483647)::int,
         LEAST(sum(time_ms), 2147483647)::int, count(*)::int, max(created_at)
    FROM (SELECT DISTINCT ON (account_id, level_id) account_id, points, time_ms, created_at
            FROM game_scores ORDER BY account_id, level_id, points DESC, time_ms, id) best
   GROUP BY account_id
  UNION ALL
  SELECT 'LEVELS', account_id, count(DISTINCT level_id)::int, 0, count(DISTINCT pack_id)::int,
         max(created_at)
    FROM game_scores WHERE passed GROUP BY account_id
  UNION ALL
  SELECT 'TICKETS', account_id, sum(amount)::int, 0, count(*)::int, max(created_at)
    FROM ticket_ledger WHERE entry_type = 'EARNED' GROUP BY account_id
) totals (rank_type, account_id, score_value, time_value, count_value, updated)
WHERE score_value > 0;

INSERT INTO leaderboard_score_counts (rank_type, score_value, members)
SELECT rank_type, score_value, count(*) FROM leaderboard_totals GROUP BY rank_type, score_value;

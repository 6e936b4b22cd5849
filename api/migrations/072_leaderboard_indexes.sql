-- Leaderboards take each member's best attempt per level (DISTINCT ON account, level, by
-- points, time and id). This index hands the rows over in exactly that order, with the
-- columns the boards filter on, so PostgreSQL reads it instead of sorting every score.
CREATE INDEX game_scores_best_idx ON game_scores
  (account_id, level_id, points DESC, time_ms, id) INCLUDE (created_at, tournament_id, passed);

-- When a tournament's result went out to its members (see tournament-results.ts). Those that
-- ended before results were announced are marked done, so an upgrade sends no stale news.
ALTER TABLE tournaments ADD COLUMN results_announced_at timestamptz;
UPDATE tournaments SET results_announced_at = end_date WHERE end_date <= now();
CREATE INDEX tournaments_unannounced_idx ON tournaments (end_date)
  WHERE results_announced_at IS NULL;

-- Badges are awarded, not only computed: a tier a member reached is written once, with when.
-- The primary key makes "exactly once" hold however many triggers race.
CREATE TABLE achievement_awards (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  tier_id integer NOT NULL REFERENCES achievement_tiers (id) ON DELETE CASCADE,
  awarded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, tier_id)
);

-- New rules: posts written, orders placed, the longest run of days with a level completed,
-- and tournaments won.
ALTER TABLE achievements DROP CONSTRAINT achievements_rank_type_check;
ALTER TABLE achievements ADD CONSTRAINT achievements_rank_type_check CHECK (rank_type IN
  ('POINTS', 'TICKETS', 'LEVELS', 'TOURNAMENTS', 'POSTS', 'ORDERS', 'QUIZ_STREAK',
   'TOURNAMENT_WINS'));
CREATE UNIQUE INDEX achievements_title_idx ON achievements (title);

-- Members following members (one way, unlike friendships).
CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  followed_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
-- Follower counts and "who follows this member" read by the followed side.
CREATE INDEX follows_followed_idx ON follows (followed_id);

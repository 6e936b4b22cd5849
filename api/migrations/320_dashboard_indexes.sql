-- The operator's community dashboard (issue 38) counts each day of a date range straight from
-- the tables it describes, so today's figures are always current (no rollup to go stale).
-- These indexes keep those counts fast at a million usage events: each panel reads only the
-- days asked for, and the wide ones are answered from the index alone.

-- Daily, weekly and monthly active members, and the weekly retention cohorts.
CREATE INDEX usage_events_created_account_idx ON usage_events (created_at, account_id)
  WHERE account_id IS NOT NULL;
-- Top pages and top content by views.
CREATE INDEX usage_events_viewed_idx ON usage_events (created_at) INCLUDE (tag, custom_id)
  WHERE action = 'Viewed';
-- New members by day, the funnel and the cohorts (members who joined in the range).
CREATE INDEX accounts_created_idx ON accounts (created_at) WHERE deleted_at IS NULL;
-- Comments and chat messages, reactions, quiz plays and orders by day.
CREATE INDEX notes_created_idx ON notes (created_at) INCLUDE (album_id);
CREATE INDEX likes_created_idx ON likes (created_at);
CREATE INDEX emoji_reactions_created_idx ON emoji_reactions (created_at);
CREATE INDEX game_scores_created_idx ON game_scores (created_at);
CREATE INDEX orders_created_idx ON orders (created_at) INCLUDE (status, currency_type, total_cents);

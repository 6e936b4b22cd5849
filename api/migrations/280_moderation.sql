-- Moderation (issue 35): one state for every reportable item, the review queue, sanctions
-- on members and the operator's auto-hide threshold.

-- Reviews of shops and products are reported too (a review is a post with a rating, so
-- flagable_id is its album id).
ALTER TABLE flags DROP CONSTRAINT flags_flagable_type_check;
ALTER TABLE flags ADD CONSTRAINT flags_flagable_type_check
  CHECK (flagable_type IN ('ALBUM', 'NOTE', 'CHAT_MESSAGE', 'REVIEW', 'ACCOUNT'));

-- The operator's settings of moderation: one row.
CREATE TABLE moderation_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- Reported by this many members (since it last entered the queue), an item is hidden
  -- from everybody but its author until a moderator looks at it.
  hide_threshold integer NOT NULL DEFAULT 3 CHECK (hide_threshold BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO moderation_settings DEFAULT VALUES;

-- The moderation state of an item and its place in the review queue: one row per item
-- that was ever reported or held. An item without a row is visible. `subject` is where the
-- item is stored (ALBUM: posts and reviews; NOTE: comments and chat messages; ACCOUNT: a
-- member's profile); `kind` is what it is to a person. The read rule (kernel/moderation.ts):
-- VISIBLE is shown to all; UNDER_REVIEW (hidden by reports or held on writing) and HIDDEN
-- (hidden by a moderator) only to the author; REMOVED (deleted by a moderator) to nobody.
CREATE TABLE moderation_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject text NOT NULL CHECK (subject IN ('ALBUM', 'NOTE', 'ACCOUNT')),
  item_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ALBUM', 'NOTE', 'CHAT_MESSAGE', 'REVIEW', 'ACCOUNT')),
  author_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'VISIBLE'
    CHECK (state IN ('VISIBLE', 'UNDER_REVIEW', 'HIDDEN', 'REMOVED')),
  -- Waiting for a moderator. Leaves the queue when a moderator acts on it; a new report
  -- brings it back (and reports are counted again from then: opened_at).
  in_queue boolean NOT NULL DEFAULT true,
  -- Why it was held for review on writing (watched words…); null when members reported it.
  held_reason text CHECK (held_reason IS NULL OR length(btrim(held_reason)) BETWEEN 1 AND 500),
  opened_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by integer REFERENCES accounts (id) ON DELETE SET NULL,
  resolution text CHECK (resolution IN
    ('DISMISSED', 'APPROVED', 'HIDDEN', 'REMOVED', 'WARNED', 'SUSPENDED', 'BANNED')),
  UNIQUE (subject, item_id)
);
CREATE INDEX moderation_items_queue_idx ON moderation_items (opened_at, id) WHERE in_queue;
CREATE INDEX moderation_items_author_idx ON moderation_items (author_id);

-- Items reported before the queue existed enter it; albums reported three times (the old
-- fixed threshold) stay hidden, now under review.
INSERT INTO moderation_items (subject, item_id, kind, author_id, state, opened_at)
SELECT CASE f.flagable_type WHEN 'CHAT_MESSAGE' THEN 'NOTE' ELSE f.flagable_type END,
       f.flagable_id, f.flagable_type,
       COALESCE(max(f.reported_account_id), max(al.owner_id), max(n.owner_id)),
       CASE WHEN max(al.flag_count) >= 3 THEN 'UNDER_REVIEW' ELSE 'VISIBLE' END,
       min(f.created_at)
  FROM flags f
  LEFT JOIN albums al ON f.flagable_type = 'ALBUM' AND al.id = f.flagable_id
  LEFT JOIN notes n ON f.flagable_type IN ('NOTE', 'CHAT_MESSAGE') AND n.id = f.flagable_id
 GROUP BY f.flagable_type, f.flagable_id
ON CONFLICT (subject, item_id) DO NOTHING;

-- Warnings, suspensions and bans of members. A suspension refuses every write until
-- ends_at; a ban refuses everything, sign-in included. Lifting one keeps the row.
CREATE TABLE member_sanctions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('WARNING', 'SUSPENSION', 'BAN')),
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 500),
  -- The queue item it was given for, if any.
  moderation_item_id integer REFERENCES moderation_items (id) ON DELETE SET NULL,
  created_by integer REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  lifted_at timestamptz,
  lifted_by integer REFERENCES accounts (id) ON DELETE SET NULL,
  CHECK ((kind = 'SUSPENSION') = (ends_at IS NOT NULL))
);
CREATE INDEX member_sanctions_account_idx ON member_sanctions (account_id, created_at DESC);
-- Every member write reads this: the restrictions in force.
CREATE INDEX member_sanctions_in_force_idx ON member_sanctions (account_id)
  WHERE lifted_at IS NULL AND kind <> 'WARNING';

-- The wall's cached answers depend on what moderation hides (migration 140).
CREATE TRIGGER moderation_items_content_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON moderation_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();

-- Block and mute (issue 34): one row per member and the member they hid. A mute hides the
-- muted member's posts, comments, messages and notifications from the muting member; a
-- block does that both ways, keeps them apart in member lists and search, and stops
-- messages and group-chat invitations between them. A block replaces a mute of the same
-- member (one row per pair), so undoing either leaves nothing behind.
CREATE TABLE member_hides (
  member_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  hidden_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('BLOCK', 'MUTE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, hidden_id),
  CHECK (member_id <> hidden_id)
);

-- The rule reads both directions: whom a viewer hid, and who blocked the viewer.
CREATE INDEX member_hides_hidden ON member_hides (hidden_id, member_id);

-- The wall's cached answers depend on who hid whom (migration 140).
CREATE TRIGGER member_hides_content_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_hides
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();

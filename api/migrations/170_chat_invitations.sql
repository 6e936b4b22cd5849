-- Being put in a group chat needs the member's consent (issue 32): someone who does not
-- follow the member adding them is invited instead, and joins only by accepting. Until
-- then they are not in chat_members, so they see nothing of the chat. A declined
-- invitation stays, so the same group cannot ask (and notify) them again.
CREATE TABLE chat_invitations (
  album_id integer NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  inviter_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  declined_at timestamptz,
  PRIMARY KEY (album_id, account_id)
);
CREATE INDEX chat_invitations_pending_idx ON chat_invitations (account_id, created_at)
  WHERE declined_at IS NULL;

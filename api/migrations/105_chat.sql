-- Chat: a conversation is an album of type chat_single or chat_group, its messages are notes
-- in it. Who is in a conversation, how far each member has read, the one album per pair of
-- a one-to-one chat, photos attached to a message, and the client's message id that makes a
-- retried send store one message.

CREATE TABLE chat_members (
  album_id integer NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message this member has seen (no foreign key: a read message may be deleted).
  last_read_note_id integer NOT NULL DEFAULT 0,
  PRIMARY KEY (album_id, account_id)
);
CREATE INDEX chat_members_account_idx ON chat_members (account_id);

-- The one-to-one chat of a pair, the smaller account id first, so a pair has one chat
-- however many times (or however concurrently) either of them starts it.
CREATE TABLE chat_pairs (
  low_account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  high_account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  album_id integer NOT NULL UNIQUE REFERENCES albums (id) ON DELETE CASCADE,
  PRIMARY KEY (low_account_id, high_account_id),
  CHECK (low_account_id < high_account_id)
);

-- A message may be photos only; comments keep their 1–2,000 characters in the route.
ALTER TABLE notes DROP CONSTRAINT notes_comment_check;
ALTER TABLE notes ADD CONSTRAINT notes_comment_check CHECK (char_length(comment) <= 4000);

-- A retried send carries the same client id: one message per sender, chat and client id.
ALTER TABLE notes ADD COLUMN client_message_id text
  CHECK (char_length(client_message_id) BETWEEN 1 AND 64);
CREATE UNIQUE INDEX notes_client_message_idx ON notes (album_id, owner_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
-- Chat history pages backwards by id.
CREATE INDEX notes_album_id_idx ON notes (album_id, id);

-- Photos of a chat message belong to the chat album and to the message.
ALTER TABLE assets ADD COLUMN note_id integer REFERENCES notes (id) ON DELETE CASCADE;
CREATE INDEX assets_note_idx ON assets (note_id) WHERE note_id IS NOT NULL;

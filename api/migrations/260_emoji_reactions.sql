-- Emoji reactions beside Like: one per member on each post (album) or comment (note), which
-- they may change or withdraw. The rows go with their post, comment or member.
CREATE TABLE emoji_reactions (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  album_id integer REFERENCES albums (id) ON DELETE CASCADE,
  note_id integer REFERENCES notes (id) ON DELETE CASCADE,
  reaction text NOT NULL
    CHECK (reaction IN ('thumbs-up', 'heart', 'laugh', 'wow', 'sad', 'thanks')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((album_id IS NULL) <> (note_id IS NULL))
);
CREATE UNIQUE INDEX emoji_reactions_one_per_album ON emoji_reactions (album_id, account_id)
  WHERE album_id IS NOT NULL;
CREATE UNIQUE INDEX emoji_reactions_one_per_note ON emoji_reactions (note_id, account_id)
  WHERE note_id IS NOT NULL;
CREATE INDEX emoji_reactions_account_idx ON emoji_reactions (account_id);

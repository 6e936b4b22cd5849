-- Channels, groups, events and trainings (the content sections members join).

-- A post written inside a channel or a group names its album. Deleting the channel or the
-- group deletes its posts.
ALTER TABLE albums ADD COLUMN parent_album_id integer REFERENCES albums (id) ON DELETE CASCADE;
CREATE INDEX albums_parent_idx ON albums (parent_album_id, created_at DESC, id DESC)
  WHERE parent_album_id IS NOT NULL;

-- album_members (010) now also holds who joined a group, follows a channel or attends an
-- event: one row per member and album, whatever the section calls it.
CREATE INDEX album_members_album_joined_idx ON album_members (album_id, joined_at DESC);

-- The lessons of a training each member has completed (lesson ids come from the
-- training's metaData.lessons).
CREATE TABLE training_progress (
  album_id integer NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  lesson_id text NOT NULL CHECK (length(lesson_id) BETWEEN 1 AND 64),
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, album_id, lesson_id)
);

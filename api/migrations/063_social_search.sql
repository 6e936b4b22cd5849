-- Full-text search of albums (title weighs more than the text) and of comments, with GIN
-- indexes; the same statements run on PGlite, so both answer alike.
ALTER TABLE albums ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')
) STORED;
CREATE INDEX albums_search_idx ON albums USING GIN (search_vector);

ALTER TABLE notes ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('english', comment)
) STORED;
CREATE INDEX notes_search_idx ON notes USING GIN (search_vector);

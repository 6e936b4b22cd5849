-- Watched words (issue 35): an operator's list of words and phrases that refuse a member's
-- text or hold it for review. A pattern is stored folded (lower case, accents removed, one
-- space between words, `*` for any letters within a word), so two spellings of one entry
-- cannot both exist. The API keeps the compiled list in memory; the trigger below tells
-- every instance (and this one) when the list changed, whoever changed it.
CREATE TABLE watched_words (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pattern text NOT NULL CONSTRAINT watched_words_pattern_unique UNIQUE
    CHECK (length(pattern) BETWEEN 2 AND 60),
  action text NOT NULL CHECK (action IN ('REFUSE', 'HOLD')),
  created_by integer NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer NOT NULL REFERENCES accounts (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION announce_watched_words_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('canopy_watched_words_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER watched_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON watched_words
  FOR EACH STATEMENT EXECUTE FUNCTION announce_watched_words_change();

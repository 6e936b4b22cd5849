-- One search (issue 34): the header's search finds members as well as posts, comments,
-- events, groups, shops and products (those have their full-text columns since 063 and 075).
-- Names and handles are not English prose, so they are not stemmed ('simple'): "Ada"
-- finds "Ada" and, as a prefix, "Adaline", never a word PostgreSQL thinks is its root. A
-- handle is cut at its dots, dashes and underscores, as the search cuts what is typed
-- ("ada.l" is found by "ada l", "ada.l" and "@ada.l" alike).
ALTER TABLE accounts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', first_name || ' ' || last_name), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(username, '[^[:alnum:]]+', ' ', 'g')), 'B')
) STORED;
CREATE INDEX accounts_search_idx ON accounts USING GIN (search_vector);

-- The #tags written in an album's text, lowercased, for the tag page (GET /albums/tagged).
-- A tag is # and a letter, then letters, digits or _ (at most 50 in all), not glued to a
-- word, an entity (&#38;), a path or another # before it: shared-core's hashtag rule is the
-- browser's copy, and test/contracts keeps the two equal.
CREATE FUNCTION hashtags_of(body text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(m[2])), '{}'::text[])
    FROM regexp_matches(body, '(^|[^A-Za-z0-9_&/#])#([A-Za-z][A-Za-z0-9_]{0,49})(?![A-Za-z0-9_])', 'g') AS m
$$;

ALTER TABLE albums ADD COLUMN hashtags text[] GENERATED ALWAYS AS (
  hashtags_of(title || ' ' || description)
) STORED;
CREATE INDEX albums_hashtags_idx ON albums USING GIN (hashtags);

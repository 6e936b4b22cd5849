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

-- What the search asks for (GET /search): every word, each as a word prefix, so a word still
-- being typed already finds. A word is matched stemmed ('english', as the text was) or as
-- typed ('simple'): the stemmer changes a half-typed word ("quillby" becomes "quillbi",
-- no prefix of the stored "quillbyk"), and the word as typed still is one. A stop
-- word ("the") is left out, as the stored text leaves it out. The words are letters and
-- digits only (the API's searchWords), so none can break the query.
CREATE FUNCTION prefix_search_query(words text[]) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  word text;
  term tsquery;
  found tsquery;
BEGIN
  FOREACH word IN ARRAY words LOOP
    term := to_tsquery('english', word || ':*');
    CONTINUE WHEN numnode(term) = 0;
    term := term || to_tsquery('simple', word || ':*');
    found := CASE WHEN found IS NULL THEN term ELSE found && term END;
  END LOOP;
  RETURN coalesce(found, ''::tsquery);
END
$$;

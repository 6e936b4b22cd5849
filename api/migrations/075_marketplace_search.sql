-- Full-text search of offers and shops for the assistant (name weighs most), with GIN
-- indexes, as albums have; the same statements run on PGlite.
ALTER TABLE offers ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', name), 'A') ||
  setweight(to_tsvector('english', sub_title), 'B') ||
  setweight(to_tsvector('english', description), 'C')
) STORED;
CREATE INDEX offers_search_idx ON offers USING GIN (search_vector);

ALTER TABLE retailer_locations ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', name), 'A') ||
  setweight(to_tsvector('english', city), 'B') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'C')
) STORED;
CREATE INDEX retailer_locations_search_idx ON retailer_locations USING GIN (search_vector);

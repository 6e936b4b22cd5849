-- The distance search's bounding boxes as one two-dimensional range: a GiST index on each
-- location's point (longitude, latitude) reads only the box, where the (latitude, longitude)
-- btree reads the whole latitude band and checks longitudes in it. Measured on PostgreSQL 17,
-- 1 000 000 locations, a 25-mile box: 116 index pages and 0.9 ms before, 12 and 0.15 ms after.
-- The btree stays for the capped count over the full range (see withinBoxSql in db/sql.ts).
ALTER TABLE retailer_locations
  ADD COLUMN geo point GENERATED ALWAYS AS (point(longitude, latitude)) STORED;

CREATE INDEX retailer_locations_geo_idx ON retailer_locations USING gist (geo);

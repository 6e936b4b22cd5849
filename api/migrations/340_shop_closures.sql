-- A shop's holiday closures (issue 36): whole days, in the shop's own calendar, when it is
-- closed whatever its weekly hours say, with an optional note ("Thanksgiving").
CREATE TABLE retailer_location_closures (
  retailer_location_id integer NOT NULL REFERENCES retailer_locations (id) ON DELETE CASCADE,
  day date NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (retailer_location_id, day)
);

-- The top content panel's rollup (issue 38): each viewed item (a page's custom id) gets a
-- number once, and each finished UTC day's views are kept per item number, so the panel
-- sums small integer-keyed rows read from an index alone instead of hashing every item's
-- page and id for every day of the range. The item rows of dashboard_view_days move here;
-- that table keeps the pages' totals.
CREATE TABLE dashboard_items (
  id serial PRIMARY KEY,
  tag text NOT NULL,
  custom_id text NOT NULL,
  UNIQUE (tag, custom_id)
);

CREATE TABLE dashboard_item_days (
  day date NOT NULL,
  item_id integer NOT NULL REFERENCES dashboard_items (id),
  views integer NOT NULL CHECK (views > 0),
  PRIMARY KEY (day, item_id) INCLUDE (views)
);

INSERT INTO dashboard_items (tag, custom_id)
SELECT DISTINCT tag, custom_id FROM dashboard_view_days WHERE custom_id <> '';
INSERT INTO dashboard_item_days (day, item_id, views)
SELECT v.day, i.id, v.views
  FROM dashboard_view_days v JOIN dashboard_items i USING (tag, custom_id)
 WHERE v.custom_id <> '';
DELETE FROM dashboard_view_days WHERE custom_id <> '';

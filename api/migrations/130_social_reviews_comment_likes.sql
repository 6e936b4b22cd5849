-- Reviews and comment likes.

-- A post may review a shop (retailer location) or an offer at a shop, with a 1–5 rating.
-- The three columns are set together or not at all.
ALTER TABLE albums ADD COLUMN review_type text
  CHECK (review_type IN ('RETAILER_LOCATION', 'OFFER_LOCATION'));
ALTER TABLE albums ADD COLUMN review_target_id integer;
ALTER TABLE albums ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5);
ALTER TABLE albums ADD CONSTRAINT albums_review_check CHECK (
  (review_type IS NULL) = (review_target_id IS NULL) AND (review_type IS NULL) = (rating IS NULL));
CREATE INDEX albums_review_idx ON albums (review_type, review_target_id)
  WHERE review_type IS NOT NULL;

-- Members like comments too; notes.like_count moves with these rows.
ALTER TABLE likes DROP CONSTRAINT likes_likable_type_check;
ALTER TABLE likes ADD CONSTRAINT likes_likable_type_check
  CHECK (likable_type IN ('OFFER_LOCATION', 'RETAILER_LOCATION', 'ALBUM', 'NOTE'));

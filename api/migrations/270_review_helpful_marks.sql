-- Members mark a review (a post with a rating) helpful, once each; "most helpful" orders
-- a shop's or a product's reviews by how many did.
CREATE TABLE review_helpful_marks (
  album_id integer NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (album_id, account_id)
);
CREATE INDEX review_helpful_marks_account_idx ON review_helpful_marks (account_id);

-- Offer photos uploaded by a shop's staff (issue 36): an offer's `images` may now hold
-- uploads (`uploads/<id>`, the first also its `image`). The sweep of unattached uploads and
-- the media route (is this upload public?) look an upload up among them through this index.
CREATE INDEX offers_images_idx ON offers USING gin (images);

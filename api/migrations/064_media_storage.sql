-- Uploaded media moves out of database rows into the media store (a folder or an S3
-- bucket). A row keeps what the store holds for it: the original's key and the resized
-- versions (key, content type, width, height). Rows written before this keep their bytes
-- until the API moves them into the store at start-up and clears the column.
ALTER TABLE uploads ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN original_key text;
ALTER TABLE uploads ADD COLUMN variants jsonb;
ALTER TABLE uploads ADD CONSTRAINT uploads_stored_somewhere_check
  CHECK (bytes IS NOT NULL OR (original_key IS NOT NULL AND variants IS NOT NULL));
-- Only rows still waiting for the move are looked up by this.
CREATE INDEX uploads_unmoved_idx ON uploads (created_at) WHERE bytes IS NOT NULL;

-- A photo's pixel size (of its full version; the smaller ones keep its shape), so a page
-- can reserve its space before it loads. NULL for the demo pictures and unmoved uploads.
ALTER TABLE assets ADD COLUMN width integer CHECK (width > 0);
ALTER TABLE assets ADD COLUMN height integer CHECK (height > 0);

-- A post sent again with the same idempotency key (a retry from the offline outbox, or a
-- double tap on a slow connection) is the first post, never a second one. One key per
-- member; the fingerprint tells a true repeat from another post sent with a used key (409).
-- The key goes with its post when the post is deleted.
CREATE TABLE post_idempotency_keys (
  owner_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_fingerprint text NOT NULL,
  album_id integer REFERENCES albums (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, idempotency_key)
);
CREATE INDEX post_idempotency_keys_album_idx ON post_idempotency_keys (album_id);

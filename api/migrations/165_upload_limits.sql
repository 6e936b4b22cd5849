-- Upload quotas and the sweep of unattached uploads (issue 32). A member's uploads are
-- summed by time for the daily quota; the sweep looks for old uploads nothing points at,
-- through the media columns that can hold one (`uploads/<id>`): a post's or chat message's
-- photos, an avatar, an album cover. These indexes also serve the check of whether an
-- upload is attached to something public when it is served.
CREATE INDEX uploads_account_created_idx ON uploads (account_id, created_at);
CREATE INDEX uploads_created_idx ON uploads (created_at);
CREATE INDEX assets_upload_file_idx ON assets (file) WHERE file LIKE 'uploads/%';
CREATE INDEX accounts_upload_avatar_idx ON accounts (avatar) WHERE avatar LIKE 'uploads/%';
CREATE INDEX albums_upload_cover_idx ON albums (cover) WHERE cover LIKE 'uploads/%';

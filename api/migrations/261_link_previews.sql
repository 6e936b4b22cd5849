-- Link previews fetched by the server, kept for a while per address so a page is fetched once
-- however many members read the post. A row without title and description is a page that had
-- no preview (or could not be fetched), kept too, so it is not asked for again at once.
CREATE TABLE link_previews (
  url text PRIMARY KEY,
  title text,
  description text,
  image_url text,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX link_previews_expires_idx ON link_previews (expires_at);

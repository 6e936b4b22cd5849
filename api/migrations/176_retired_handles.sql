-- A handle a member changed away from still points to them, and no one else may take it,
-- for 30 days (RETIRED_HANDLE_DAYS): old mentions and links keep reaching them, and nobody
-- can pose as them under the name their friends know. Keyed by the lower-case handle; an
-- expired row is overwritten when the handle is retired again.
CREATE TABLE retired_handles (
  handle text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  retired_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retired_handles_account_idx ON retired_handles (account_id, retired_at);

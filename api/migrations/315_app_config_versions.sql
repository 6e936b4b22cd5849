-- The app configuration's history (issue 38): every published version is kept, with who
-- published it, when and why, so two versions can be compared and an old one published
-- again. The newest version is the configuration members load (app_config keeps a copy of
-- it, read on every page load). A version is never changed or removed once written.
CREATE TABLE app_config_versions (
  version integer PRIMARY KEY CHECK (version >= 1),
  config jsonb NOT NULL,
  -- 'baseline': the configuration as it was when versions started being kept.
  kind text NOT NULL CHECK (kind IN ('baseline', 'publish', 'rollback')),
  note text NOT NULL DEFAULT '',
  -- A rollback names the version whose configuration it published again.
  restored_version integer REFERENCES app_config_versions (version),
  published_by integer REFERENCES accounts (id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION app_config_versions_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Published configuration versions are kept as they are: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER app_config_versions_no_update_or_delete
  BEFORE UPDATE OR DELETE ON app_config_versions
  FOR EACH ROW EXECUTE FUNCTION app_config_versions_append_only();

-- Drafts an operator previews before publishing: the host reads one by its random id when
-- opened with ?configPreview=<id> (operators only). Old drafts are swept as new ones come.
CREATE TABLE app_config_drafts (
  id uuid PRIMARY KEY,
  config jsonb NOT NULL,
  created_by integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_config_drafts_created_idx ON app_config_drafts (created_at);

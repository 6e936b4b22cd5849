-- A post written in an access-locked channel or group is locked by that lock as well as by
-- its own (SPEC §4). Each album keeps a copy of its parent's lock, and of the parent's owner
-- (who sees the whole space they own), beside its own lock columns (150), so the one rule in
-- access-lock.ts reads both from the album's row without a join: openToViewerSql in SQL, and
-- isLockedFor through the row mapping.
--
-- Triggers keep the copy in step on every write path (the API, the seed, psql): an album takes
-- its parent's lock when it is inserted or moved, and a parent whose lock (or owner) changes
-- passes it to all its children in the same statement. Posts are written only in channels and
-- groups, which are never written in anything (postingRefusal), so one level is the whole chain.
ALTER TABLE albums
  ADD COLUMN parent_owner_id integer,
  ADD COLUMN parent_access_locked boolean NOT NULL DEFAULT false,
  ADD COLUMN parent_access_tag_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN parent_access_operator text NOT NULL DEFAULT 'or'
    CHECK (parent_access_operator IN ('and', 'or'));

CREATE FUNCTION albums_take_parent_lock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.owner_id, p.access_locked, p.access_tag_ids, p.access_operator
    INTO NEW.parent_owner_id, NEW.parent_access_locked, NEW.parent_access_tag_ids,
         NEW.parent_access_operator
    FROM albums p WHERE p.id = NEW.parent_album_id;
  IF NOT FOUND THEN
    NEW.parent_owner_id := NULL;
    NEW.parent_access_locked := false;
    NEW.parent_access_tag_ids := '{}';
    NEW.parent_access_operator := 'or';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER albums_take_parent_lock BEFORE INSERT OR UPDATE OF parent_album_id ON albums
  FOR EACH ROW EXECUTE FUNCTION albums_take_parent_lock();

CREATE FUNCTION albums_pass_lock_to_children() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE albums SET parent_owner_id = NEW.owner_id,
                    parent_access_locked = NEW.access_locked,
                    parent_access_tag_ids = NEW.access_tag_ids,
                    parent_access_operator = NEW.access_operator
   WHERE parent_album_id = NEW.id;
  RETURN NULL;
END
$$;

-- Only when the lock really changes: saving an album's metaData rewrites its lock columns.
CREATE TRIGGER albums_pass_lock_to_children
  AFTER UPDATE OF owner_id, access_locked, access_tag_ids, access_operator ON albums
  FOR EACH ROW
  WHEN ((OLD.owner_id, OLD.access_locked, OLD.access_tag_ids, OLD.access_operator)
        IS DISTINCT FROM (NEW.owner_id, NEW.access_locked, NEW.access_tag_ids, NEW.access_operator))
  EXECUTE FUNCTION albums_pass_lock_to_children();

-- Albums written in a channel or group before this migration.
UPDATE albums child SET parent_owner_id = p.owner_id,
                        parent_access_locked = p.access_locked,
                        parent_access_tag_ids = p.access_tag_ids,
                        parent_access_operator = p.access_operator
  FROM albums p
 WHERE p.id = child.parent_album_id;

-- Every committed change to a table that the wall's answer or a session lookup reads sends
-- one NOTIFY on canopy_content_changed (identical notices of one transaction fold into one),
-- so each API instance forgets the answers it cached, whoever wrote: another instance, psql, a
-- seed. Statement-level, so a bulk write costs one notice, not one per row. The test in
-- test/plugins/app/platform/content-generation.test.ts checks this list against what those
-- statements read.
CREATE FUNCTION announce_content_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('canopy_content_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER accounts_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER sessions_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER albums_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON albums
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER album_members_content_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON album_members
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER assets_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER likes_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON likes
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER favorites_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorites
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER retailer_locations_content_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON retailer_locations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER offer_locations_content_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_locations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();
CREATE TRIGGER offers_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change();

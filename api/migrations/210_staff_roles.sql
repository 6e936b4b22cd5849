-- Staff roles (issue 35): every account is a member, a moderator or an operator. The role
-- is the one truth; is_operator ("may change the app configuration"), read in several
-- places, becomes a column derived from it, so the two can never disagree. Existing
-- operators keep their role.
ALTER TABLE accounts ADD COLUMN role text NOT NULL DEFAULT 'member'
  CONSTRAINT accounts_role_known CHECK (role IN ('member', 'moderator', 'operator'));
UPDATE accounts SET role = 'operator' WHERE is_operator;
ALTER TABLE accounts DROP COLUMN is_operator;
ALTER TABLE accounts ADD COLUMN is_operator boolean
  GENERATED ALWAYS AS (role = 'operator') STORED;
-- The Staff page lists the staff: few rows among many members.
CREATE INDEX accounts_staff_idx ON accounts (role) WHERE role <> 'member';

-- Every staff action, append-only: who (and in which role), what, on what, why, and the
-- target's state before and after. Nothing may change or remove a row once written: the
-- trigger below refuses every UPDATE and DELETE (TRUNCATE too), whoever asks, so the log
-- holds even against a bug in the API.
CREATE TABLE staff_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer NOT NULL REFERENCES accounts (id),
  actor_role text NOT NULL CHECK (actor_role IN ('moderator', 'operator')),
  action text NOT NULL CHECK (action ~ '^[a-z]+(\.[a-z_]+)+$'),
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 500),
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_log_at_idx ON staff_audit_log (at DESC, id DESC);
CREATE INDEX staff_audit_log_actor_idx ON staff_audit_log (actor_id, at DESC);
CREATE INDEX staff_audit_log_action_idx ON staff_audit_log (action, at DESC);

CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The staff audit log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER staff_audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
CREATE TRIGGER staff_audit_log_no_truncate
  BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();

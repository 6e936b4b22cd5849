-- Handles (accounts.username) become unique, whatever their case: a mention or a profile
-- link by @handle then names exactly one member. Existing duplicates are renamed first,
-- deterministically: the oldest account (created first, then lowest id) keeps the handle,
-- the others get the first free numeric suffix in that order (ada.l2, ada.l3…), trimmed to
-- 30 characters with the suffix.
CREATE INDEX accounts_username_dedupe_idx ON accounts (lower(username));

DO $$
DECLARE
  duplicate record;
  suffix integer;
  candidate text;
BEGIN
  FOR duplicate IN
    SELECT id, username
      FROM (SELECT id, username,
                   row_number() OVER (PARTITION BY lower(username) ORDER BY created_at, id) AS place
              FROM accounts) ranked
     WHERE place > 1
     ORDER BY lower(username), place
  LOOP
    suffix := 2;
    LOOP
      candidate := rtrim(left(duplicate.username, 30 - length(suffix::text)), '._') || suffix;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM accounts WHERE lower(username) = lower(candidate));
      suffix := suffix + 1;
    END LOOP;
    UPDATE accounts SET username = candidate, updated_at = now() WHERE id = duplicate.id;
  END LOOP;
END
$$;

DROP INDEX accounts_username_dedupe_idx;

-- text_pattern_ops: the same index also finds every handle starting with a suggestion's
-- base (lower(username) LIKE 'ada.l%') when the next free one is picked.
CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username) text_pattern_ops);

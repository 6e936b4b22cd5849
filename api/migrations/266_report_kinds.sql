-- Reports (issue 34): members report comments, chat messages and members as well as albums,
-- with a reason from a fixed list. One table for every kind, so a review console reads one
-- shape: what (flagable_type, flagable_id), whose (reported_account_id), why (reason and
-- description), by whom and when. Still one report per member per item.
ALTER TABLE flags DROP CONSTRAINT flags_flagable_type_check;
ALTER TABLE flags ADD CONSTRAINT flags_flagable_type_check
  CHECK (flagable_type IN ('ALBUM', 'NOTE', 'CHAT_MESSAGE', 'ACCOUNT'));

-- Null only on reports made before reasons existed.
ALTER TABLE flags ADD COLUMN reason text
  CHECK (reason IN ('SPAM', 'HARASSMENT', 'ILLEGAL_SALE', 'UNDER_AGE', 'OTHER'));
ALTER TABLE flags ADD CONSTRAINT flags_other_reason_explained
  CHECK (reason IS DISTINCT FROM 'OTHER' OR description <> '');

-- Whose item it is (the member, for a member report); kept null if they delete their account.
ALTER TABLE flags ADD COLUMN reported_account_id integer REFERENCES accounts (id) ON DELETE SET NULL;
CREATE INDEX flags_reported_account_idx ON flags (reported_account_id);

-- Sign-in attempts per account and address, for the account's spacing of attempts from
-- addresses that have been failing at it (identity/rules.ts, accountSignInWaitMs). Kept by
-- the e-mail as typed (lower-cased), so an e-mail without an account behaves the same.
-- A row is written before the password is checked, as a failure, and marked succeeded when
-- the password was right: attempts still running count as failures, so a burst cannot slip
-- through before the first failure is written. Old rows are swept (sign-in-attempts.ts).
CREATE TABLE sign_in_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  succeeded boolean NOT NULL DEFAULT false
);
CREATE INDEX sign_in_attempts_email ON sign_in_attempts (email, attempted_at);
CREATE INDEX sign_in_attempts_age ON sign_in_attempts (attempted_at);

-- Social sign-in with OpenID Connect providers (authorization code flow with PKCE).

-- A member's identity at a provider: the provider's `sub` is stable, the e-mail may change.
CREATE TABLE oidc_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX oidc_identities_account_idx ON oidc_identities (account_id);

-- One started sign-in, looked up by a SHA-256 of its `state`; single use, short lived.
-- The PKCE verifier and the nonce never leave the server.
CREATE TABLE oidc_auth_requests (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oidc_auth_requests_expires_idx ON oidc_auth_requests (expires_at);

-- The one-time code the browser brings back to the front end, exchanged for a session.
-- Only a SHA-256 of it is stored.
CREATE TABLE oidc_login_codes (
  code_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  provider text NOT NULL,
  is_new_account boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oidc_login_codes_expires_idx ON oidc_login_codes (expires_at);

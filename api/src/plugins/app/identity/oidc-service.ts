import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { HttpError } from '../../../lib/errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import type { AccountRow, AccountsRepository } from './accounts-repository.ts';
import { createOidcClient, type OidcClient, type OidcIdentity } from './oidc-client.ts';
import type { OidcOptions } from './oidc-config.ts';

/** A started sign-in (state, nonce, PKCE verifier, where to return) lives this long. */
export const AUTH_REQUEST_LIFETIME_MS = 10 * 60 * 1000;
/** The one-time code handed to the front end lives this long. */
export const LOGIN_CODE_LIFETIME_MS = 2 * 60 * 1000;
/** Spent and expired rows are kept a little, so a replay gets a clear answer, then purged. */
const PURGE_AFTER = "interval '1 hour'";

const RETURN_TO_MAX_LENGTH = 2000;

export function oidcCallbackUrl(publicApiUrl: string, providerId: string): string {
  return `${publicApiUrl.replace(/\/+$/, '')}/api/auth/oidc/${encodeURIComponent(providerId)}/callback`;
}

export interface StoredAuthRequest {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export type ConsumedAuthRequest =
  | { status: 'ok'; request: StoredAuthRequest }
  /** Known but expired or already used: the browser can still be sent back with an error. */
  | { status: 'spent'; returnTo: string }
  | { status: 'unknown' };

export type OidcSignIn =
  { ok: true; account: AccountRow; isNew: boolean } | { ok: false; message: string };

interface AuthRequestRow {
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
}

export function createOidcService(
  db: Db,
  accounts: AccountsRepository,
  options: OidcOptions & { publicApiUrl: string },
) {
  const clients = new Map<string, OidcClient>(
    options.providers.map((provider) => [
      provider.id,
      createOidcClient(provider, oidcCallbackUrl(options.publicApiUrl, provider.id)),
    ]),
  );
  const appOrigins = new Set(options.appOrigins);

  async function link(providerId: string, identity: OidcIdentity, accountId: number) {
    await db.query(
      `INSERT INTO oidc_identities (provider, subject, account_id, email)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, subject) DO NOTHING`,
      [providerId, identity.subject, accountId, identity.email],
    );
  }

  return {
    /** Public list for the sign-in screen: never the issuer or any client credential. */
    providers(): Array<{ id: string; name: string }> {
      return options.providers.map(({ id, name }) => ({ id, name }));
    },

    client(providerId: string): OidcClient | undefined {
      return clients.get(providerId);
    },

    /**
     * The front-end URL to come back to, normalised without its fragment, or undefined when
     * it is not an http(s) URL on an allowed origin (never an open redirect).
     */
    allowedReturnTo(value: string): string | undefined {
      if (value.length > RETURN_TO_MAX_LENGTH) return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return undefined;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      if (url.username || url.password) return undefined;
      if (!appOrigins.has(url.origin)) return undefined;
      url.hash = '';
      return url.href;
    },

    async saveAuthRequest(request: StoredAuthRequest): Promise<void> {
      await db.query(`DELETE FROM oidc_auth_requests WHERE expires_at < now() - ${PURGE_AFTER}`);
      await db.query(
        `INSERT INTO oidc_auth_requests (state_hash, provider, code_verifier, nonce, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          hashToken(request.state),
          request.provider,
          request.codeVerifier,
          request.nonce,
          request.returnTo,
          new Date(Date.now() + AUTH_REQUEST_LIFETIME_MS),
        ],
      );
    },

    /** Marks the sign-in behind `state` used; it works once, within its lifetime. */
    async consumeAuthRequest(providerId: string, state: string): Promise<ConsumedAuthRequest> {
      const stateHash = hashToken(state);
      const rows = await db.query<AuthRequestRow>(
        `UPDATE oidc_auth_requests SET used_at = now()
          WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING provider, code_verifier, nonce, return_to`,
        [stateHash, providerId],
      );
      const row = rows[0];
      if (row) {
        return {
          status: 'ok',
          request: {
            provider: row.provider,
            state,
            nonce: row.nonce,
            codeVerifier: row.code_verifier,
            returnTo: row.return_to,
          },
        };
      }
      const spent = await db.query<{ return_to: string }>(
        'SELECT return_to FROM oidc_auth_requests WHERE state_hash = $1 AND provider = $2',
        [stateHash, providerId],
      );
      return spent[0] ? { status: 'spent', returnTo: spent[0].return_to } : { status: 'unknown' };
    },

    /**
     * The member for a provider identity: the linked one, else the member with the same
     * (verified) e-mail address, who gets linked, else a new member.
     */
    async signIn(
      providerId: string,
      providerName: string,
      identity: OidcIdentity,
    ): Promise<OidcSignIn> {
      const email = identity.email?.trim();
      if (!email || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
        return {
          ok: false,
          message: `${providerName} did not share your e-mail address.`,
        };
      }
      const linked = await db.query<{ account_id: number }>(
        `UPDATE oidc_identities SET last_sign_in_at = now(), email = $3
          WHERE provider = $1 AND subject = $2
         RETURNING account_id`,
        [providerId, identity.subject, email],
      );
      const linkedAccount = linked[0] ? await accounts.findById(linked[0].account_id) : undefined;
      if (linkedAccount) return { ok: true, account: linkedAccount, isNew: false };

      const existing = await accounts.findByEmail(email);
      if (existing) {
        // Linking by an unverified address would let anyone who can register that address
        // at the provider take over the Canopy account.
        if (!identity.emailVerified) {
          return {
            ok: false,
            message: `Your e-mail address at ${providerName} is not verified.`,
          };
        }
        await link(providerId, identity, existing.id);
        return { ok: true, account: existing, isNew: false };
      }

      try {
        // The member never learns this password, so only the provider can sign them in
        // (until they set one through a password reset). Age confirmation is implied: the
        // provider's terms, which the member accepted, require the same minimum age, and
        // signing in through it is the member's acceptance of Canopy's terms.
        const account = await accounts.create({
          email,
          passwordHash: await hashPassword(newSessionToken()),
          firstName: identity.firstName,
          lastName: identity.lastName,
        });
        await link(providerId, identity, account.id);
        return { ok: true, account, isNew: true };
      } catch (error) {
        // Two sign-ins with one new address at once: the other one created the account.
        if (error instanceof HttpError && error.statusCode === 409) {
          return { ok: false, message: 'Please try signing in again.' };
        }
        throw error;
      }
    },

    /** A one-time code for the front end: random, stored hashed, single use, 2 minutes. */
    async issueLoginCode(accountId: number, providerId: string, isNew: boolean): Promise<string> {
      await db.query(`DELETE FROM oidc_login_codes WHERE expires_at < now() - ${PURGE_AFTER}`);
      const code = newSessionToken();
      await db.query(
        `INSERT INTO oidc_login_codes (code_hash, account_id, provider, is_new_account, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          hashToken(code),
          accountId,
          providerId,
          isNew,
          new Date(Date.now() + LOGIN_CODE_LIFETIME_MS),
        ],
      );
      return code;
    },

    /** The member behind a live, unused code (now spent), or undefined. */
    async redeemLoginCode(
      code: string,
    ): Promise<{ account: AccountRow; isNew: boolean } | undefined> {
      const rows = await db.query<{ account_id: number; is_new_account: boolean }>(
        `UPDATE oidc_login_codes SET used_at = now()
          WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING account_id, is_new_account`,
        [hashToken(code)],
      );
      const row = rows[0];
      const account = row ? await accounts.findById(row.account_id) : undefined;
      return row && account ? { account, isNew: row.is_new_account } : undefined;
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcService;
  }
}

export default fp<OidcOptions & { publicApiUrl: string }>(
  async (app, options) => {
    app.decorate('oidc', createOidcService(app.db, app.accounts, options));
  },
  { name: 'oidc', dependencies: ['db', 'accounts'] },
);

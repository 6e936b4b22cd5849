import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db.ts';
import { sessionInvalid } from '../../../lib/errors.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import { accountColumns, type AccountRow } from './accounts-repository.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

export function createSessionsRepository(db: Db) {
  return {
    async issue(accountId: number): Promise<IssuedSession> {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      await db.query(
        'INSERT INTO sessions (account_id, token_hash, expires_at) VALUES ($1, $2, $3)',
        [accountId, hashToken(token), expiresAt],
      );
      return { token, expiresAt: expiresAt.getTime() };
    },

    /** The member behind a live token, or undefined for unknown, expired or revoked tokens. */
    async accountFor(token: string): Promise<AccountRow | undefined> {
      const rows = await db.query<AccountRow>(
        `SELECT ${accountColumns('a')}
           FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [hashToken(token)],
      );
      return rows[0];
    },

    async revoke(token: string): Promise<void> {
      await db.query(
        'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
        [hashToken(token)],
      );
    },

    /** Ends every live session of the member, except the one with `keepToken` if given. */
    async revokeAllFor(accountId: number, keepToken?: string): Promise<void> {
      await db.query(
        `UPDATE sessions SET revoked_at = now()
          WHERE account_id = $1 AND revoked_at IS NULL AND token_hash <> $2`,
        [accountId, keepToken === undefined ? '' : hashToken(keepToken)],
      );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
    /** onRequest hook for routes that need a signed-in member; sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in member, set by `authenticate`. */
    user: AccountRow | null;
    sessionToken: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The member of an authenticated route; `authenticate` guarantees it is set. */
export function currentUser(request: FastifyRequest): AccountRow {
  if (!request.user) throw sessionInvalid();
  return request.user;
}

export default fp(
  async (app) => {
    const sessions = createSessionsRepository(app.db);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const account = token ? await sessions.accountFor(token) : undefined;
      if (!token || !account) throw sessionInvalid();
      request.user = account;
      request.sessionToken = token;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

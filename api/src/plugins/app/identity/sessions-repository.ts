import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/db.ts';
import { HttpError, sessionInvalid } from '../../../lib/errors.ts';
import { createGenerationCache } from '../../../lib/generation-cache.ts';
import { hashToken, newSessionToken } from '../../../lib/tokens.ts';
import type { AccountRow } from '../kernel/current-member.ts';
import { restrictionMessage, restrictionOf } from '../kernel/moderation.ts';
import { accountColumns } from './accounts-repository.ts';

/** The counter of content changes, which empties the session cache (platform's plugin). */
type ContentGeneration = FastifyInstance['contentGeneration'];

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sessions looked up lately, so a signed-in request costs no round trip to the database
 * (about a third of a cached wall answer's time). Any write forgets them all (signing out,
 * a changed account or audience): refused at once on the instance signed out of, and on
 * the others once the database's change notice arrives (milliseconds). The age cap is
 * only a backstop.
 */
const CACHED_SESSIONS = 10_000;
const CACHED_SESSION_MAX_AGE_MS = 10_000;

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

export function createSessionsRepository(db: Db, generation: ContentGeneration) {
  const recent = createGenerationCache<AccountRow>({
    maxWeight: CACHED_SESSIONS,
    maxAgeMs: CACHED_SESSION_MAX_AGE_MS,
  });
  return {
    /** A new session; never for a banned member (403 ACCOUNT_BANNED, kernel/moderation.ts). */
    async issue(accountId: number): Promise<IssuedSession> {
      const restriction = await restrictionOf(db, accountId);
      if (restriction?.kind === 'BAN') {
        throw new HttpError(403, 'ACCOUNT_BANNED', restrictionMessage(restriction));
      }
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
      const tokenHash = hashToken(token);
      const before = generation.current();
      const cached = recent.get(tokenHash, before);
      if (cached) return cached;
      const rows = await db.query<AccountRow & { session_expires_at: Date }>(
        `SELECT ${accountColumns('a')}, s.expires_at AS session_expires_at
           FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { session_expires_at: expiresAt, ...fields } = row;
      // Every request with this token gets this one object: frozen, so a route that changed
      // it would fail loudly instead of changing what other requests see.
      const account = Object.freeze(fields);
      recent.set(tokenHash, account, before, new Date(expiresAt).getTime());
      return account;
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
    sessionToken: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    const sessions = createSessionsRepository(app.db, app.contentGeneration);
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
  { name: 'auth', dependencies: ['db', 'content-generation'] },
);

// The sign-in history each account's spacing of attempts is decided on (rules.ts,
// accountSignInWaitMs), kept in the database so every API instance sees all of it.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { runEvery } from '../../../lib/sweep.ts';
import {
  ACCOUNT_FAILURE_WINDOW_MS,
  accountSignInWaitMs,
  KNOWN_ADDRESS_MS,
  type AccountSignInHistory,
} from './rules.ts';

/** How often each API instance forgets attempts too old to matter. */
const SWEEP_MS = 10 * 60_000;

// Any constant works; with the e-mail's hash it serialises attempts at one account.
const ATTEMPT_LOCK_CLASS = 4_242_160;

export type SignInStart = { attemptId: number } | { waitMs: number };

export function createSignInAttempts(db: Db) {
  return {
    /**
     * Writes the attempt down (as a failure until `succeeded`), unless this address must
     * wait first. Checked and written under a lock per account, so attempts sent together
     * are spaced like attempts sent one after another.
     */
    async start(email: string, address: string, freeFailures: number): Promise<SignInStart> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          ATTEMPT_LOCK_CLASS,
          email,
        ]);
        const rows = await tx.query<{
          failures: number;
          address_failed_ms_ago: number | null;
          address_succeeded: boolean;
        }>(
          `SELECT count(*) FILTER (WHERE recent AND NOT succeeded)::int AS failures,
                  (extract(epoch FROM clock_timestamp() - max(attempted_at)
                     FILTER (WHERE recent AND NOT succeeded AND address = $2)) * 1000)::float8
                    AS address_failed_ms_ago,
                  coalesce(bool_or(succeeded AND address = $2), false) AS address_succeeded
             FROM (SELECT attempted_at, succeeded, address,
                          attempted_at > clock_timestamp() - $3::float8 * interval '1 millisecond'
                            AS recent
                     FROM sign_in_attempts
                    WHERE email = $1
                      AND attempted_at > clock_timestamp() - $4::float8 * interval '1 millisecond'
                  ) AS attempts`,
          [email, address, ACCOUNT_FAILURE_WINDOW_MS, KNOWN_ADDRESS_MS],
        );
        const row = rows[0];
        const history: AccountSignInHistory = {
          failures: row?.failures ?? 0,
          addressFailedMsAgo: row?.address_failed_ms_ago ?? undefined,
          addressSucceeded: row?.address_succeeded ?? false,
        };
        const waitMs = accountSignInWaitMs(history, freeFailures);
        if (waitMs > 0) return { waitMs };
        const inserted = await tx.query<{ id: number }>(
          'INSERT INTO sign_in_attempts (email, address) VALUES ($1, $2) RETURNING id',
          [email, address],
        );
        const attemptId = inserted[0]?.id;
        if (attemptId === undefined) throw new Error('The sign-in attempt insert returned no row');
        return { attemptId: Number(attemptId) };
      });
    },

    /** The password was right: the attempt is no failure, and the address is known. */
    async succeeded(attemptId: number): Promise<void> {
      await db.query('UPDATE sign_in_attempts SET succeeded = true WHERE id = $1', [attemptId]);
    },

    /** Forgets failures past the window and sign-ins past KNOWN_ADDRESS_MS. */
    async sweep(): Promise<void> {
      await db.query(
        `DELETE FROM sign_in_attempts
          WHERE attempted_at < clock_timestamp() - $2::float8 * interval '1 millisecond'
             OR (NOT succeeded
                 AND attempted_at < clock_timestamp() - $1::float8 * interval '1 millisecond')`,
        [ACCOUNT_FAILURE_WINDOW_MS, KNOWN_ADDRESS_MS],
      );
    },
  };
}

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;

declare module 'fastify' {
  interface FastifyInstance {
    signInAttempts: SignInAttempts;
  }
}

export default fp(
  async (app) => {
    const attempts = createSignInAttempts(app.db);
    app.decorate('signInAttempts', attempts);
    runEvery(app, {
      name: 'forgetting old sign-in attempts',
      everyMs: SWEEP_MS,
      run: attempts.sweep,
    });
  },
  { name: 'sign-in-attempts', dependencies: ['db'] },
);

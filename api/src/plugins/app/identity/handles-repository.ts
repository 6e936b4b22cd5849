// Who uses or holds which @handle: a member's current handle (accounts.username, unique
// whatever its case) and the handles they changed away from in the last 30 days
// (retired_handles), which still point to them and which nobody else may take.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { conflict } from '../../../lib/errors.ts';
import { handleOwners, heldSql } from '../kernel/handles.ts';
import { HANDLE_MAX_LENGTH, freeHandles, handleKey, suggestionStem } from './handle-rules.ts';

// Suffixes of up to four digits keep a candidate inside this prefix of its stem.
const SUGGESTION_PREFIX_LENGTH = HANDLE_MAX_LENGTH - 4;

/** Lower-case keys of every handle in use or held that starts with `prefix`. */
async function takenStartingWith(db: Queryable, prefix: string): Promise<Set<string>> {
  const pattern = `${handleKey(prefix).replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db.query<{ key: string }>(
    `SELECT lower(username) AS key FROM accounts WHERE lower(username) LIKE $1
     UNION
     SELECT r.handle FROM retired_handles r WHERE r.handle LIKE $1 AND ${heldSql('r')}`,
    [pattern],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * The first `count` free handles for `base` (`ada.l`, then `ada.l2`…), leaving out the keys
 * in `skip` (handles a concurrent sign-up just took).
 */
export async function suggestHandles(
  db: Queryable,
  base: string,
  count = 1,
  skip: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const stem = suggestionStem(base);
  const taken = await takenStartingWith(db, stem.slice(0, SUGGESTION_PREFIX_LENGTH));
  for (const key of skip) taken.add(key);
  return freeHandles(stem, taken, count);
}

/** The refusal of a handle someone else uses or holds, naming a free one to try. */
export async function handleTaken(db: Queryable, handle: string) {
  const [free] = await suggestHandles(db, handle);
  return conflict(
    'HANDLE_TAKEN',
    `body/handle @${handle} is already taken.${free ? ` @${free} is free.` : ''}`,
  );
}

/**
 * Throws HANDLE_TAKEN when a member other than `accountId` holds `handle` as a retired one.
 * Called after the handle was written in the same transaction: a member changing away from
 * it at the same moment has then committed (the unique index made this write wait for
 * theirs), so this read sees the retired row their change wrote.
 */
export async function assertNotHeldByAnother(
  tx: Queryable,
  handle: string,
  accountId: number,
): Promise<void> {
  const held = await tx.query(
    `SELECT 1 FROM retired_handles r
      WHERE r.handle = $1 AND r.account_id <> $2 AND ${heldSql('r')}`,
    [handleKey(handle), accountId],
  );
  if (held.length > 0) throw await handleTaken(tx, handle);
}

export function createHandlesRepository(db: Db) {
  return {
    suggest: (base: string, count?: number) => suggestHandles(db, base, count),

    /** The member `handle` names now or named within the last 30 days. */
    async ownerOf(handle: string): Promise<number | undefined> {
      return (await handleOwners(db, [handle])).get(handleKey(handle));
    },

    /** Whether anyone uses or holds `handle`. */
    async isTaken(handle: string): Promise<boolean> {
      return (await this.ownerOf(handle)) !== undefined;
    },

    /** When the member retired handles in the last day, oldest first (epoch ms). */
    async recentChanges(accountId: number): Promise<number[]> {
      const rows = await db.query<{ retired_at: Date }>(
        `SELECT retired_at FROM retired_handles
          WHERE account_id = $1 AND retired_at > now() - interval '1 day'
          ORDER BY retired_at`,
        [accountId],
      );
      return rows.map((row) => new Date(row.retired_at).getTime());
    },
  };
}

export type HandlesRepository = ReturnType<typeof createHandlesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    handles: HandlesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('handles', createHandlesRepository(app.db));
  },
  { name: 'handles', dependencies: ['db'] },
);

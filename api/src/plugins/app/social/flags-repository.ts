import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { FlagResponse } from '../../../schemas/flags.ts';

export type FlagableType = 'ALBUM';

export interface FlagTarget {
  flagableType: FlagableType;
  flagableId: number;
}

interface FlagRow {
  id: number;
  flagable_type: string;
  flagable_id: number;
  description: string;
  created_at: Date | string;
}

const toFlag = (row: FlagRow, flagCount: number): FlagResponse => ({
  flagId: row.id,
  flagableId: row.flagable_id,
  flagableType: row.flagable_type,
  flagDescription: row.description,
  createdDate: toEpochMs(row.created_at) ?? 0,
  flagCount,
});

/** The item's counter moves with the flags, in the same transaction. */
async function adjustFlagCount(tx: Queryable, target: FlagTarget, delta: 1 | -1): Promise<number> {
  const rows = await tx.query<{ flag_count: number }>(
    `UPDATE albums SET flag_count = greatest(flag_count + $2, 0) WHERE id = $1
     RETURNING flag_count`,
    [target.flagableId, delta],
  );
  return rows[0]?.flag_count ?? 0;
}

export function createFlagsRepository(db: Db) {
  return {
    /** The member's flag on the item, if they flagged it. */
    async findOwn(accountId: number, target: FlagTarget): Promise<FlagResponse | undefined> {
      const rows = await db.query<FlagRow & { flag_count: number }>(
        `SELECT f.id, f.flagable_type, f.flagable_id, f.description, f.created_at,
                al.flag_count
           FROM flags f JOIN albums al ON al.id = f.flagable_id
          WHERE f.account_id = $1 AND f.flagable_type = $2 AND f.flagable_id = $3`,
        [accountId, target.flagableType, target.flagableId],
      );
      const row = rows[0];
      return row ? toFlag(row, row.flag_count) : undefined;
    },

    /** Undefined when the member had already flagged the item (one flag each). */
    async create(
      accountId: number,
      target: FlagTarget,
      description: string,
    ): Promise<FlagResponse | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<FlagRow>(
          `INSERT INTO flags (account_id, flagable_type, flagable_id, description)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (account_id, flagable_type, flagable_id) DO NOTHING
           RETURNING id, flagable_type, flagable_id, description, created_at`,
          [accountId, target.flagableType, target.flagableId, description],
        );
        const row = rows[0];
        if (!row) return undefined;
        return toFlag(row, await adjustFlagCount(tx, target, 1));
      });
    },

    /** The item's flag count after removing the member's flag; undefined when there was none. */
    async remove(accountId: number, target: FlagTarget): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `DELETE FROM flags WHERE account_id = $1 AND flagable_type = $2 AND flagable_id = $3
           RETURNING id`,
          [accountId, target.flagableType, target.flagableId],
        );
        if (rows.length === 0) return undefined;
        return adjustFlagCount(tx, target, -1);
      });
    },
  };
}

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    flags: FlagsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('flags', createFlagsRepository(app.db));
  },
  { name: 'flags', dependencies: ['db'] },
);

// Reports ("flags") on albums, comments, chat messages, reviews and members: one table, one
// shape (migration 266), one report per member per item. Each report puts the item in the
// review queue, and the operator's threshold of them hides it while it is reviewed
// (kernel/moderation.ts), in the report's own transaction.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { FlagableTypeName, FlagReasonName, FlagResponse } from '../../../schemas/flags.ts';
import { openableAlbumOwner } from './album-access.ts';
import type { Viewer } from '../kernel/visibility.ts';
import { noteShownToViewerSql } from '../kernel/member-hides.ts';
import { itemReported, reportWithdrawn } from '../kernel/moderation.ts';
import { notify } from '../notifications/notify.ts';
import { CHAT_ALBUM_TYPES } from './rules.ts';

export type FlagableType = FlagableTypeName;

export interface FlagTarget {
  flagableType: FlagableType;
  flagableId: number;
}

interface FlagRow {
  id: number;
  flagable_type: string;
  flagable_id: number;
  description: string;
  reason: FlagReasonName | null;
  created_at: Date | string;
}

const FLAG_COLUMNS = 'id, flagable_type, flagable_id, description, reason, created_at';

const toFlag = (row: FlagRow, flagCount: number): FlagResponse => ({
  flagId: row.id,
  flagableId: row.flagable_id,
  flagableType: row.flagable_type,
  flagDescription: row.description,
  reason: row.reason,
  createdDate: toEpochMs(row.created_at) ?? 0,
  flagCount,
});

const CHATS = `'{${CHAT_ALBUM_TYPES.join(',')}}'::text[]`;

/** An album's counter moves with its reports; other items count their rows. */
async function flagCountAfter(tx: Queryable, target: FlagTarget, delta: 1 | -1): Promise<number> {
  if (target.flagableType === 'ALBUM') {
    const rows = await tx.query<{ flag_count: number }>(
      `UPDATE albums SET flag_count = greatest(flag_count + $2, 0) WHERE id = $1
       RETURNING flag_count`,
      [target.flagableId, delta],
    );
    return rows[0]?.flag_count ?? 0;
  }
  return countOf(tx, target);
}

async function countOf(q: Queryable, target: FlagTarget): Promise<number> {
  if (target.flagableType === 'ALBUM') {
    const rows = await q.query<{ flag_count: number }>(
      'SELECT flag_count FROM albums WHERE id = $1',
      [target.flagableId],
    );
    return rows[0]?.flag_count ?? 0;
  }
  const rows = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM flags WHERE flagable_type = $1 AND flagable_id = $2',
    [target.flagableType, target.flagableId],
  );
  return rows[0]?.total ?? 0;
}

export function createFlagsRepository(db: Db) {
  return {
    /**
     * Whose the item is, when the viewer may see it: an album or comment they may open, a
     * message in a chat they are in, a member. Undefined otherwise (answered as 404).
     */
    async ownerOf(target: FlagTarget, viewer: Viewer): Promise<number | undefined> {
      const { flagableType: type, flagableId: id } = target;
      if (type === 'ACCOUNT') {
        const rows = await db.query<{ id: number }>('SELECT id FROM accounts WHERE id = $1', [id]);
        return rows[0]?.id;
      }
      if (type === 'CHAT_MESSAGE') {
        const rows = await db.query<{ owner_id: number }>(
          `SELECT n.owner_id FROM notes n
             JOIN albums al ON al.id = n.album_id AND al.album_type = ANY(${CHATS})
             JOIN chat_members cm ON cm.album_id = n.album_id AND cm.account_id = $2
            WHERE n.id = $1 AND ${noteShownToViewerSql('n', '$2')}`,
          [id, viewer.id],
        );
        return rows[0]?.owner_id;
      }
      if (type === 'REVIEW') {
        const rows = await db.query<{ id: number }>(
          'SELECT id FROM albums WHERE id = $1 AND review_type IS NOT NULL',
          [id],
        );
        if (!rows[0]) return undefined;
        try {
          return await openableAlbumOwner(db, id, viewer);
        } catch {
          return undefined;
        }
      }
      if (type === 'NOTE') {
        const rows = await db.query<{ owner_id: number; album_id: number }>(
          `SELECT n.owner_id, n.album_id FROM notes n
             JOIN albums al ON al.id = n.album_id AND al.album_type <> ALL(${CHATS})
            WHERE n.id = $1 AND ${noteShownToViewerSql('n', '$2')}`,
          [id, viewer.id],
        );
        const note = rows[0];
        if (!note) return undefined;
        try {
          await openableAlbumOwner(db, note.album_id, viewer);
        } catch {
          return undefined;
        }
        return note.owner_id;
      }
      try {
        return await openableAlbumOwner(db, id, viewer);
      } catch {
        return undefined;
      }
    },

    /** The member's report on the item, if they reported it. */
    async findOwn(accountId: number, target: FlagTarget): Promise<FlagResponse | undefined> {
      const rows = await db.query<FlagRow>(
        `SELECT ${FLAG_COLUMNS} FROM flags
          WHERE account_id = $1 AND flagable_type = $2 AND flagable_id = $3`,
        [accountId, target.flagableType, target.flagableId],
      );
      const row = rows[0];
      return row ? toFlag(row, await countOf(db, target)) : undefined;
    },

    /** Every item the member reported, newest first (so each shows "Reported"). */
    async listOwn(accountId: number): Promise<FlagTarget[]> {
      const rows = await db.query<{ flagable_type: FlagableType; flagable_id: number }>(
        `SELECT flagable_type, flagable_id FROM flags WHERE account_id = $1
          ORDER BY created_at DESC, id DESC`,
        [accountId],
      );
      return rows.map((row) => ({ flagableType: row.flagable_type, flagableId: row.flagable_id }));
    },

    /** Undefined when the member had already reported the item (one report each). */
    async create(
      accountId: number,
      target: FlagTarget,
      report: { reason: FlagReasonName | null; description: string; reportedAccountId: number },
    ): Promise<FlagResponse | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<FlagRow>(
          `INSERT INTO flags (account_id, flagable_type, flagable_id, description, reason,
                              reported_account_id)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (account_id, flagable_type, flagable_id) DO NOTHING
           RETURNING ${FLAG_COLUMNS}`,
          [
            accountId,
            target.flagableType,
            target.flagableId,
            report.description,
            report.reason,
            report.reportedAccountId,
          ],
        );
        const row = rows[0];
        if (!row) return undefined;
        const count = await flagCountAfter(tx, target, 1);
        const notice = await itemReported(tx, {
          kind: target.flagableType,
          id: target.flagableId,
          authorId: report.reportedAccountId,
        });
        if (notice) await notify(tx, notice);
        return toFlag(row, count);
      });
    },

    /** The item's report count after removing the member's; undefined when there was none. */
    async remove(accountId: number, target: FlagTarget): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `DELETE FROM flags WHERE account_id = $1 AND flagable_type = $2 AND flagable_id = $3
           RETURNING id`,
          [accountId, target.flagableType, target.flagableId],
        );
        if (rows.length === 0) return undefined;
        const count = await flagCountAfter(tx, target, -1);
        await reportWithdrawn(tx, target.flagableType, target.flagableId);
        return count;
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

// The operators' watched words (issue 35): the list, and each change to it logged in the
// audit log in the same transaction. The compiled copy members' writing is checked
// against lives in watched-words.ts.
import { isUniqueViolation, type Db, type Queryable } from '../../../db/db.ts';
import { conflict } from '../../../lib/errors.ts';
import type { WatchedWordAction, WatchedEntry } from '../kernel/watched-word-rules.ts';
import type { StaffRole } from '../kernel/roles.ts';
import { appendAuditEntry } from './audit-log-repository.ts';

export interface WatchedWord {
  wordId: number;
  pattern: string;
  action: WatchedWordAction;
  updatedBy: string;
  updated: number;
}

interface WatchedWordRow {
  id: number;
  pattern: string;
  action: WatchedWordAction;
  updated_by_display: string;
  updated_at: Date | string;
}

export interface WatchedWordChange {
  actor: { id: number; role: StaffRole };
  /** Normalized and checked (watched-word-rules.ts). */
  pattern: string;
  action: WatchedWordAction;
  reason: string;
}

const SELECT = `SELECT w.id, w.pattern, w.action, w.updated_at,
                       a.first_name || ' ' || a.last_name AS updated_by_display
                  FROM watched_words w JOIN accounts a ON a.id = w.updated_by`;

function toWatchedWord(row: WatchedWordRow): WatchedWord {
  return {
    wordId: row.id,
    pattern: row.pattern,
    action: row.action,
    updatedBy: row.updated_by_display,
    updated: new Date(row.updated_at).getTime(),
  };
}

export const WATCHED_WORD_EXISTS = 'WATCHED_WORD_EXISTS';

function alreadyListed(pattern: string) {
  return conflict(WATCHED_WORD_EXISTS, `“${pattern}” is already on the list.`);
}

async function findRow(q: Queryable, id: number): Promise<WatchedWordRow | undefined> {
  const [row] = await q.query<WatchedWordRow>(`${SELECT} WHERE w.id = $1`, [id]);
  return row;
}

export function createWatchedWordsRepository(db: Db) {
  return {
    /** The whole list, alphabetical. */
    async list(): Promise<WatchedWord[]> {
      const rows = await db.query<WatchedWordRow>(`${SELECT} ORDER BY w.pattern`);
      return rows.map(toWatchedWord);
    },

    /** What the compiled list is made of. */
    entries(): Promise<WatchedEntry[]> {
      return db.query<WatchedEntry>('SELECT id, pattern, action FROM watched_words');
    },

    /** Adds an entry (409 WATCHED_WORD_EXISTS for one already listed), logged. */
    async add(change: WatchedWordChange): Promise<WatchedWord> {
      try {
        return await db.transaction(async (tx) => {
          const [inserted] = await tx.query<{ id: number }>(
            `INSERT INTO watched_words (pattern, action, created_by, updated_by)
             VALUES ($1, $2, $3, $3) RETURNING id`,
            [change.pattern, change.action, change.actor.id],
          );
          const row = await findRow(tx, inserted!.id);
          await appendAuditEntry(tx, {
            actorId: change.actor.id,
            actorRole: change.actor.role,
            action: 'words.add',
            targetType: 'watched_word',
            targetId: row!.id,
            reason: change.reason,
            before: null,
            after: { pattern: change.pattern, action: change.action },
          });
          return toWatchedWord(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyListed(change.pattern);
        throw error;
      }
    },

    /**
     * Changes an entry's words or action, logged with both; undefined when there is no such
     * entry, the entry as it is when nothing changed (nothing logged).
     */
    async update(id: number, change: WatchedWordChange): Promise<WatchedWord | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx.query<WatchedWordRow>(
            'SELECT id, pattern, action FROM watched_words WHERE id = $1 FOR UPDATE',
            [id],
          );
          if (!before) return undefined;
          if (before.pattern === change.pattern && before.action === change.action) {
            return toWatchedWord((await findRow(tx, id))!);
          }
          await tx.query(
            `UPDATE watched_words SET pattern = $2, action = $3, updated_by = $4,
                    updated_at = now() WHERE id = $1`,
            [id, change.pattern, change.action, change.actor.id],
          );
          await appendAuditEntry(tx, {
            actorId: change.actor.id,
            actorRole: change.actor.role,
            action: 'words.change',
            targetType: 'watched_word',
            targetId: id,
            reason: change.reason,
            before: { pattern: before.pattern, action: before.action },
            after: { pattern: change.pattern, action: change.action },
          });
          return toWatchedWord((await findRow(tx, id))!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyListed(change.pattern);
        throw error;
      }
    },

    /** Removes an entry, logged with what it was; false when there is no such entry. */
    async remove(id: number, actor: WatchedWordChange['actor'], reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx.query<{ pattern: string; action: WatchedWordAction }>(
          'DELETE FROM watched_words WHERE id = $1 RETURNING pattern, action',
          [id],
        );
        if (!removed) return false;
        await appendAuditEntry(tx, {
          actorId: actor.id,
          actorRole: actor.role,
          action: 'words.remove',
          targetType: 'watched_word',
          targetId: id,
          reason,
          before: { pattern: removed.pattern, action: removed.action },
          after: null,
        });
        return true;
      });
    },
  };
}

export type WatchedWordsRepository = ReturnType<typeof createWatchedWordsRepository>;

// The stored totals of the all-time boards (migration 077), kept in step with the scores and
// earned tickets they sum. Whatever writes either calls `refreshLeaderboardTotals` in the
// same transaction, so a board never shows play that did not happen or misses play that did.
import type { Queryable } from '../../../db/db.ts';
import { RANK_TYPES, type RankType } from '../../../schemas/leaderboard.ts';
import { totalsSql } from './leaderboard-queries.ts';

/**
 * Recomputes the members' ($1, an int[]) rows of every board from `totalsSql`, the one
 * definition of a total, and answers how many members each board's scores gained or lost.
 */
const REFRESH_SQL = `WITH fresh AS (
    ${RANK_TYPES.map(
      (rankType) => `SELECT '${rankType}'::text AS rank_type, t.*
        FROM (${totalsSql(rankType, null, null, '$1::int[]')}) t WHERE score_value > 0`,
    ).join('\n    UNION ALL ')}),
  earlier AS (
    SELECT rank_type, score_value FROM leaderboard_totals WHERE account_id = ANY($1::int[])),
  dropped AS (
    DELETE FROM leaderboard_totals l
     WHERE l.account_id = ANY($1::int[])
       AND NOT EXISTS (SELECT 1 FROM fresh f
                        WHERE f.account_id = l.account_id AND f.rank_type = l.rank_type)),
  stored AS (
    INSERT INTO leaderboard_totals
      (rank_type, account_id, score_value, time_value, count_value, updated)
    SELECT rank_type, account_id, score_value, time_value, count_value, updated FROM fresh
    ON CONFLICT (account_id, rank_type) DO UPDATE
       SET score_value = EXCLUDED.score_value, time_value = EXCLUDED.time_value,
           count_value = EXCLUDED.count_value, updated = EXCLUDED.updated
     WHERE (leaderboard_totals.score_value, leaderboard_totals.time_value,
            leaderboard_totals.count_value, leaderboard_totals.updated)
           IS DISTINCT FROM (EXCLUDED.score_value, EXCLUDED.time_value,
                             EXCLUDED.count_value, EXCLUDED.updated))
  SELECT rank_type, score_value, sum(change)::int AS change
    FROM (SELECT rank_type, score_value, 1 AS change FROM fresh
          UNION ALL SELECT rank_type, score_value, -1 FROM earlier) changes
   GROUP BY rank_type, score_value HAVING sum(change) <> 0
   ORDER BY rank_type, score_value`;

/** Brings the members' all-time totals up to date; call it where their play was written. */
export async function refreshLeaderboardTotals(
  tx: Queryable,
  accountIds: readonly number[],
): Promise<void> {
  const members = [...new Set(accountIds)].sort((a, b) => a - b);
  if (members.length === 0) return;
  // A statement of its own before the recompute: under READ COMMITTED the recompute's snapshot
  // is then taken once any other writer for these members has committed, so two plays at once
  // cannot leave a total missing one of them. Locked in id order, so bulk refreshes cannot
  // deadlock; NO KEY UPDATE leaves inserts referencing the account free.
  await tx.query(
    'SELECT id FROM accounts WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE',
    [members],
  );
  const changes = await tx.query<{ rank_type: RankType; score_value: number; change: number }>(
    REFRESH_SQL,
    [members],
  );
  if (changes.length === 0) return;
  // Rows in key order, so two refreshes lock the score counts they share in the same order.
  await tx.query(
    `INSERT INTO leaderboard_score_counts (rank_type, score_value, members)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[]) ORDER BY 1, 2
     ON CONFLICT (rank_type, score_value)
       DO UPDATE SET members = leaderboard_score_counts.members + EXCLUDED.members`,
    [
      changes.map((row) => row.rank_type),
      changes.map((row) => row.score_value),
      changes.map((row) => row.change),
    ],
  );
}

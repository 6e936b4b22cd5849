// The stored totals of the all-time boards (migration 077), kept in step with the scores and
// earned tickets they sum. Whatever writes either calls `refreshLeaderboardTotals` in the
// same transaction, so a board never shows play that did not happen or misses play that did.
import type { Queryable } from '../../../db/db.ts';
import { RANK_TYPES, type RankType } from '../../../schemas/leaderboard.ts';
import { totalsSql } from './leaderboard-queries.ts';

/**
 * Recomputes the members' ($1, an int[]) rows of every board from `totalsSql`, the one
 * definition of a total, and answers how each board's ranked count changed.
 */
const REFRESH_SQL = `WITH fresh AS (
    ${RANK_TYPES.map(
      (rankType) => `SELECT '${rankType}'::text AS rank_type, t.*
        FROM (${totalsSql(rankType, null, null, '$1::int[]')}) t WHERE score_value > 0`,
    ).join('\n    UNION ALL ')}),
  earlier AS (SELECT rank_type FROM leaderboard_totals WHERE account_id = ANY($1::int[])),
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
  SELECT rank_type, sum(change)::int AS change
    FROM (SELECT rank_type, 1 AS change FROM fresh
          UNION ALL SELECT rank_type, -1 FROM earlier) changes
   GROUP BY rank_type HAVING sum(change) <> 0`;

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
  const changes = await tx.query<{ rank_type: RankType; change: number }>(REFRESH_SQL, [members]);
  // Counts change only when members join a board; one statement per board, always in the same
  // order, so two refreshes cannot wait on each other's count rows.
  for (const rankType of RANK_TYPES) {
    const change = changes.find((row) => row.rank_type === rankType)?.change;
    if (!change) continue;
    await tx.query(
      'UPDATE leaderboard_ranked_counts SET ranked_count = ranked_count + $2 WHERE rank_type = $1',
      [rankType, change],
    );
  }
}

// The SQL of the leaderboards, apart from the plugin so the bench can run the very same
// queries against a database of its own.
import { pageSql, statement } from '../../../db/sql.ts';
import type { Page } from '../../../lib/paging.ts';
import type { RankType } from '../../../schemas/leaderboard.ts';
import { ownerColumns } from '../identity/account-short.ts';

/**
 * Per-member totals for one board: account_id, score_value, time_value, count_value, updated.
 * `scope` limits the scores to one tournament, `since` to those played from then on (both
 * parameter references, or null for no limit).
 */
export function totalsSql(
  rankType: RankType,
  scope: string | null,
  since: string | null = null,
): string {
  const recent = since ? `created_at >= ${since}` : 'true';
  const inScope = `${scope ? `tournament_id = ${scope}` : 'true'} AND ${recent}`;
  switch (rankType) {
    case 'POINTS':
      // Each member's best attempt per level counts, so replaying only helps by doing better.
      return `SELECT account_id, LEAST(sum(points), 2147483647)::int AS score_value,
                     LEAST(sum(time_ms), 2147483647)::int AS time_value,
                     count(*)::int AS count_value, max(created_at) AS updated
                FROM (SELECT DISTINCT ON (account_id, level_id)
                             account_id, points, time_ms, created_at
                        FROM game_scores WHERE ${inScope}
                       ORDER BY account_id, level_id, points DESC, time_ms, id) best
               GROUP BY account_id`;
    case 'LEVELS':
      return `SELECT account_id, count(DISTINCT level_id)::int AS score_value, 0 AS time_value,
                     count(DISTINCT pack_id)::int AS count_value, max(created_at) AS updated
                FROM game_scores WHERE passed AND ${inScope} GROUP BY account_id`;
    case 'TICKETS':
      return scope
        ? `SELECT account_id, sum(tickets_earned)::int AS score_value, 0 AS time_value,
                  count(*)::int AS count_value, max(created_at) AS updated
             FROM game_scores WHERE tickets_earned > 0 AND ${inScope} GROUP BY account_id`
        : `SELECT account_id, sum(amount)::int AS score_value, 0 AS time_value,
                  count(*)::int AS count_value, max(created_at) AS updated
             FROM ticket_ledger WHERE entry_type = 'EARNED' AND ${recent} GROUP BY account_id`;
  }
}

/** The `totals` and `ranked` common table expressions of one board. */
function rankedCte(rankType: RankType, scope: string | null, since: string | null): string {
  return `WITH totals AS (${totalsSql(rankType, scope, since)}),
    ranked AS (
      SELECT t.*, (RANK() OVER (ORDER BY score_value DESC, time_value))::int AS rank,
             (count(*) OVER ())::int AS ranked_count
        FROM totals t WHERE score_value > 0)`;
}

const RANK_COLUMNS = `r.rank, r.score_value, r.time_value, r.count_value, r.updated, r.ranked_count,
  ${ownerColumns('a')}`;

/** Every ranked member of one board with their account; callers add WHERE or ORDER BY. */
export function rankedSql(rankType: RankType, scope: string | null, since: string | null): string {
  return `${rankedCte(rankType, scope, since)}
    SELECT ${RANK_COLUMNS} FROM ranked r JOIN accounts a ON a.id = r.account_id`;
}

/**
 * One page of a board and the viewer's own row, from one pass over the scores (the `ranked`
 * expression is read twice, so PostgreSQL computes it once). Rows carry `is_viewer`.
 */
export function boardPageQuery(
  rankType: RankType,
  missionId: number | null,
  since: Date | null,
  page: Page,
  viewerId: number,
): { text: string; params: unknown[] } {
  const { params, param } = statement();
  const text = `${rankedCte(
    rankType,
    missionId === null ? null : param(missionId),
    since === null ? null : param(since),
  )},
      page AS (SELECT * FROM ranked ORDER BY rank, updated, account_id ${pageSql(param, page)})
    SELECT ${RANK_COLUMNS}, r.is_viewer
      FROM (SELECT p.*, false AS is_viewer FROM page p
            UNION ALL
            SELECT m.*, true AS is_viewer FROM ranked m WHERE m.account_id = ${param(viewerId)}) r
      JOIN accounts a ON a.id = r.account_id
     ORDER BY r.is_viewer, r.rank, r.updated, r.account_id`;
  return { text, params };
}

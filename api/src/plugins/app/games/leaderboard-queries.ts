// The SQL of the leaderboards, apart from the plugin so the bench can run the very same
// queries against a database of its own.
import { pageSql, statement } from '../../../db/sql.ts';
import type { Page } from '../../../lib/paging.ts';
import type { RankType } from '../../../schemas/leaderboard.ts';
import { ownerColumns } from '../kernel/account-short.ts';

/**
 * Per-member totals for one board: account_id, score_value, time_value, count_value, updated.
 * `scope` limits the scores to one tournament, `since` to those played from then on, `members`
 * (an int[]) to those members' (each a parameter reference, or null for no limit).
 */
export function totalsSql(
  rankType: RankType,
  scope: string | null,
  since: string | null = null,
  members: string | null = null,
): string {
  const recent = `${since ? `created_at >= ${since}` : 'true'} AND ${
    members ? `account_id = ANY(${members})` : 'true'
  }`;
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
function rankedSql(rankType: RankType, scope: string | null, since: string | null): string {
  return `${rankedCte(rankType, scope, since)}
    SELECT ${RANK_COLUMNS} FROM ranked r JOIN accounts a ON a.id = r.account_id`;
}

/** The all-time global boards read the totals stored per member (migration 077). */
const isAllTime = (missionId: number | null, since: Date | null) =>
  missionId === null && since === null;

const STORED_COLUMNS = 'account_id, score_value, time_value, count_value, updated';

/** How many are ranked on a stored board (`board` a parameter reference). */
const storedRankedCountSql = (board: string) =>
  `(SELECT COALESCE(sum(members), 0)::int FROM leaderboard_score_counts
     WHERE rank_type = ${board})`;

/**
 * A stored row's competition rank: one more than those strictly ahead of `row`, which are the
 * members at each higher score (summed from the score counts, not counted one by one) and
 * those level with it but faster (a range of the board's index).
 */
function storedRankSql(board: string, row: string): string {
  return `(1 + COALESCE((SELECT sum(members) FROM leaderboard_score_counts higher
                          WHERE higher.rank_type = ${board}
                            AND higher.score_value > ${row}.score_value), 0)
             + (SELECT count(*) FROM leaderboard_totals tied
                 WHERE tied.rank_type = ${board} AND tied.score_value = ${row}.score_value
                   AND tied.time_value < ${row}.time_value))::int`;
}

/** One member's stored row with its rank and the board's ranked count, as `ranked` has them. */
function storedStandingSql(board: string, viewer: string): string {
  return `SELECT ${STORED_COLUMNS}, ${storedRankSql(board, 'm')} AS rank,
                 ${storedRankedCountSql(board)} AS ranked_count
            FROM leaderboard_totals m WHERE m.rank_type = ${board} AND m.account_id = ${viewer}`;
}

/** The viewer's row on a board (none when unranked), with how many are ranked on it. */
export function standingQuery(
  rankType: RankType,
  missionId: number | null,
  since: Date | null,
  viewerId: number,
): { text: string; params: unknown[] } {
  const { params, param } = statement();
  const text = isAllTime(missionId, since)
    ? `SELECT ${RANK_COLUMNS}
         FROM (${storedStandingSql(param(rankType), param(viewerId))}) r
         JOIN accounts a ON a.id = r.account_id`
    : `${rankedSql(
        rankType,
        missionId === null ? null : param(missionId),
        since === null ? null : param(since),
      )} WHERE r.account_id = ${param(viewerId)}`;
  return { text, params };
}

/** How many are ranked on a board, as `total`; a pass over the scores unless it is stored. */
export function rankedCountQuery(
  rankType: RankType,
  missionId: number | null,
  since: Date | null,
): { text: string; params: unknown[] } {
  const { params, param } = statement();
  const text = isAllTime(missionId, since)
    ? `SELECT ${storedRankedCountSql(param(rankType))} AS total`
    : `SELECT count(*)::int AS total FROM (${totalsSql(
        rankType,
        missionId === null ? null : param(missionId),
        since === null ? null : param(since),
      )}) t WHERE score_value > 0`;
  return { text, params };
}

/**
 * One page of a stored board and the viewer's row. The page is the index read in board order;
 * only its first tie needs counting, as every later row's rank is `start` plus its place.
 */
function storedPageQuery(
  rankType: RankType,
  page: Page,
  viewerId: number,
): { text: string; params: unknown[] } {
  const { params, param } = statement();
  const board = param(rankType);
  const text = `WITH page AS (
      SELECT t.*, RANK() OVER (ORDER BY score_value DESC, time_value) AS page_rank
        FROM (SELECT ${STORED_COLUMNS} FROM leaderboard_totals WHERE rank_type = ${board}
               ORDER BY score_value DESC, time_value, updated, account_id
               ${pageSql(param, page)}) t)
    SELECT ${RANK_COLUMNS}, r.is_viewer
      FROM (SELECT ${STORED_COLUMNS},
                   CASE WHEN page_rank = 1 THEN ${storedRankSql(board, 'p')}
                        ELSE (${param(page.start)} + page_rank)::int END AS rank,
                   ${storedRankedCountSql(board)} AS ranked_count, false AS is_viewer
              FROM page p
            UNION ALL
            SELECT v.*, true AS is_viewer FROM (${storedStandingSql(board, param(viewerId))}) v) r
      JOIN accounts a ON a.id = r.account_id
     ORDER BY r.is_viewer, r.rank, r.updated, r.account_id`;
  return { text, params };
}

/**
 * One page of a board and the viewer's own row; rows carry `is_viewer`. A windowed or
 * tournament board is one pass over the scores (the `ranked` expression is read twice, so
 * PostgreSQL computes it once); an all-time board reads the stored totals.
 */
export function boardPageQuery(
  rankType: RankType,
  missionId: number | null,
  since: Date | null,
  page: Page,
  viewerId: number,
): { text: string; params: unknown[] } {
  if (isAllTime(missionId, since)) return storedPageQuery(rankType, page, viewerId);
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

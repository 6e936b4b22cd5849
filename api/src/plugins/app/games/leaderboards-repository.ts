import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { pageSql, statement } from '../../../db/sql.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs, type Page } from '../../../lib/paging.ts';
import type {
  PersonalRankResponse,
  RankResponse,
  RankType,
  RankWindow,
} from '../../../schemas/leaderboard.ts';
import { ownerColumns, toOwner, type OwnerColumns } from '../identity/account-short.ts';
import { windowStart } from './rules.ts';
import { tournamentAccess } from './tournament-access.ts';

/** Tournament boards listed among a member's personal ranks, most recent first. */
const PERSONAL_TOURNAMENTS = 20;

const BOARD_TITLES: Record<RankType, string> = {
  POINTS: 'Points',
  TICKETS: 'Tickets earned',
  LEVELS: 'Levels completed',
};

/**
 * Per-member totals for one board: account_id, score_value, time_value, count_value, updated.
 * `scope` limits the scores to one tournament, `since` to those played from then on (both
 * parameter references, or null for no limit).
 */
function totalsSql(rankType: RankType, scope: string | null, since: string | null = null): string {
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

function rankedSql(rankType: RankType, scope: string | null, since: string | null): string {
  return `WITH totals AS (${totalsSql(rankType, scope, since)}),
    ranked AS (
      SELECT t.*, (RANK() OVER (ORDER BY score_value DESC, time_value))::int AS rank,
             (count(*) OVER ())::int AS ranked_count
        FROM totals t WHERE score_value > 0)
    SELECT r.rank, r.score_value, r.time_value, r.count_value, r.updated, r.ranked_count,
           ${ownerColumns('a')}
      FROM ranked r JOIN accounts a ON a.id = r.account_id`;
}

interface RankRow extends OwnerColumns {
  rank: number;
  score_value: number;
  time_value: number;
  count_value: number;
  updated: Date | string;
  ranked_count: number;
}

export interface RankingSearch {
  rankType: RankType;
  missionId?: number | undefined;
  window?: RankWindow | undefined;
  page: Page;
}

export function createLeaderboardsRepository(db: Db, mediaUrl: MediaUrl) {
  const toRank = (row: RankRow): RankResponse => ({
    owner: toOwner(row, mediaUrl),
    rank: row.rank,
    scoreValue: row.score_value,
    timeValue: row.time_value,
    countValue: row.count_value,
    updated: toEpochMs(row.updated) ?? 0,
  });

  /** The viewer's row on a board, with how many are ranked on it. */
  const standing = async (
    viewerId: number,
    rankType: RankType,
    missionId: number | null,
    since: Date | null,
  ) => {
    const mine = statement();
    const viewer = mine.param(viewerId);
    const rows = await db.query<RankRow>(
      `${rankedSql(
        rankType,
        missionId === null ? null : mine.param(missionId),
        since === null ? null : mine.param(since),
      )} WHERE r.account_id = ${viewer}`,
      mine.params,
    );
    const all = statement();
    const counted = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${totalsSql(
        rankType,
        missionId === null ? null : all.param(missionId),
        since === null ? null : all.param(since),
      )}) t WHERE score_value > 0`,
      all.params,
    );
    return { row: rows[0], rankedCount: counted[0]?.total ?? 0 };
  };

  return {
    /** A board of everyone, or of one tournament the viewer is in (404 otherwise). */
    async ranking(viewerId: number, search: RankingSearch) {
      const missionId = search.missionId ?? null;
      if (missionId !== null && !(await tournamentAccess(db, viewerId, missionId))) {
        throw notFound('That tournament does not exist.');
      }
      const since = windowStart(search.window ?? 'ALL');
      const { params, param } = statement();
      const rows = await db.query<RankRow>(
        `${rankedSql(
          search.rankType,
          missionId === null ? null : param(missionId),
          since === null ? null : param(since),
        )}
          ORDER BY r.rank, r.updated, r.account_id
          ${pageSql(param, search.page)}`,
        params,
      );
      const mine = await standing(viewerId, search.rankType, missionId, since);
      return {
        items: rows.map(toRank),
        userRank: mine.row ? toRank(mine.row) : null,
        countTotal: mine.rankedCount,
      };
    },

    /** Where the viewer stands on each board: the global ones, then their tournaments'. */
    async personal(
      viewerId: number,
      rankType?: RankType,
      window: RankWindow = 'ALL',
    ): Promise<PersonalRankResponse[]> {
      const since = windowStart(window);
      const tournaments = await db.query<{ id: number; title: string }>(
        `SELECT t.id, t.title FROM tournaments t
           JOIN tournament_members m ON m.tournament_id = t.id AND m.account_id = $1
          WHERE t.active ORDER BY t.start_date DESC, t.id DESC LIMIT $2`,
        [viewerId, PERSONAL_TOURNAMENTS],
      );
      const boards: { rankType: RankType; missionId: number | null; title: string }[] = [
        ...(['POINTS', 'TICKETS', 'LEVELS'] as const).map((type) => ({
          rankType: type,
          missionId: null,
          title: BOARD_TITLES[type],
        })),
        ...tournaments.map((tournament) => ({
          rankType: 'POINTS' as const,
          missionId: tournament.id,
          title: tournament.title,
        })),
      ].filter((board) => !rankType || board.rankType === rankType);
      const ranks: PersonalRankResponse[] = [];
      for (const board of boards) {
        const { row, rankedCount } = await standing(
          viewerId,
          board.rankType,
          board.missionId,
          since,
        );
        ranks.push({
          ...board,
          rank: row?.rank ?? null,
          scoreValue: row?.score_value ?? 0,
          timeValue: row?.time_value ?? 0,
          countValue: row?.count_value ?? 0,
          updated: row ? toEpochMs(row.updated) : null,
          rankedCount,
        });
      }
      return ranks;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    leaderboards: ReturnType<typeof createLeaderboardsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('leaderboards', createLeaderboardsRepository(app.db, app.mediaUrl));
  },
  { name: 'leaderboards', dependencies: ['db', 'media-url'] },
);

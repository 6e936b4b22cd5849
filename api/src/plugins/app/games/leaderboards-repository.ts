import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs, type Page } from '../../../lib/paging.ts';
import type {
  PersonalRankResponse,
  RankResponse,
  RankType,
  RankWindow,
} from '../../../schemas/leaderboard.ts';
import { toOwner, type OwnerColumns } from '../kernel/account-short.ts';
import { boardPageQuery, rankedCountQuery, standingQuery } from './leaderboard-queries.ts';
import { windowStart } from './rules.ts';
import { tournamentAccess } from './tournament-access.ts';

/** Tournament boards listed among a member's personal ranks, most recent first. */
const PERSONAL_TOURNAMENTS = 20;

const BOARD_TITLES: Record<RankType, string> = {
  POINTS: 'Points',
  TICKETS: 'Tickets earned',
  LEVELS: 'Levels completed',
};

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

  /** How many are ranked on a board, asked only when no row on hand says it. */
  const countRanked = async (rankType: RankType, missionId: number | null, since: Date | null) => {
    const query = rankedCountQuery(rankType, missionId, since);
    const counted = await db.query<{ total: number }>(query.text, query.params);
    return counted[0]?.total ?? 0;
  };

  /** The viewer's row on a board, with how many are ranked on it. */
  const standing = async (
    viewerId: number,
    rankType: RankType,
    missionId: number | null,
    since: Date | null,
  ) => {
    const query = standingQuery(rankType, missionId, since, viewerId);
    const row = (await db.query<RankRow>(query.text, query.params))[0];
    return {
      row,
      rankedCount: row ? row.ranked_count : await countRanked(rankType, missionId, since),
    };
  };

  return {
    /** A board of everyone, or of one tournament the viewer is in (404 otherwise). */
    async ranking(viewerId: number, search: RankingSearch) {
      const missionId = search.missionId ?? null;
      if (missionId !== null && !(await tournamentAccess(db, viewerId, missionId))) {
        throw notFound('That tournament does not exist.');
      }
      const since = windowStart(search.window ?? 'ALL');
      const query = boardPageQuery(search.rankType, missionId, since, search.page, viewerId);
      const rows = await db.query<RankRow & { is_viewer: boolean }>(query.text, query.params);
      const mine = rows.find((row) => row.is_viewer);
      const first = rows[0];
      return {
        items: rows.filter((row) => !row.is_viewer).map(toRank),
        userRank: mine ? toRank(mine) : null,
        countTotal: first
          ? first.ranked_count
          : search.page.start === 0
            ? 0
            : await countRanked(search.rankType, missionId, since),
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

import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { Page } from '../../../lib/paging.ts';
import type { AchievementResponse } from '../../../schemas/achievements.ts';

export type AchievementMetric = 'POINTS' | 'TICKETS' | 'LEVELS' | 'TOURNAMENTS';

/**
 * The numbers achievements count, computed from play itself, so progress can never drift
 * from the scores and tickets behind it.
 */
export async function memberStats(
  db: Db,
  accountId: number,
): Promise<Record<AchievementMetric, number>> {
  const rows = await db.query<Record<Lowercase<AchievementMetric>, number>>(
    `SELECT
       (SELECT COALESCE(sum(best), 0)::int FROM (
          SELECT max(points) AS best FROM game_scores WHERE account_id = $1 GROUP BY level_id
        ) levels) AS points,
       (SELECT COALESCE(sum(amount), 0)::int FROM ticket_ledger
         WHERE account_id = $1 AND entry_type = 'EARNED') AS tickets,
       (SELECT count(DISTINCT level_id)::int FROM game_scores
         WHERE account_id = $1 AND passed) AS levels,
       (SELECT count(*)::int FROM tournament_members m JOIN tournaments t ON t.id = m.tournament_id
         WHERE m.account_id = $1 AND t.active) AS tournaments`,
    [accountId],
  );
  const row = rows[0];
  return {
    POINTS: row?.points ?? 0,
    TICKETS: row?.tickets ?? 0,
    LEVELS: row?.levels ?? 0,
    TOURNAMENTS: row?.tournaments ?? 0,
  };
}

interface AchievementRow {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  rank_type: AchievementMetric;
  active: boolean;
}

interface TierRow {
  id: number;
  achievement_id: number;
  title: string;
  goal_count: number;
}

export function createAchievementsRepository(db: Db, mediaUrl: MediaUrl) {
  const withProgress = async (
    viewerId: number,
    achievements: AchievementRow[],
  ): Promise<AchievementResponse[]> => {
    if (achievements.length === 0) return [];
    const tiers = await db.query<TierRow>(
      `SELECT id, achievement_id, title, goal_count FROM achievement_tiers
        WHERE achievement_id = ANY($1::int[]) ORDER BY achievement_id, goal_count, position`,
      [achievements.map((achievement) => achievement.id)],
    );
    const stats = await memberStats(db, viewerId);
    return achievements.map((achievement) => {
      const progressCount = stats[achievement.rank_type];
      const own = tiers
        .filter((tier) => tier.achievement_id === achievement.id)
        .map((tier) => ({
          achievementTierId: tier.id,
          title: tier.title,
          goalCount: tier.goal_count,
          completed: progressCount >= tier.goal_count,
        }));
      const current = own.find((tier) => !tier.completed) ?? own.at(-1);
      const tiersCompleted = own.filter((tier) => tier.completed).length;
      return {
        achievementId: achievement.id,
        title: achievement.title,
        description: achievement.description,
        icon: mediaUrl(achievement.icon),
        rankType: achievement.rank_type,
        tiers: own,
        tierCount: own.length,
        active: achievement.active,
        progress: {
          achievementTierId: current?.achievementTierId ?? null,
          completed: own.length > 0 && tiersCompleted === own.length,
          progressCount,
          goalCount: current?.goalCount ?? 0,
          tiersCompleted,
        },
      };
    });
  };

  const SELECT = 'SELECT id, title, description, icon, rank_type, active FROM achievements';

  return {
    async find(viewerId: number, id: number): Promise<AchievementResponse | undefined> {
      const rows = await db.query<AchievementRow>(`${SELECT} WHERE id = $1 AND active`, [id]);
      return (await withProgress(viewerId, rows))[0];
    },

    async search(
      viewerId: number,
      page: Page,
    ): Promise<{ items: AchievementResponse[]; countTotal: number }> {
      const rows = await db.query<AchievementRow>(
        `${SELECT} WHERE active ORDER BY id LIMIT $1 OFFSET $2`,
        [page.limit, page.start],
      );
      const counted = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM achievements WHERE active',
      );
      return { items: await withProgress(viewerId, rows), countTotal: counted[0]?.total ?? 0 };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    achievements: ReturnType<typeof createAchievementsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('achievements', createAchievementsRepository(app.db, app.mediaUrl));
  },
  { name: 'achievements', dependencies: ['db', 'media-url'] },
);

import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs, type Page } from '../../../lib/paging.ts';
import type { AchievementResponse } from '../../../schemas/achievements.ts';
import { notify } from '../notifications/notify.ts';
import { onMemberProgress } from '../kernel/member-progress.ts';
import { POST_ALBUM_TYPE } from '../kernel/visibility.ts';
import { totalsSql } from './leaderboard-queries.ts';

export const ACHIEVEMENT_METRICS = [
  'POINTS',
  'TICKETS',
  'LEVELS',
  'TOURNAMENTS',
  'POSTS',
  'ORDERS',
  'QUIZ_STREAK',
  'TOURNAMENT_WINS',
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

/** Tournaments that have ended with the member first on their points board (ties share it). */
const TOURNAMENT_WINS_SQL = `
  SELECT count(*)::int FROM tournaments t
    JOIN tournament_members m ON m.tournament_id = t.id AND m.account_id = $1
   WHERE t.active AND t.end_date < now()
     AND $1 IN (SELECT account_id FROM (
           SELECT account_id, RANK() OVER (ORDER BY score_value DESC, time_value) AS place
             FROM (${totalsSql('POINTS', 't.id')}) totals WHERE score_value > 0) ranked
          WHERE place = 1)`;

/** The longest run of consecutive days (UTC) with at least one level completed. */
const QUIZ_STREAK_SQL = `
  SELECT COALESCE(max(length), 0)::int FROM (
    SELECT count(*) AS length FROM (
      SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run
        FROM (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date AS day
                FROM game_scores WHERE account_id = $1 AND passed) days) numbered
     GROUP BY run) runs`;

/** Each metric of member $1 as a column named like it (lower case); $2 is the post type. */
const MEMBER_STATS_SQL = `SELECT
       (SELECT COALESCE(sum(best), 0)::int FROM (
          SELECT max(points) AS best FROM game_scores WHERE account_id = $1 GROUP BY level_id
        ) levels) AS points,
       (SELECT COALESCE(sum(amount), 0)::int FROM ticket_ledger
         WHERE account_id = $1 AND entry_type = 'EARNED') AS tickets,
       (SELECT count(DISTINCT level_id)::int FROM game_scores
         WHERE account_id = $1 AND passed) AS levels,
       (SELECT count(*)::int FROM tournament_members m JOIN tournaments t ON t.id = m.tournament_id
         WHERE m.account_id = $1 AND t.active) AS tournaments,
       (SELECT count(*)::int FROM albums WHERE owner_id = $1 AND album_type = $2) AS posts,
       (SELECT count(*)::int FROM orders WHERE account_id = $1 AND order_type = 'PURCHASE')
         AS orders,
       (${QUIZ_STREAK_SQL}) AS quiz_streak,
       (${TOURNAMENT_WINS_SQL}) AS tournament_wins`;

/**
 * The numbers achievements count, computed from what the member did, so progress can never
 * drift from the scores, tickets, posts and orders behind it.
 */
export async function memberStats(
  q: Queryable,
  accountId: number,
): Promise<Record<AchievementMetric, number>> {
  const rows = await q.query<Record<Lowercase<AchievementMetric>, number>>(MEMBER_STATS_SQL, [
    accountId,
    POST_ALBUM_TYPE,
  ]);
  const row = rows[0];
  return Object.fromEntries(
    ACHIEVEMENT_METRICS.map((metric) => [
      metric,
      row?.[metric.toLowerCase() as Lowercase<AchievementMetric>] ?? 0,
    ]),
  ) as Record<AchievementMetric, number>;
}

export interface AwardedTier {
  achievementId: number;
  achievementTierId: number;
}

/**
 * Awards every tier the member has reached and not been awarded yet, in the caller's
 * transaction. Triggers may race (two scores at once, a post while a page reads badges):
 * the primary key and ON CONFLICT DO NOTHING let exactly one of them write each award,
 * and only that one gets it back, so the member is notified of each badge once. The demo
 * seed awards its history without `announce`: nobody earned those badges just now.
 */
export async function awardBadges(
  q: Queryable,
  accountId: number,
  { announce = true }: { announce?: boolean } = {},
): Promise<AwardedTier[]> {
  // The metrics are counted in the same statement: this runs inside every order, score and
  // post, so each round trip to the database counts (issue 16).
  const reached = ACHIEVEMENT_METRICS.map(
    (metric) => `WHEN '${metric}' THEN s.${metric.toLowerCase()}`,
  ).join(' ');
  const rows = await q.query<{
    achievement_id: number;
    achievement_title: string;
    tier_id: number;
    tier_title: string;
  }>(
    `WITH s AS (${MEMBER_STATS_SQL}), awarded AS (
       INSERT INTO achievement_awards (account_id, tier_id)
       SELECT $1, t.id FROM s, achievement_tiers t JOIN achievements a ON a.id = t.achievement_id
        WHERE a.active AND t.goal_count <= CASE a.rank_type ${reached} ELSE 0 END
       ORDER BY t.id
       ON CONFLICT (account_id, tier_id) DO NOTHING
       RETURNING tier_id)
     SELECT t.achievement_id, a.title AS achievement_title, awarded.tier_id, t.title AS tier_title
       FROM awarded JOIN achievement_tiers t ON t.id = awarded.tier_id
       JOIN achievements a ON a.id = t.achievement_id
      ORDER BY awarded.tier_id`,
    [accountId, POST_ALBUM_TYPE],
  );
  for (const row of announce ? rows : []) {
    await notify(q, {
      event: 'BADGE',
      recipientId: accountId,
      senderId: null,
      contentType: 'ACHIEVEMENT',
      contentId: row.achievement_id,
      contentName: `${row.achievement_title}: ${row.tier_title}`,
      parentType: 'ACHIEVEMENT_TIER',
      parentId: row.tier_id,
      message: `You earned the “${row.tier_title}” badge of ${row.achievement_title}.`,
    });
  }
  return rows.map((row) => ({ achievementId: row.achievement_id, achievementTierId: row.tier_id }));
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
  awarded_at: Date | string | null;
}

export function createAchievementsRepository(db: Db, mediaUrl: MediaUrl) {
  const withProgress = async (
    viewerId: number,
    achievements: AchievementRow[],
  ): Promise<AchievementResponse[]> => {
    if (achievements.length === 0) return [];
    // Reading badges also catches up on any reached by a trigger that does not award them.
    await db.transaction((tx) => awardBadges(tx, viewerId));
    const tiers = await db.query<TierRow>(
      `SELECT t.id, t.achievement_id, t.title, t.goal_count, w.awarded_at
         FROM achievement_tiers t
         LEFT JOIN achievement_awards w ON w.tier_id = t.id AND w.account_id = $2
        WHERE t.achievement_id = ANY($1::int[])
        ORDER BY t.achievement_id, t.goal_count, t.position`,
      [achievements.map((achievement) => achievement.id), viewerId],
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
          completed: tier.awarded_at !== null,
          awardedAt: toEpochMs(tier.awarded_at),
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
    // Orders and posts earn badges too: their domains announce the progress.
    onMemberProgress(awardBadges);
  },
  { name: 'achievements', dependencies: ['db', 'media-url'] },
);

import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import type { MediaUrl } from '../../lib/media.ts';
import { likePattern, toEpochMs, type Page } from '../../lib/paging.ts';
import type { QuizPackResponse } from '../../schemas/games.ts';

interface PackRow {
  id: number;
  name: string;
  description: string;
  icon: string | null;
  background: string | null;
  pack_type: string;
  ticket_count: number;
  points: number;
  price: number;
  start_date: Date | null;
  end_date: Date | null;
  active: boolean;
  total_count: number;
}

interface LevelRow {
  id: number;
  pack_id: number;
  name: string;
  description: string;
  difficulty: string;
  question_count: number;
  ticket_count: number;
}

export interface PackSearch {
  keyword?: string | undefined;
  packType?: string | undefined;
  page: Page;
}

export function createGamesRepository(db: Db, mediaUrl: MediaUrl) {
  return {
    async searchPacks(
      search: PackSearch,
    ): Promise<{ items: QuizPackResponse[]; countTotal: number }> {
      const params: unknown[] = [];
      const param = (value: unknown): string => {
        params.push(value);
        return `$${params.length}`;
      };
      const where = ['p.active'];
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        where.push(`(p.name ILIKE ${pattern} OR p.description ILIKE ${pattern})`);
      }
      if (search.packType) where.push(`upper(p.pack_type) = upper(${param(search.packType)})`);
      const packs = await db.query<PackRow>(
        `SELECT p.id, p.name, p.description, p.icon, p.background, p.pack_type, p.ticket_count,
                p.points, p.price, p.start_date, p.end_date, p.active,
                (count(*) OVER ())::int AS total_count
           FROM game_packs p
          WHERE ${where.join(' AND ')}
          ORDER BY p.id
          LIMIT ${param(search.page.limit)} OFFSET ${param(search.page.start)}`,
        params,
      );
      const levels = packs.length
        ? await db.query<LevelRow>(
            `SELECT id, pack_id, name, description, difficulty,
                    jsonb_array_length(questions)::int AS question_count, ticket_count
               FROM game_levels WHERE pack_id = ANY($1::int[]) ORDER BY pack_id, position, id`,
            [packs.map((pack) => pack.id)],
          )
        : [];
      const items = packs.map((pack): QuizPackResponse => {
        const packLevels = levels
          .filter((level) => level.pack_id === pack.id)
          .map((level) => ({
            gameLevelId: level.id,
            name: level.name,
            description: level.description,
            difficulty: level.difficulty,
            questionCount: level.question_count,
            ticketCount: level.ticket_count,
          }));
        return {
          packId: pack.id,
          name: pack.name,
          description: pack.description,
          icon: mediaUrl(pack.icon),
          background: mediaUrl(pack.background),
          packType: pack.pack_type,
          levels: packLevels,
          levelCount: packLevels.length,
          completed: false,
          ticketCount: pack.ticket_count,
          points: pack.points,
          price: pack.price,
          startDate: toEpochMs(pack.start_date),
          endDate: toEpochMs(pack.end_date),
          active: pack.active,
        };
      });
      let countTotal = packs[0]?.total_count ?? 0;
      if (packs.length === 0 && search.page.start > 0) {
        const counted = await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM game_packs p WHERE ${where.join(' AND ')}`,
          params.slice(0, -2),
        );
        countTotal = counted[0]?.total ?? 0;
      }
      return { items, countTotal };
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('games', createGamesRepository(app.db, app.mediaUrl));
  },
  { name: 'games', dependencies: ['db', 'media-url'] },
);

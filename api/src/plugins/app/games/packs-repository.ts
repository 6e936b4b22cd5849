import fp from 'fastify-plugin';
import { pageSql, statement } from '../../../db/sql.ts';
import type { Db } from '../../../db/db.ts';
import { refuse, type Refusal } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern, toEpochMs, type Page } from '../../../lib/paging.ts';
import type {
  HintResponse,
  QuizPackDetailResponse,
  QuizPackResponse,
} from '../../../schemas/games.ts';
import {
  isLevelLocked,
  levelProgress,
  levelsOfPacks,
  progressOf,
  questionsOfLevels,
  toQuestion,
  toStoredQuestion,
  type LevelRow,
} from './content.ts';
import {
  checkAnswer,
  isAnswered,
  playsOf,
  questionInPlay,
  serveNextQuestion,
} from './question-plays.ts';
import {
  recordScore,
  SCORE_SUMMARY_COLUMNS,
  toScoreSummary,
  type ScoreSummaryRow,
} from './scores.ts';
import { hasOpenHint } from './hints-repository.ts';
import { answerToEliminate, HINT_TICKET_COST, pointsWithHint } from './rules.ts';

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

export interface PackSearch {
  keyword?: string | undefined;
  packType?: string | undefined;
  page: Page;
}

const SCORES_PER_LEVEL = 10;

export function createGamesRepository(db: Db, mediaUrl: MediaUrl) {
  const packFields = (pack: PackRow, levels: LevelRow[], completed: boolean) => ({
    packId: pack.id,
    name: pack.name,
    description: pack.description,
    icon: mediaUrl(pack.icon),
    background: mediaUrl(pack.background),
    packType: pack.pack_type,
    levelCount: levels.length,
    completed,
    ticketCount: pack.ticket_count,
    points: pack.points,
    price: pack.price,
    startDate: toEpochMs(pack.start_date),
    endDate: toEpochMs(pack.end_date),
    active: pack.active,
  });

  const allCompleted = (levels: LevelRow[], progress: Awaited<ReturnType<typeof levelProgress>>) =>
    levels.length > 0 && levels.every((level) => progressOf(progress, level.id).completed);

  return {
    async searchPacks(
      viewerId: number,
      search: PackSearch,
    ): Promise<{ items: QuizPackResponse[]; countTotal: number }> {
      const { params, param } = statement();
      const where = ['p.active'];
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        where.push(`(p.name ILIKE ${pattern} OR p.description ILIKE ${pattern})`);
      }
      if (search.packType) where.push(`upper(p.pack_type) = upper(${param(search.packType)})`);
      const filter = where.join(' AND ');
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM game_packs p WHERE ${filter}`,
        params,
      );
      const packs = await db.query<PackRow>(
        `SELECT p.id, p.name, p.description, p.icon, p.background, p.pack_type, p.ticket_count,
                p.points, p.price, p.start_date, p.end_date, p.active
           FROM game_packs p WHERE ${filter} ORDER BY p.id
          ${pageSql(param, search.page)}`,
        params,
      );
      const levels = await levelsOfPacks(
        db,
        packs.map((pack) => pack.id),
      );
      const progress = await levelProgress(
        db,
        viewerId,
        levels.map((level) => level.id),
      );
      const items = packs.map((pack): QuizPackResponse => {
        const packLevels = levels.filter((level) => level.pack_id === pack.id);
        return {
          ...packFields(pack, packLevels, allCompleted(packLevels, progress)),
          levelsCompleted: packLevels.filter((level) => progressOf(progress, level.id).completed)
            .length,
          levels: packLevels.map((level) => ({
            gameLevelId: level.id,
            name: level.name,
            description: level.description,
            difficulty: level.difficulty,
            questionCount: level.question_count,
            ticketCount: level.ticket_count,
          })),
        };
      });
      return { items, countTotal: counted[0]?.total ?? 0 };
    },

    /**
     * A pack with the viewer's progress and the questions served to them so far (never which
     * answer is right: that is told once an answer is locked in).
     */
    async getPack(viewerId: number, packId: number): Promise<QuizPackDetailResponse | undefined> {
      const pack = (
        await db.query<PackRow>(
          `SELECT id, name, description, icon, background, pack_type, ticket_count, points,
                  price, start_date, end_date, active
             FROM game_packs WHERE id = $1 AND active`,
          [packId],
        )
      )[0];
      if (!pack) return undefined;
      const levels = await levelsOfPacks(db, [pack.id]);
      const levelIds = levels.map((level) => level.id);
      const progress = await levelProgress(db, viewerId, levelIds);
      const questions = await questionsOfLevels(db, levelIds);
      const plays = await playsOf(
        db,
        viewerId,
        questions.map((question) => question.id),
      );
      const scores = await db.query<ScoreSummaryRow>(
        `SELECT ${SCORE_SUMMARY_COLUMNS} FROM game_scores
          WHERE account_id = $1 AND pack_id = $2 ORDER BY id DESC`,
        [viewerId, pack.id],
      );
      const detailLevels = levels.map((level) => {
        const mine = progressOf(progress, level.id);
        const locked = isLevelLocked(levels, level.id, progress);
        const levelQuestions = questions.filter((question) => question.level_id === level.id);
        return {
          gameLevelId: level.id,
          name: level.name,
          description: level.description,
          difficulty: level.difficulty,
          questionCount: level.question_count,
          ticketCount: level.ticket_count,
          points: level.points,
          locked,
          completed: mine.completed,
          bestPoints: mine.bestPoints,
          ticketsEarned: mine.ticketsEarned,
          scores: scores
            .filter((score) => score.level_id === level.id)
            .slice(0, SCORES_PER_LEVEL)
            .map(toScoreSummary),
          answeredCount: levelQuestions.filter((question) => isAnswered(plays.get(question.id)))
            .length,
          // Only what the viewer has been served: a question's clock starts when it is.
          gameObjects: levelQuestions
            .filter((question) => plays.has(question.id))
            .map((question) => toQuestion(question, mediaUrl)),
        };
      });
      return {
        ...packFields(pack, levels, allCompleted(levels, progress)),
        levels: detailLevels,
        pointsEarned: detailLevels.reduce((sum, level) => sum + level.bestPoints, 0),
        ticketsEarned: detailLevels.reduce((sum, level) => sum + level.ticketsEarned, 0),
      };
    },

    /**
     * Strikes out a wrong answer once the hint is bought (see hints-repository.ts), while the
     * question is on screen. It halves the question; asking again is free.
     */
    async hint(viewerId: number, questionId: number): Promise<HintResponse | Refusal> {
      const question = await questionInPlay(db, viewerId, questionId);
      if ('valid' in question) return question;
      if (!(await hasOpenHint(db, viewerId, questionId))) {
        return refuse(
          'HINT_NOT_BOUGHT',
          `A hint costs ${HINT_TICKET_COST} ${HINT_TICKET_COST === 1 ? 'ticket' : 'tickets'}: spend it first.`,
        );
      }
      const stored = toStoredQuestion(question);
      const eliminated = answerToEliminate(stored);
      return {
        gameObjectId: question.id,
        hint:
          question.hint ??
          (eliminated ? `It is not “${eliminated.text}”.` : 'Trust your first instinct.'),
        eliminatedAnswerIds: eliminated ? [eliminated.id] : [],
        points: pointsWithHint(stored.points, true),
      };
    },

    recordScore: recordScore(db),
    serveNextQuestion: serveNextQuestion(db, mediaUrl),
    checkAnswer: checkAnswer(db),
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

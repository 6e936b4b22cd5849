// Reading quiz content and a member's progress through it, shared by the pack view,
// serving questions, hints and scoring.
import type { Queryable } from '../../../db/db.ts';
import { notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { QuestionResponse } from '../../../schemas/games.ts';
import { HINT_TICKET_COST, type StoredAnswer, type StoredQuestion } from './rules.ts';

export interface QuestionRow {
  id: number;
  level_id: number;
  question: string;
  image: string | null;
  video_url: string | null;
  answers: StoredAnswer[];
  hint: string | null;
  points: number;
  ticket_count: number;
}

export interface LevelRow {
  id: number;
  pack_id: number;
  position: number;
  name: string;
  description: string;
  difficulty: string;
  question_count: number;
  ticket_count: number;
  points: number;
}

export interface PackWindow {
  id: number;
  active: boolean;
  start_date: Date | string | null;
  end_date: Date | string | null;
}

export interface LevelProgress {
  /** Scored at least once, whatever the result: that opens the next level. */
  played: boolean;
  completed: boolean;
  bestPoints: number;
  ticketsEarned: number;
}

const NO_PROGRESS: LevelProgress = {
  played: false,
  completed: false,
  bestPoints: 0,
  ticketsEarned: 0,
};

/** Whether scores may be recorded now: the pack is on and inside its dates. */
export function isPackOpen(pack: PackWindow, now = Date.now()): boolean {
  const starts = pack.start_date === null ? null : new Date(pack.start_date).getTime();
  const ends = pack.end_date === null ? null : new Date(pack.end_date).getTime();
  return pack.active && (starts === null || starts <= now) && (ends === null || now <= ends);
}

export function toStoredQuestion(row: QuestionRow): StoredQuestion {
  return { id: row.id, answers: row.answers, points: row.points, ticketCount: row.ticket_count };
}

/** The question as players see it before answering: no answer is marked correct. */
export function toQuestion(row: QuestionRow, mediaUrl: MediaUrl): QuestionResponse {
  return {
    id: row.id,
    question: row.question,
    image: mediaUrl(row.image),
    videoURL: row.video_url,
    answers: row.answers.map((answer) => ({ id: answer.id, text: answer.text })),
    points: row.points,
    ticketCount: row.ticket_count,
    hintTicketCost: HINT_TICKET_COST,
  };
}

const QUESTION_SELECT = `SELECT id, level_id, question, image, video_url, answers, hint, points,
         ticket_count FROM game_questions`;

export async function questionsOfLevels(q: Queryable, levelIds: number[]): Promise<QuestionRow[]> {
  if (levelIds.length === 0) return [];
  return q.query<QuestionRow>(
    `${QUESTION_SELECT} WHERE level_id = ANY($1::int[]) ORDER BY level_id, position, id`,
    [levelIds],
  );
}

export async function questionById(q: Queryable, id: number): Promise<QuestionRow | undefined> {
  return (await q.query<QuestionRow>(`${QUESTION_SELECT} WHERE id = $1`, [id]))[0];
}

export async function levelsOfPacks(q: Queryable, packIds: number[]): Promise<LevelRow[]> {
  if (packIds.length === 0) return [];
  return q.query<LevelRow>(
    `SELECT l.id, l.pack_id, l.position, l.name, l.description, l.difficulty, l.ticket_count,
            count(g.id)::int AS question_count, COALESCE(sum(g.points), 0)::int AS points
       FROM game_levels l LEFT JOIN game_questions g ON g.level_id = l.id
      WHERE l.pack_id = ANY($1::int[])
      GROUP BY l.id ORDER BY l.pack_id, l.position, l.id`,
    [packIds],
  );
}

/** A member's standing on each level, over every attempt (tournament play included). */
export async function levelProgress(
  q: Queryable,
  accountId: number,
  levelIds: number[],
): Promise<Map<number, LevelProgress>> {
  if (levelIds.length === 0) return new Map();
  const rows = await q.query<{
    level_id: number;
    passed: boolean;
    best_points: number;
    tickets: number;
  }>(
    `SELECT level_id, bool_or(passed) AS passed, max(points)::int AS best_points,
            sum(tickets_earned)::int AS tickets
       FROM game_scores WHERE account_id = $1 AND level_id = ANY($2::int[])
      GROUP BY level_id`,
    [accountId, levelIds],
  );
  return new Map(
    rows.map((row) => [
      row.level_id,
      {
        played: true,
        completed: row.passed,
        bestPoints: row.best_points,
        ticketsEarned: row.tickets,
      },
    ]),
  );
}

export function progressOf(progress: Map<number, LevelProgress>, levelId: number): LevelProgress {
  return progress.get(levelId) ?? NO_PROGRESS;
}

/**
 * The first level is open; each later one opens once the one before it has been played. Not
 * once it is completed: an answer is final, so a level failed once could never open the next.
 */
export function isLevelLocked(
  levels: Pick<LevelRow, 'id' | 'pack_id' | 'position'>[],
  levelId: number,
  progress: Map<number, LevelProgress>,
): boolean {
  const level = levels.find((candidate) => candidate.id === levelId);
  if (!level) return true;
  const earlier = levels
    .filter(
      (candidate) => candidate.pack_id === level.pack_id && candidate.position < level.position,
    )
    .sort((a, b) => b.position - a.position)[0];
  return earlier !== undefined && !progressOf(progress, earlier.id).played;
}

export const levelLockedRefusal = () =>
  refuse('LEVEL_LOCKED', 'Play the level before this one to unlock it.');

/** The question if the member may play it now; 404 when it is not there to play. */
export async function playableQuestion(
  q: Queryable,
  accountId: number,
  questionId: number,
): Promise<QuestionRow | Refusal> {
  const question = await questionById(q, questionId);
  if (!question) throw notFound('That question does not exist.');
  const owner = await q.query<{ pack_id: number }>(
    `SELECT l.pack_id FROM game_levels l JOIN game_packs p ON p.id = l.pack_id
      WHERE l.id = $1 AND p.active`,
    [question.level_id],
  );
  const packId = owner[0]?.pack_id;
  if (packId === undefined) throw notFound('That question does not exist.');
  const levels = await levelsOfPacks(q, [packId]);
  const progress = await levelProgress(
    q,
    accountId,
    levels.map((level) => level.id),
  );
  if (isLevelLocked(levels, question.level_id, progress)) return levelLockedRefusal();
  return question;
}

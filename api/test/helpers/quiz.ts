import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db.ts';
import type { App } from '../../src/app.ts';
import type { SignedInMember } from './app.ts';

/** A seeded member who has not played any quiz yet. */
export const NEWCOMER = { email: 'grace.kim@canopy.test', password: 'canopy-member' } as const;

/** A seeded member who has played neither Plant Basics nor Terpene Trivia. */
export const NEW_TO_PLANTS = {
  email: 'jonah.whitfield@canopy.test',
  password: 'canopy-member',
} as const;

export interface SeededLevel {
  packId: number;
  gameLevelId: number;
  position: number;
  questions: { id: number; right: number; wrong: number; points: number }[];
}

/** The levels of a seeded pack (by name) in play order, with each question's answers. */
export async function levelsOf(db: Queryable, packName: string): Promise<SeededLevel[]> {
  const rows = await db.query<{
    pack_id: number;
    level_id: number;
    position: number;
    question_id: number;
    points: number;
    answers: { id: number; correct: boolean }[];
  }>(
    `SELECT p.id AS pack_id, l.id AS level_id, l.position, g.id AS question_id, g.points,
            g.answers
       FROM game_packs p JOIN game_levels l ON l.pack_id = p.id
       JOIN game_questions g ON g.level_id = l.id
      WHERE p.name = $1 ORDER BY l.position, g.position`,
    [packName],
  );
  if (rows.length === 0) throw new Error(`No seeded pack ${packName}`);
  const levels: SeededLevel[] = [];
  for (const row of rows) {
    let level = levels.find((candidate) => candidate.gameLevelId === row.level_id);
    if (!level) {
      level = {
        packId: row.pack_id,
        gameLevelId: row.level_id,
        position: row.position,
        questions: [],
      };
      levels.push(level);
    }
    const right = row.answers.find((answer) => answer.correct)?.id ?? 0;
    const wrong = row.answers.find((answer) => !answer.correct)?.id ?? 0;
    level.questions.push({ id: row.question_id, right, wrong, points: row.points });
  }
  return levels;
}

/** Answers to a level: the first `rightCount` questions right, the rest wrong. */
export function answersFor(level: SeededLevel, rightCount = level.questions.length) {
  return level.questions.map((question, index) => ({
    gameObjectId: question.id,
    answerId: index < rightCount ? question.right : question.wrong,
  }));
}

export interface AnswerCheck {
  gameObjectId: number;
  answerId: number | null;
  correct: boolean;
  correctAnswerId: number;
  alreadyAnswered: boolean;
  timeValue: number;
}

/** Serves `member` the next question of a level, as the app does before showing it. */
export async function serveNext<T = { item: { id: number; position: number } }>(
  app: App,
  member: SignedInMember,
  gameLevelId: number,
): Promise<T> {
  return postAs<T>(app, member, `/api/games/level/${gameLevelId}/next`, {});
}

/** Locks in an answer to a served question and returns the server's verdict. */
export async function lockIn(
  app: App,
  member: SignedInMember,
  gameObjectId: number,
  answerId: number,
): Promise<AnswerCheck> {
  const answer = await postAs<
    { valid: true; item: AnswerCheck } | { valid: false; message: string }
  >(app, member, `/api/games/${gameObjectId}/answer`, { answerId });
  if (!answer.valid) throw new Error(answer.message);
  return answer.item;
}

/**
 * Answers a level as the app does, a question at a time: each served, then answered (the
 * first `rightCount` right, the rest wrong). Returns the verdicts, in order.
 */
export async function answerLevel(
  app: App,
  member: SignedInMember,
  level: SeededLevel,
  rightCount = level.questions.length,
): Promise<AnswerCheck[]> {
  const checks: AnswerCheck[] = [];
  for (const answer of answersFor(level, rightCount)) {
    const served = await serveNext(app, member, level.gameLevelId);
    expect(served.item.id).toBe(answer.gameObjectId);
    checks.push(await lockIn(app, member, answer.gameObjectId, answer.answerId));
  }
  return checks;
}

export async function tournamentId(db: Queryable, joinCode: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM tournaments WHERE join_code = $1', [
    joinCode,
  ]);
  if (!rows[0]) throw new Error(`No seeded tournament ${joinCode}`);
  return rows[0].id;
}

export async function ticketCount(app: App, member: SignedInMember): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/games/ticket/count',
    headers: member.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ item: { count: number } }>().item.count;
}

/** POSTs as `member` and returns the JSON answer, expecting `status`. */
export async function postAs<T>(
  app: App,
  member: SignedInMember | undefined,
  url: string,
  payload: object,
  status = 200,
): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    ...(member ? { headers: member.headers } : {}),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** GETs as `member` and returns the JSON answer, expecting `status`. */
export async function getAs<T>(
  app: App,
  member: SignedInMember | undefined,
  url: string,
  status = 200,
): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url,
    ...(member ? { headers: member.headers } : {}),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

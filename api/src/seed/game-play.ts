// Demo play that follows the live rules (server scoring, level locks, tickets at most once
// per level), so seeded leaderboards, balances and badges look like real use.
import type { Queryable } from '../db/db.ts';
import {
  scoreLevel,
  ticketsToAward,
  type QuestionResult,
  type StoredQuestion,
} from '../plugins/app/games/rules.ts';

export interface SeedLevel {
  id: number;
  packId: number;
  name: string;
  questions: StoredQuestion[];
}

/** Everything later seed steps need to play quizzes as members. */
export interface GameSeed {
  packIds: Map<string, number>;
  levelsOf: (packId: number) => SeedLevel[];
  play: (tx: Queryable, attempt: SeedAttempt) => Promise<void>;
}

export interface SeedAttempt {
  accountId: number;
  packId: number;
  /** Chance of answering each question right. */
  skill: number;
  /** When the first level was played; later levels follow a few minutes apart. */
  at: Date;
  tournamentId?: number | undefined;
  /** Levels to try at most (in order, each only once the one before is completed). */
  maxLevels?: number | undefined;
}

/**
 * Records the questions of a seeded attempt as played (served, then answered, an even share
 * of its time apart), as live play records them, so a demo member's answers are final too.
 * A question already played keeps its first answer.
 */
export async function recordSeedPlays(
  tx: Queryable,
  accountId: number,
  results: QuestionResult[],
  answeredAt: Date,
  timeMs: number,
): Promise<void> {
  const servedAt = new Date(
    answeredAt.getTime() - Math.round(timeMs / Math.max(1, results.length)),
  );
  await tx.query(
    `INSERT INTO game_question_plays (account_id, question_id, served_at, answered_at, answer_id)
     SELECT $1, q.id, $4, $5, q.answer_id FROM unnest($2::int[], $3::int[]) AS q (id, answer_id)
     ON CONFLICT (account_id, question_id) DO NOTHING`,
    [
      accountId,
      results.map((result) => result.gameObjectId),
      results.map((result) => result.answerId),
      servedAt,
      answeredAt,
    ],
  );
}

/** mulberry32: a small deterministic generator, so every seeded database is alike. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createGameSeed(packIds: Map<string, number>, levels: SeedLevel[]): GameSeed {
  const random = seededRandom(20_240_401);
  // Per member and level: tickets paid so far and whether it was completed.
  const earned = new Map<string, number>();
  const passed = new Set<string>();
  // Per member and question: the answer given first, which every later play of it repeats
  // (an answer is final), so tournament play matches the same member's practice.
  const answered = new Map<string, number>();
  const key = (accountId: number, id: number) => `${accountId}:${id}`;
  const levelsOf = (packId: number) => levels.filter((level) => level.packId === packId);

  const play = async (tx: Queryable, attempt: SeedAttempt): Promise<void> => {
    const packLevels = levelsOf(attempt.packId).slice(0, attempt.maxLevels ?? Infinity);
    let at = attempt.at.getTime();
    for (const [index, level] of packLevels.entries()) {
      const previous = packLevels[index - 1];
      if (previous && !passed.has(key(attempt.accountId, previous.id))) return;
      const answers = level.questions.map((question) => {
        const right = random() < attempt.skill;
        const answer =
          question.answers.find((candidate) => candidate.correct === right) ?? question.answers[0];
        const first = answered.get(key(attempt.accountId, question.id)) ?? answer?.id ?? 0;
        answered.set(key(attempt.accountId, question.id), first);
        return { gameObjectId: question.id, answerId: first };
      });
      const result = scoreLevel(level.questions, answers, new Set());
      const levelKey = key(attempt.accountId, level.id);
      const award = ticketsToAward(result.tickets, earned.get(levelKey) ?? 0);
      earned.set(levelKey, (earned.get(levelKey) ?? 0) + award);
      if (result.passed) passed.add(levelKey);
      const createdAt = new Date(at);
      const timeMs = Math.round(15_000 + random() * 60_000);
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO game_scores (account_id, pack_id, level_id, tournament_id, points,
           correct_count, question_count, passed, time_ms, tickets_earned, results, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12) RETURNING id`,
        [
          attempt.accountId,
          attempt.packId,
          level.id,
          attempt.tournamentId ?? null,
          result.points,
          result.correctCount,
          result.questionCount,
          result.passed,
          timeMs,
          award,
          JSON.stringify(result.results),
          createdAt,
        ],
      );
      await recordSeedPlays(tx, attempt.accountId, result.results, createdAt, timeMs);
      if (award > 0) {
        await tx.query(
          `INSERT INTO ticket_ledger (account_id, amount, entry_type, score_id, description,
             created_at)
           VALUES ($1, $2, 'EARNED', $3, $4, $5)`,
          [attempt.accountId, award, rows[0]?.id, `Played “${level.name}”`, createdAt],
        );
      }
      at += Math.round((3 + random() * 10) * 60_000);
    }
  };

  return { packIds, levelsOf, play };
}

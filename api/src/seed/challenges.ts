// Demo challenges: one waiting for the demo member's answer, one finished, one declined.
// Looks members and packs up by name, so it also fills a database seeded before challenges.
import type { Db, Queryable } from '../db/db.ts';
import { questionsOfLevels, toStoredQuestion } from '../plugins/app/games/content.ts';
import { scoreLevel } from '../plugins/app/games/rules.ts';
import { seedAchievements } from './achievements.ts';
import { recordSeedPlays } from './game-play.ts';

const HOUR = 3_600_000;

interface SeedSide {
  email: string;
  /** Questions answered wrong (from the end); undefined: has not played. */
  wrong?: number;
  timeMs?: number;
}

interface SeedChallenge {
  challenger: SeedSide;
  opponent: SeedSide;
  pack: string;
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'FINISHED';
  message: string;
  hoursAgo: number;
}

const DANA = 'demo@canopy.test';

const CHALLENGES: SeedChallenge[] = [
  {
    challenger: { email: 'marcus.bell@canopy.test', wrong: 1, timeMs: 41_000 },
    opponent: { email: DANA },
    pack: 'Terpene Trivia',
    status: 'PENDING',
    message: 'Bet you can’t beat my terpene score. Loser picks the next strain review.',
    hoursAgo: 3,
  },
  {
    challenger: { email: DANA, wrong: 0, timeMs: 38_000 },
    opponent: { email: 'priya.shah@canopy.test', wrong: 1, timeMs: 29_000 },
    pack: 'Plant Basics',
    status: 'FINISHED',
    message: 'Rematch from the garden club?',
    hoursAgo: 50,
  },
  {
    challenger: { email: 'elena.ortiz@canopy.test' },
    opponent: { email: DANA },
    pack: 'Know the Law',
    status: 'DECLINED',
    message: '',
    hoursAgo: 120,
  },
];

async function playFirstLevel(
  tx: Queryable,
  accountId: number,
  packId: number,
  levelId: number,
  side: SeedSide,
  at: Date,
): Promise<number | null> {
  if (side.wrong === undefined) return null;
  const questions = (await questionsOfLevels(tx, [levelId])).map(toStoredQuestion);
  const answers = questions.map((question, index) => {
    const right = index < questions.length - (side.wrong ?? 0);
    const answer = question.answers.find((candidate) => candidate.correct === right);
    return { gameObjectId: question.id, answerId: answer?.id ?? 0 };
  });
  const result = scoreLevel(questions, answers, new Set());
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
       question_count, passed, time_ms, results, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10) RETURNING id`,
    [
      accountId,
      packId,
      levelId,
      result.points,
      result.correctCount,
      result.questionCount,
      result.passed,
      side.timeMs ?? 0,
      JSON.stringify(result.results),
      at,
    ],
  );
  await recordSeedPlays(tx, accountId, result.results, at, side.timeMs ?? 0);
  return rows[0]?.id ?? null;
}

export async function seedChallenges(tx: Queryable): Promise<void> {
  const now = Date.now();
  for (const challenge of CHALLENGES) {
    const ids = await tx.query<{
      challenger: number;
      opponent: number;
      pack: number;
      level: number;
    }>(
      `SELECT (SELECT id FROM accounts WHERE email = $1) AS challenger,
              (SELECT id FROM accounts WHERE email = $2) AS opponent,
              p.id AS pack,
              (SELECT l.id FROM game_levels l WHERE l.pack_id = p.id
                ORDER BY l.position, l.id LIMIT 1) AS level
         FROM game_packs p WHERE p.name = $3 ORDER BY p.id LIMIT 1`,
      [challenge.challenger.email, challenge.opponent.email, challenge.pack],
    );
    const found = ids[0];
    if (!found?.challenger || !found.opponent || !found.level) continue;
    const created = new Date(now - challenge.hoursAgo * HOUR);
    const playedAt = new Date(created.getTime() + HOUR / 2);
    const challengerScore = await playFirstLevel(
      tx,
      found.challenger,
      found.pack,
      found.level,
      challenge.challenger,
      playedAt,
    );
    const opponentScore = await playFirstLevel(
      tx,
      found.opponent,
      found.pack,
      found.level,
      challenge.opponent,
      new Date(playedAt.getTime() + HOUR),
    );
    await tx.query(
      `INSERT INTO challenges (challenger_id, opponent_id, pack_id, level_id, status, message,
         challenger_score_id, opponent_score_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        found.challenger,
        found.opponent,
        found.pack,
        found.level,
        challenge.status,
        challenge.message,
        challengerScore,
        opponentScore,
        created,
        new Date(Math.max(created.getTime(), playedAt.getTime() + HOUR)),
      ],
    );
  }
}

/**
 * A database seeded before challenges and the newer badge rules existed gets the demo
 * challenges once and the achievements it lacks.
 */
export async function seedMissingGameData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx.query('SELECT 1 FROM accounts LIMIT 1');
    if (members.length === 0) return;
    await seedAchievements(tx);
    const any = await tx.query('SELECT 1 FROM challenges LIMIT 1');
    if (any.length === 0) await seedChallenges(tx);
  });
}

// Recording one attempt at a level: scored on the server, tickets paid at most once per
// level, hints and answers locked in during play consumed, all under the member's lock so parallel submits cannot race.
import type { Db, Queryable } from '../../../db/db.ts';
import { conflict, HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { GameScoreResponse, ScoreInput } from '../../../schemas/games.ts';
import type { TournamentScoreResponse } from '../../../schemas/tournaments.ts';
import {
  isLevelLocked,
  isPackOpen,
  levelProgress,
  levelsOfPacks,
  progressOf,
  questionsOfLevels,
  toStoredQuestion,
  type PackWindow,
} from './content.ts';
import { lockAccount } from '../marketplace/orders-repository.ts';
import { scoreLevel, ticketsToAward, withLockedAnswers, type QuestionResult } from './rules.ts';
import { lockedAnswers, consumeLockedAnswers } from './answer-checks.ts';
import { addTicketEntry, ticketBalance } from './tickets-repository.ts';
import { awardBadges } from './achievements-repository.ts';
import { refreshLeaderboardTotals } from './leaderboard-totals.ts';
import { lockChallengeForPlay, recordChallengeScore } from './challenges-repository.ts';
import { announceStandings, closedRefusal, tournamentAccess } from './tournament-access.ts';

/** The columns of a recorded attempt that every score answer is built from. */
export const SCORE_SUMMARY_COLUMNS = `id, pack_id, level_id, tournament_id, points, correct_count,
  question_count, passed, time_ms, tickets_earned, created_at`;

export interface ScoreSummaryRow {
  id: number;
  pack_id: number;
  level_id: number;
  tournament_id: number | null;
  points: number;
  correct_count: number;
  question_count: number;
  passed: boolean;
  time_ms: number;
  tickets_earned: number;
  created_at: Date | string;
}

/** One attempt as a level, a tournament and a score submission all show it. */
export function toScoreSummary(row: ScoreSummaryRow): TournamentScoreResponse {
  return {
    scoreId: row.id,
    packId: row.pack_id,
    gameLevelId: row.level_id,
    missionId: row.tournament_id,
    points: row.points,
    correctCount: row.correct_count,
    questionCount: row.question_count,
    completed: row.passed,
    timeValue: row.time_ms,
    ticketsEarned: row.tickets_earned,
    created: toEpochMs(row.created_at) ?? 0,
  };
}

interface ScoreRow extends ScoreSummaryRow {
  results: QuestionResult[];
}

const SCORE_COLUMNS = `${SCORE_SUMMARY_COLUMNS}, results`;

export interface RecordedScore {
  item: GameScoreResponse;
  /** The idempotency key was seen before: this is the first submission's result. */
  repeated: boolean;
}

async function toResponse(q: Queryable, accountId: number, row: ScoreRow) {
  const best = await q.query<{ best: number }>(
    `SELECT COALESCE(max(points), 0)::int AS best FROM game_scores
      WHERE account_id = $1 AND level_id = $2
        AND ($3::int IS NULL OR tournament_id = $3::int)`,
    [accountId, row.level_id, row.tournament_id],
  );
  return {
    ...toScoreSummary(row),
    bestPoints: best[0]?.best ?? row.points,
    ticketCount: await ticketBalance(q, accountId),
    results: row.results,
  };
}

/** Where the attempt is played: refusals for a closed pack or tournament, 404s for the rest. */
async function checkPlace(db: Db, accountId: number, input: ScoreInput): Promise<Refusal | void> {
  const pack = (
    await db.query<PackWindow>(
      'SELECT id, active, start_date, end_date FROM game_packs WHERE id = $1 AND active',
      [input.packId],
    )
  )[0];
  if (!pack) throw notFound('That quiz pack does not exist.');
  if (input.missionId !== undefined && input.challengeId !== undefined) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'body/challengeId cannot go with body/missionId');
  }
  if (input.missionId !== undefined) {
    const access = await tournamentAccess(db, accountId, input.missionId);
    if (!access) throw notFound('That tournament does not exist.');
    if (!access.packIds.includes(input.packId)) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `body/packId ${input.packId} is not one of this tournament's games`,
      );
    }
    const closed = closedRefusal(access);
    if (closed) return closed;
  }
  if (!isPackOpen(pack)) return refuse('PACK_CLOSED', 'This quiz pack is not open for play.');
}

export function recordScore(db: Db) {
  return async (accountId: number, input: ScoreInput): Promise<RecordedScore | Refusal> => {
    const levels = await levelsOfPacks(db, [input.packId]);
    const refusal = await checkPlace(db, accountId, input);
    if (refusal) return refusal;
    const level = levels.find((candidate) => candidate.id === input.gameLevelId);
    if (!level) throw notFound('That level is not part of this quiz pack.');
    return db.transaction(async (tx): Promise<RecordedScore | Refusal> => {
      await lockAccount(tx, accountId);
      if (input.idempotencyKey) {
        const earlier = (
          await tx.query<ScoreRow>(
            `SELECT ${SCORE_COLUMNS} FROM game_scores WHERE account_id = $1 AND idempotency_key = $2`,
            [accountId, input.idempotencyKey],
          )
        )[0];
        if (earlier) {
          if (earlier.level_id !== input.gameLevelId) {
            throw conflict(
              'IDEMPOTENCY_KEY_REUSED',
              'That idempotencyKey was already used for another level.',
            );
          }
          return { item: await toResponse(tx, accountId, earlier), repeated: true };
        }
      }
      const progress = await levelProgress(
        tx,
        accountId,
        levels.map((level) => level.id),
      );
      if (isLevelLocked(levels, input.gameLevelId, progress)) {
        return refuse('LEVEL_LOCKED', 'Complete the level before this one to unlock it.');
      }
      if (input.challengeId !== undefined) {
        const closed = await lockChallengeForPlay(tx, accountId, input.challengeId, input);
        if (closed) return closed;
      }
      const questions = (await questionsOfLevels(tx, [input.gameLevelId])).map(toStoredQuestion);
      const questionIds = questions.map((question) => question.id);
      const locked = await lockedAnswers(tx, accountId, questionIds);
      const hinted = await tx.query<{ question_id: number }>(
        `SELECT question_id FROM game_hints
          WHERE account_id = $1 AND score_id IS NULL AND question_id = ANY($2::int[])`,
        [accountId, questions.map((question) => question.id)],
      );
      const result = scoreLevel(
        questions,
        withLockedAnswers(input.answers, locked),
        new Set(hinted.map((row) => row.question_id)),
      );
      const award = ticketsToAward(
        result.tickets,
        progressOf(progress, input.gameLevelId).ticketsEarned,
      );
      const inserted = await tx.query<ScoreRow>(
        `INSERT INTO game_scores (account_id, pack_id, level_id, tournament_id, points,
           correct_count, question_count, passed, time_ms, tickets_earned, results,
           idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)
         RETURNING ${SCORE_COLUMNS}`,
        [
          accountId,
          input.packId,
          input.gameLevelId,
          input.missionId ?? null,
          result.points,
          result.correctCount,
          result.questionCount,
          result.passed,
          input.timeTaken ?? 0,
          award,
          JSON.stringify(result.results),
          input.idempotencyKey ?? null,
        ],
      );
      const row = inserted[0];
      if (!row) throw new Error('The score was not saved');
      await tx.query(
        `UPDATE game_hints SET score_id = $1
          WHERE account_id = $2 AND score_id IS NULL AND question_id = ANY($3::int[])`,
        [row.id, accountId, questions.map((question) => question.id)],
      );
      await consumeLockedAnswers(tx, accountId, row.id, questionIds);
      if (input.challengeId !== undefined) {
        await recordChallengeScore(tx, accountId, input.challengeId, row.id);
      }
      if (input.missionId !== undefined) {
        await announceStandings(tx, input.missionId);
      }
      if (award > 0) {
        await addTicketEntry(tx, {
          accountId,
          amount: award,
          entryType: 'EARNED',
          scoreId: row.id,
          description: `Played “${level.name}”`,
        });
      }
      await refreshLeaderboardTotals(tx, [accountId]);
      await awardBadges(tx, accountId);
      return { item: await toResponse(tx, accountId, row), repeated: false };
    });
  };
}

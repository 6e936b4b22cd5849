// Scoring a level in a place (practice, a tournament, a challenge): on the server, from the
// member's locked answers and the times the server measured (question-plays.ts), once per
// place, with tickets paid at most once per level, all under the member's lock so parallel
// submits cannot race. A second submission for the same place answers the first result.
import type { Db, Queryable } from '../../../db/db.ts';
import { conflict, HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { GameScoreResponse, ScoreInput } from '../../../schemas/games.ts';
import type { TournamentScoreResponse } from '../../../schemas/tournaments.ts';
import {
  isLevelLocked,
  isPackOpen,
  levelLockedRefusal,
  levelProgress,
  levelsOfPacks,
  progressOf,
  questionsOfLevels,
  toStoredQuestion,
  type PackWindow,
} from './content.ts';
import { lockAccount } from '../kernel/money.ts';
import {
  checkSubmittedAnswers,
  scoreLevel,
  ticketsToAward,
  type QuestionResult,
  type SubmittedAnswer,
} from './rules.ts';
import { lockLevelAnswers, playTimeMs, type QuestionPlay } from './question-plays.ts';
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
  /** The level was scored in this place before (or the key was seen): the first result. */
  repeated: boolean;
}

/** The level's first scored attempt in a place: a tournament, or (null) outside any. */
async function earlierRound(
  q: Queryable,
  accountId: number,
  levelId: number,
  missionId: number | null,
): Promise<ScoreRow | undefined> {
  const rows = await q.query<ScoreRow>(
    `SELECT ${SCORE_COLUMNS} FROM game_scores
      WHERE account_id = $1 AND level_id = $2 AND tournament_id IS NOT DISTINCT FROM $3::int
      ORDER BY id LIMIT 1`,
    [accountId, levelId, missionId],
  );
  return rows[0];
}

/** The locked answers as a submission, for scoring. */
function lockedSubmission(plays: Map<number, QuestionPlay>): SubmittedAnswer[] {
  return [...plays.values()].flatMap((play) =>
    play.answerId === null ? [] : [{ gameObjectId: play.questionId, answerId: play.answerId }],
  );
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
      if (isLevelLocked(levels, input.gameLevelId, progress)) return levelLockedRefusal();
      if (input.challengeId !== undefined) {
        const closed = await lockChallengeForPlay(tx, accountId, input.challengeId, input);
        if (closed) return closed;
      }
      const questions = (await questionsOfLevels(tx, [input.gameLevelId])).map(toStoredQuestion);
      const submitted = checkSubmittedAnswers(questions, input.answers);
      // Played here before: the same answers would score the same, so that result stands (a
      // challenge takes it as its attempt).
      const earlier = await earlierRound(tx, accountId, input.gameLevelId, input.missionId ?? null);
      if (earlier) {
        if (input.challengeId !== undefined) {
          await recordChallengeScore(tx, accountId, input.challengeId, earlier.id);
        }
        return { item: await toResponse(tx, accountId, earlier), repeated: true };
      }
      // Answers already locked stand, whatever this submission says for those questions.
      const plays = await lockLevelAnswers(tx, accountId, questions, submitted);
      const result = scoreLevel(
        questions,
        lockedSubmission(plays),
        new Set([...plays.values()].filter((play) => play.hintUsed).map((play) => play.questionId)),
      );
      const award = ticketsToAward(
        result.tickets,
        progressOf(progress, input.gameLevelId).ticketsEarned,
      );
      // The server's clock, never the client's timeTaken.
      const timeMs = questions.reduce(
        (sum, question) => sum + playTimeMs(plays.get(question.id)),
        0,
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
          timeMs,
          award,
          JSON.stringify(result.results),
          input.idempotencyKey ?? null,
        ],
      );
      const row = inserted[0];
      if (!row) throw new Error('The score was not saved');
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

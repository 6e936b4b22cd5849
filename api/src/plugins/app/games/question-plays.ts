// A member's one play of each question (migration 180). The server serves a level's questions
// one at a time and notes when, so a question's time is measured here, never claimed by the
// client; the first answer sent is locked in for good, and only then is the right answer told.
// Every scored attempt at the level counts these answers and times (see scores.ts), so
// learning the right answers never improves a later attempt.
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { AnswerCheckResponse, ServedQuestionResponse } from '../../../schemas/games.ts';
import { lockAccount } from '../kernel/money.ts';
import {
  isLevelLocked,
  isPackOpen,
  levelLockedRefusal,
  levelProgress,
  levelsOfPacks,
  playableQuestion,
  questionsOfLevels,
  toQuestion,
  toStoredQuestion,
  type PackWindow,
  type QuestionRow,
} from './content.ts';
import { correctAnswerOf, questionTimeMs, type StoredQuestion } from './rules.ts';

export interface QuestionPlay {
  questionId: number;
  servedAt: number | null;
  /** Null while the question is open. */
  answeredAt: number | null;
  /** Null while open, or when the question was locked with no answer. */
  answerId: number | null;
  hintUsed: boolean;
}

interface PlayRow {
  question_id: number;
  served_at: Date | string | null;
  answered_at: Date | string | null;
  answer_id: number | null;
  hint_used: boolean;
}

const PLAY_COLUMNS = 'question_id, served_at, answered_at, answer_id, hint_used';

const toPlay = (row: PlayRow): QuestionPlay => ({
  questionId: row.question_id,
  servedAt: toEpochMs(row.served_at),
  answeredAt: toEpochMs(row.answered_at),
  answerId: row.answer_id,
  hintUsed: row.hint_used,
});

/** A hint bought for the question and not used by an earlier scoring (see hints-repository). */
const OPEN_HINT = (account: string, question: string) =>
  `EXISTS (SELECT 1 FROM game_hints h
            WHERE h.account_id = ${account} AND h.question_id = ${question}
              AND h.score_id IS NULL)`;

export const isAnswered = (play: QuestionPlay | undefined): boolean =>
  play !== undefined && play.answeredAt !== null;

/** The time a question counts, as the server measured it. */
export const playTimeMs = (play: QuestionPlay | undefined): number =>
  questionTimeMs(play?.servedAt ?? null, play?.answeredAt ?? null);

/** The member's plays of these questions, by question. */
export async function playsOf(
  q: Queryable,
  accountId: number,
  questionIds: number[],
): Promise<Map<number, QuestionPlay>> {
  if (questionIds.length === 0) return new Map();
  const rows = await q.query<PlayRow>(
    `SELECT ${PLAY_COLUMNS} FROM game_question_plays
      WHERE account_id = $1 AND question_id = ANY($2::int[])`,
    [accountId, questionIds],
  );
  return new Map(rows.map((row) => [row.question_id, toPlay(row)]));
}

/**
 * Locks every question of a level that is still open, with the submitted answer where there
 * is one (a question never served counts the longest time) and with none otherwise: the
 * scored level shows every right answer, so none of its questions may stay open.
 */
export async function lockLevelAnswers(
  tx: Queryable,
  accountId: number,
  questions: StoredQuestion[],
  submitted: ReadonlyMap<number, number>,
): Promise<Map<number, QuestionPlay>> {
  const ids = questions.map((question) => question.id);
  await tx.query(
    `INSERT INTO game_question_plays (account_id, question_id, answered_at, answer_id, hint_used)
     SELECT $1, q.id, now(), q.answer_id, ${OPEN_HINT('$1', 'q.id')}
       FROM unnest($2::int[], $3::int[]) AS q (id, answer_id)
     ON CONFLICT (account_id, question_id) DO UPDATE
        SET answered_at = EXCLUDED.answered_at, answer_id = EXCLUDED.answer_id,
            hint_used = EXCLUDED.hint_used
      WHERE game_question_plays.answered_at IS NULL`,
    [accountId, ids, ids.map((id) => submitted.get(id) ?? null)],
  );
  return playsOf(tx, accountId, ids);
}

export const notServedRefusal = () =>
  refuse('QUESTION_NOT_SERVED', 'Start this question before answering it.');

export const alreadyAnsweredRefusal = () =>
  refuse('ALREADY_ANSWERED', 'You have answered this question: your answer is final.');

/** The question if it is on the member's screen now: served, not yet answered. */
export async function questionInPlay(
  q: Queryable,
  accountId: number,
  questionId: number,
): Promise<QuestionRow | Refusal> {
  const question = await playableQuestion(q, accountId, questionId);
  if ('valid' in question) return question;
  const play = (await playsOf(q, accountId, [questionId])).get(questionId);
  if (!play) return notServedRefusal();
  if (isAnswered(play)) return alreadyAnsweredRefusal();
  return question;
}

/**
 * Serves the member's next question of a level: the first, in order, not yet answered. Its
 * clock starts the first time it is served; serving it again (a reload) does not restart it.
 */
export function serveNextQuestion(db: Db, mediaUrl: MediaUrl) {
  return async (accountId: number, levelId: number): Promise<ServedQuestionResponse | Refusal> => {
    const pack = (
      await db.query<PackWindow>(
        `SELECT p.id, p.active, p.start_date, p.end_date
           FROM game_levels l JOIN game_packs p ON p.id = l.pack_id
          WHERE l.id = $1 AND p.active`,
        [levelId],
      )
    )[0];
    if (!pack) throw notFound('That level does not exist.');
    if (!isPackOpen(pack)) return refuse('PACK_CLOSED', 'This quiz pack is not open for play.');
    const levels = await levelsOfPacks(db, [pack.id]);
    const progress = await levelProgress(
      db,
      accountId,
      levels.map((level) => level.id),
    );
    if (isLevelLocked(levels, levelId, progress)) return levelLockedRefusal();
    const questions = await questionsOfLevels(db, [levelId]);
    return db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const plays = await playsOf(
        tx,
        accountId,
        questions.map((question) => question.id),
      );
      const position = questions.findIndex((question) => !isAnswered(plays.get(question.id)));
      const next = questions[position];
      if (!next) {
        return refuse(
          'LEVEL_ANSWERED',
          'You have answered every question of this level: it is ready to be scored.',
        );
      }
      const served = await tx.query<{ served_at: Date | string }>(
        `INSERT INTO game_question_plays (account_id, question_id, served_at)
         VALUES ($1, $2, now())
         ON CONFLICT (account_id, question_id) DO UPDATE SET served_at = game_question_plays.served_at
         RETURNING served_at`,
        [accountId, next.id],
      );
      return {
        ...toQuestion(next, mediaUrl),
        gameLevelId: levelId,
        position: position + 1,
        questionCount: questions.length,
        servedAt: toEpochMs(served[0]?.served_at ?? null) ?? Date.now(),
      };
    });
  };
}

/**
 * Locks in an answer to a question the member was served and says whether it is right, with
 * the right answer and the time the server measured. Sending another answer later returns the
 * first one's verdict: the locked answer never changes.
 */
export function checkAnswer(db: Db) {
  return async (
    accountId: number,
    questionId: number,
    answerId: number,
  ): Promise<AnswerCheckResponse | Refusal> => {
    const question = await playableQuestion(db, accountId, questionId);
    if ('valid' in question) return question;
    const stored = toStoredQuestion(question);
    if (!stored.answers.some((answer) => answer.id === answerId)) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `body/answerId ${answerId} is not an answer to question ${questionId}`,
      );
    }
    const locked = await db.transaction(async (tx) => {
      // Serving and scoring take the same lock, so an answer never slips past a scoring.
      await lockAccount(tx, accountId);
      const earlier = (await playsOf(tx, accountId, [questionId])).get(questionId);
      if (!earlier) return notServedRefusal();
      if (isAnswered(earlier)) return { play: earlier, alreadyAnswered: true };
      const rows = await tx.query<PlayRow>(
        `UPDATE game_question_plays
            SET answered_at = now(), answer_id = $3, hint_used = ${OPEN_HINT('$1', '$2')}
          WHERE account_id = $1 AND question_id = $2
          RETURNING ${PLAY_COLUMNS}`,
        [accountId, questionId, answerId],
      );
      const row = rows[0];
      if (!row) throw new Error(`The answer to question ${questionId} was not locked`);
      return { play: toPlay(row), alreadyAnswered: false };
    });
    if ('valid' in locked) return locked;
    const correctAnswerId = correctAnswerOf(stored).id;
    const { play } = locked;
    return {
      gameObjectId: questionId,
      answerId: play.answerId,
      correct: play.answerId === correctAnswerId,
      correctAnswerId,
      alreadyAnswered: locked.alreadyAnswered,
      timeValue: playTimeMs(play),
    };
  };
}

// Feedback during play: a member locks in an answer and hears at once whether it is right.
// The locked answer binds their next scored attempt at the level (see scores.ts), so the
// right answer, once shown, cannot change what was chosen.
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, type Refusal } from '../../../lib/errors.ts';
import type { AnswerCheckResponse } from '../../../schemas/games.ts';
import { lockAccount } from '../marketplace/orders-repository.ts';
import { toStoredQuestion } from './content.ts';
import { playableQuestion } from './hints-repository.ts';
import { correctAnswerOf } from './rules.ts';

/** The answers locked in for these questions and not yet used by a scored attempt. */
export async function lockedAnswers(
  q: Queryable,
  accountId: number,
  questionIds: number[],
): Promise<Map<number, number>> {
  const rows = await q.query<{ question_id: number; answer_id: number }>(
    `SELECT question_id, answer_id FROM game_answer_checks
      WHERE account_id = $1 AND score_id IS NULL AND question_id = ANY($2::int[])`,
    [accountId, questionIds],
  );
  return new Map(rows.map((row) => [row.question_id, row.answer_id]));
}

/** Ties the open locked answers to the attempt that used them. */
export async function consumeLockedAnswers(
  q: Queryable,
  accountId: number,
  scoreId: number,
  questionIds: number[],
): Promise<void> {
  await q.query(
    `UPDATE game_answer_checks SET score_id = $1
      WHERE account_id = $2 AND score_id IS NULL AND question_id = ANY($3::int[])`,
    [scoreId, accountId, questionIds],
  );
}

/**
 * Locks in an answer to a question the member may play and says whether it is right. Asking
 * again before the level is scored returns the first answer's verdict, never a new one.
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
      // The score submission takes the same lock, so a check never slips past it unused.
      await lockAccount(tx, accountId);
      const earlier = (await lockedAnswers(tx, accountId, [questionId])).get(questionId);
      if (earlier !== undefined) return { answerId: earlier, alreadyAnswered: true };
      await tx.query(
        'INSERT INTO game_answer_checks (account_id, question_id, answer_id) VALUES ($1, $2, $3)',
        [accountId, questionId, answerId],
      );
      return { answerId, alreadyAnswered: false };
    });
    const correctAnswerId = correctAnswerOf(stored).id;
    return {
      gameObjectId: questionId,
      answerId: locked.answerId,
      correct: locked.answerId === correctAnswerId,
      correctAnswerId,
      alreadyAnswered: locked.alreadyAnswered,
    };
  };
}

// Hints are bought with tickets (POST /orders with gameObjectId) and then shown by
// GET /games/{id}/hint; the purchase is the open hint row, so one cannot exist without
// the other. A hint is for the question on screen: served, and not answered yet.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, refuse, type Refusal } from '../../../lib/errors.ts';
import type { TicketSpendResponse } from '../../../schemas/games.ts';
import { toStoredQuestion } from './content.ts';
import { alreadyAnsweredRefusal, isAnswered, playsOf, questionInPlay } from './question-plays.ts';
import { answerToEliminate, HINT_TICKET_COST } from './rules.ts';
import type { createTicketsRepository, TicketSpend } from './tickets-repository.ts';

type SpendTickets = ReturnType<typeof createTicketsRepository>['spend'];

/**
 * Whether the member bought the hint to the question. (Before answers were final, migration
 * 180, a scored attempt used a hint up: such rows have a score_id and no longer count.)
 */
export async function hasOpenHint(
  q: Queryable,
  accountId: number,
  questionId: number,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM game_hints WHERE account_id = $1 AND question_id = $2 AND score_id IS NULL',
    [accountId, questionId],
  );
  return rows.length > 0;
}

export function createHintsRepository(db: Db, spendTickets: SpendTickets) {
  return {
    /**
     * Spends HINT_TICKET_COST tickets on the hint to the question on screen. Refused, with
     * nothing taken, when the question is not in play, has no hint to give, the hint is
     * already held or the balance is short.
     */
    async buy(
      accountId: number,
      questionId: number,
      spend: TicketSpend,
    ): Promise<TicketSpendResponse | Refusal> {
      if (spend.ticketCount !== HINT_TICKET_COST) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          `body/ticketCount must be ${HINT_TICKET_COST}, the price of a hint`,
        );
      }
      const question = await questionInPlay(db, accountId, questionId);
      if ('valid' in question) return question;
      if (!question.hint && !answerToEliminate(toStoredQuestion(question))) {
        return refuse('NO_HINT', 'This question has no hint to give.');
      }
      return spendTickets(
        accountId,
        { ...spend, description: spend.description?.trim() || `Hint: ${question.question}` },
        {
          // Checked again under the account lock the answer takes too: a hint bought as
          // the answer is locked in would be paid for and never used.
          refusal: async (tx) => {
            if (isAnswered((await playsOf(tx, accountId, [questionId])).get(questionId))) {
              return alreadyAnsweredRefusal();
            }
            return (await hasOpenHint(tx, accountId, questionId))
              ? refuse('HINT_ALREADY_BOUGHT', 'You already have this hint.')
              : undefined;
          },
          record: async (tx) => {
            await tx.query('INSERT INTO game_hints (account_id, question_id) VALUES ($1, $2)', [
              accountId,
              questionId,
            ]);
          },
        },
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    hints: ReturnType<typeof createHintsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'hints',
      createHintsRepository(app.db, (...args) => app.tickets.spend(...args)),
    );
  },
  { name: 'hints', dependencies: ['db', 'tickets'] },
);

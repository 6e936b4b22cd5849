// Hints are bought with tickets (POST /orders with gameObjectId) and then shown by
// GET /games/{id}/hint; the purchase is the open hint row, so one cannot exist without
// the other.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type { TicketSpendResponse } from '../../../schemas/games.ts';
import {
  isLevelLocked,
  levelProgress,
  levelsOfPacks,
  questionById,
  type QuestionRow,
} from './content.ts';
import { HINT_TICKET_COST } from './rules.ts';
import type { createTicketsRepository, TicketSpend } from './tickets-repository.ts';

type SpendTickets = ReturnType<typeof createTicketsRepository>['spend'];

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
  if (isLevelLocked(levels, question.level_id, progress)) {
    return refuse('LEVEL_LOCKED', 'Complete the level before this one to unlock it.');
  }
  return question;
}

/** Whether the member holds a hint for the question not yet used up by a scored attempt. */
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
     * Spends HINT_TICKET_COST tickets on the hint to a question. Refused, with nothing
     * taken, when the level is locked, the hint is already held or the balance is short.
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
      const question = await playableQuestion(db, accountId, questionId);
      if ('valid' in question) return question;
      return spendTickets(
        accountId,
        { ...spend, description: spend.description?.trim() || `Hint: ${question.question}` },
        {
          refusal: async (tx) =>
            (await hasOpenHint(tx, accountId, questionId))
              ? refuse('HINT_ALREADY_BOUGHT', 'You already have this hint.')
              : undefined,
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

import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { refuse, type Refusal } from '../../../lib/errors.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import {
  TICKET_TYPE,
  type TicketCountResponse,
  type TicketSpendResponse,
} from '../../../schemas/games.ts';
import { lockAccount } from '../kernel/money.ts';

export type TicketEntryType = 'EARNED' | 'SPENT' | 'TOURNAMENT_ENTRY';

export interface TicketEntry {
  accountId: number;
  /** Positive to add, negative to take away. */
  amount: number;
  entryType: TicketEntryType;
  description: string;
  scoreId?: number | undefined;
  tournamentId?: number | undefined;
  idempotencyKey?: string | undefined;
}

export async function ticketBalance(q: Queryable, accountId: number): Promise<number> {
  const rows = await q.query<{ balance: number }>(
    'SELECT COALESCE(sum(amount), 0)::int AS balance FROM ticket_ledger WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.balance ?? 0;
}

export async function addTicketEntry(q: Queryable, entry: TicketEntry): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO ticket_ledger (account_id, amount, entry_type, score_id, tournament_id,
       description, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      entry.accountId,
      entry.amount,
      entry.entryType,
      entry.scoreId ?? null,
      entry.tournamentId ?? null,
      entry.description,
      entry.idempotencyKey ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The ticket entry was not saved');
  return id;
}

export function notEnoughTickets(balance: number, needed: number): Refusal {
  return refuse(
    'NOT_ENOUGH_TICKETS',
    `You have ${balance} ${balance === 1 ? 'ticket' : 'tickets'}; this needs ${needed}.`,
  );
}

export interface TicketSpend {
  ticketCount: number;
  description?: string | undefined;
  idempotencyKey?: string | undefined;
}

/** What a spend buys: checked under the account lock, then recorded with the entry. */
export interface SpendPurpose {
  refusal(tx: Queryable): Promise<Refusal | undefined>;
  record(tx: Queryable, entryId: number): Promise<void>;
}

interface LedgerRow {
  id: number;
  amount: number;
  description: string;
  created_at: Date | string;
}

export function createTicketsRepository(db: Db) {
  return {
    async count(accountId: number): Promise<TicketCountResponse> {
      const rows = await db.query<{ earned: number; spent: number }>(
        `SELECT COALESCE(sum(amount) FILTER (WHERE amount > 0), 0)::int AS earned,
                COALESCE(-sum(amount) FILTER (WHERE amount < 0), 0)::int AS spent
           FROM ticket_ledger WHERE account_id = $1`,
        [accountId],
      );
      const earned = rows[0]?.earned ?? 0;
      const spent = rows[0]?.spent ?? 0;
      return { count: earned - spent, type: TICKET_TYPE, earned, spent };
    },

    /** Takes tickets off the balance; never below zero, and a repeated key spends once. */
    async spend(
      accountId: number,
      spend: TicketSpend,
      purpose?: SpendPurpose,
    ): Promise<TicketSpendResponse | Refusal> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const answer = async (row: LedgerRow): Promise<TicketSpendResponse> => ({
          entryId: row.id,
          ticketsSpent: -row.amount,
          description: row.description,
          count: await ticketBalance(tx, accountId),
          type: TICKET_TYPE,
          created: toEpochMs(row.created_at) ?? 0,
        });
        if (spend.idempotencyKey) {
          const earlier = await tx.query<LedgerRow>(
            `SELECT id, amount, description, created_at FROM ticket_ledger
              WHERE account_id = $1 AND idempotency_key = $2`,
            [accountId, spend.idempotencyKey],
          );
          if (earlier[0]) return answer(earlier[0]);
        }
        const refused = await purpose?.refusal(tx);
        if (refused) return refused;
        const balance = await ticketBalance(tx, accountId);
        if (balance < spend.ticketCount) return notEnoughTickets(balance, spend.ticketCount);
        const id = await addTicketEntry(tx, {
          accountId,
          amount: -spend.ticketCount,
          entryType: 'SPENT',
          description: spend.description?.trim() || 'Tickets spent',
          idempotencyKey: spend.idempotencyKey,
        });
        await purpose?.record(tx, id);
        const rows = await tx.query<LedgerRow>(
          'SELECT id, amount, description, created_at FROM ticket_ledger WHERE id = $1',
          [id],
        );
        if (!rows[0]) throw new Error('The ticket entry could not be read back');
        return answer(rows[0]);
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tickets: ReturnType<typeof createTicketsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('tickets', createTicketsRepository(app.db));
  },
  { name: 'tickets', dependencies: ['db'] },
);

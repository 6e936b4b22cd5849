import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { insertSql, setSql, statement, type ColumnValues } from '../../../db/sql.ts';
import { notFound } from '../../../lib/errors.ts';
import { fromCents } from '../../../lib/money.ts';
import { toEpochMs, type Page } from '../../../lib/paging.ts';
import type { BillingAddressResponse, CreditEntryResponse } from '../../../schemas/billing.ts';
import type { CleanAddress } from './address-rules.ts';

export interface BillingAddressRow {
  id: number;
  name: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const ADDRESS_COLUMNS =
  'id, name, street, street2, city, state, postal_code, country, phone, created_at, updated_at';

export function toBillingAddress(row: BillingAddressRow): BillingAddressResponse {
  return {
    billingAddressId: row.id,
    name: row.name,
    street: row.street,
    street2: row.street2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    phone: row.phone,
    created: toEpochMs(row.created_at) ?? 0,
    updated: toEpochMs(row.updated_at) ?? 0,
  };
}

/** The credit of member `account` (a parameter reference) as a subquery, in cents. */
export const creditBalanceSql = (account: string) =>
  `(SELECT coalesce(sum(amount_cents), 0)::int FROM credit_ledger WHERE account_id = ${account})`;

/** The member's credit: the sum of their ledger entries, in cents. */
export async function creditBalanceCents(db: Queryable, accountId: number): Promise<number> {
  const rows = await db.query<{ balance: number }>(`SELECT ${creditBalanceSql('$1')} AS balance`, [
    accountId,
  ]);
  return rows[0]?.balance ?? 0;
}

/** The address columns a member writes, in table order. */
const addressValues = (address: CleanAddress): ColumnValues => [
  ['name', address.name],
  ['street', address.street],
  ['street2', address.street2],
  ['city', address.city],
  ['state', address.state],
  ['postal_code', address.postalCode],
  ['country', address.country],
  ['phone', address.phone],
];

export function createBillingRepository(db: Db) {
  return {
    async create(accountId: number, address: CleanAddress): Promise<BillingAddressResponse> {
      const { params, param } = statement();
      const columns: ColumnValues = [['account_id', accountId], ...addressValues(address)];
      const rows = await db.query<BillingAddressRow>(
        `INSERT INTO billing_addresses ${insertSql(param, columns)} RETURNING ${ADDRESS_COLUMNS}`,
        params,
      );
      const row = rows[0];
      if (!row) throw new Error('The billing address was not saved');
      return toBillingAddress(row);
    },

    /** 404 unless the address is the member's. */
    async update(
      accountId: number,
      id: number,
      address: CleanAddress,
    ): Promise<BillingAddressResponse> {
      const { params, param } = statement();
      const rows = await db.query<BillingAddressRow>(
        `UPDATE billing_addresses
            SET ${setSql(param, addressValues(address))}, updated_at = now()
          WHERE id = ${param(id)} AND account_id = ${param(accountId)}
          RETURNING ${ADDRESS_COLUMNS}`,
        params,
      );
      const row = rows[0];
      if (!row) throw notFound('That billing address does not exist.');
      return toBillingAddress(row);
    },

    async findOwn(
      accountId: number,
      id: number,
      tx: Queryable = db,
    ): Promise<BillingAddressResponse | undefined> {
      const rows = await tx.query<BillingAddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM billing_addresses WHERE id = $1 AND account_id = $2`,
        [id, accountId],
      );
      return rows[0] ? toBillingAddress(rows[0]) : undefined;
    },

    async search(
      accountId: number,
      page: Page,
    ): Promise<{ items: BillingAddressResponse[]; countTotal: number }> {
      const rows = await db.query<BillingAddressRow>(
        `SELECT ${ADDRESS_COLUMNS} FROM billing_addresses WHERE account_id = $1
          ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [accountId, page.limit, page.start],
      );
      const counted = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM billing_addresses WHERE account_id = $1',
        [accountId],
      );
      return { items: rows.map(toBillingAddress), countTotal: counted[0]?.total ?? 0 };
    },

    async credit(accountId: number, historyLimit = 20) {
      const balance = await creditBalanceCents(db, accountId);
      const rows = await db.query<{
        id: number;
        amount_cents: number;
        entry_type: string;
        description: string;
        order_id: number | null;
        created_at: Date | string;
      }>(
        `SELECT id, amount_cents, entry_type, description, order_id, created_at
           FROM credit_ledger WHERE account_id = $1 ORDER BY id DESC LIMIT $2`,
        [accountId, historyLimit],
      );
      const history: CreditEntryResponse[] = rows.map((row) => ({
        entryId: row.id,
        amount: fromCents(row.amount_cents),
        entryType: row.entry_type,
        description: row.description,
        orderId: row.order_id,
        created: toEpochMs(row.created_at) ?? 0,
      }));
      return { accountId, balance: fromCents(balance), currency: 'USD', history };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: ReturnType<typeof createBillingRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('billing', createBillingRepository(app.db));
  },
  { name: 'billing', dependencies: ['db'] },
);

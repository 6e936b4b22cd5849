import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { countAtMost, pageSql, statement, type Param } from '../../../db/sql.ts';
import { pageOf, probePage, type Page } from '../../../lib/paging.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { randomCode } from '../../../lib/random-code.ts';
import type { OrderResponse } from '../../../schemas/orders.ts';
import type { WalletEntryResponse } from '../../../schemas/wallets.ts';
import { notify } from '../notifications/notify.ts';
import type { Refusal } from '../../../lib/errors.ts';
import {
  idempotencyKeyConflict,
  orderStatusMessage,
  reloadFingerprint,
  reloadRefusal,
  type PlacedOrder,
} from './rules.ts';
import { lockAccount } from '../kernel/money.ts';
import { loadOrders, toWalletEntry, WALLET_SELECT, type WalletRow } from './order-answers.ts';

/** Shown at the counter to collect an order's items, e.g. `K7QM-2XHP-9RTB`. */
export function newRedemptionCode(): string {
  return `${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
}

/**
 * Tells the member, in the order's own transaction, that it went through: a purchase links
 * to the wallet holding its codes, a credit reload to the payments page with the balance.
 */
export async function notifyOrderPlaced(
  tx: Queryable,
  accountId: number,
  order: PlacedOrder,
): Promise<void> {
  await notify(tx, {
    event: 'ORDER_STATUS',
    recipientId: accountId,
    senderId: null,
    contentType: order.orderType === 'RELOAD' ? 'CREDIT' : 'ORDER',
    contentId: order.orderId,
    contentName: order.description,
    message: orderStatusMessage(order),
  });
}

/**
 * What counts toward the daily reload cap: credit the member reloaded in the last 24 hours,
 * plus card reloads still waiting for their payment. The pending ones count so a member
 * cannot open many payments at once and be credited for all of them when they are paid;
 * a pending reload stops counting once it fails or expires (and counts as credit once paid).
 */
export async function reloadedLastDayCents(tx: Queryable, accountId: number): Promise<number> {
  const rows = await tx.query<{ cents: number }>(
    `SELECT (coalesce((SELECT sum(amount_cents) FROM credit_ledger
                        WHERE account_id = $1 AND entry_type = 'RELOAD'
                          AND created_at > now() - interval '24 hours'), 0)
           + coalesce((SELECT sum(amount_cents) FROM payments
                        WHERE account_id = $1 AND status = 'PENDING'), 0))::int AS cents`,
    [accountId],
  );
  return rows[0]?.cents ?? 0;
}

/**
 * The member's order placed earlier with this key, when it was placed for the same request
 * (its fingerprint); the key sent with another request is a 409 (IDEMPOTENCY_KEY_REUSED).
 */
export async function orderIdForKey(
  tx: Queryable,
  accountId: number,
  idempotencyKey: string,
  requestFingerprint: string,
): Promise<number | undefined> {
  const rows = await tx.query<{ id: number; request_fingerprint: string | null }>(
    'SELECT id, request_fingerprint FROM orders WHERE account_id = $1 AND idempotency_key = $2',
    [accountId, idempotencyKey],
  );
  const first = rows[0];
  if (!first) return undefined;
  const reused = idempotencyKeyConflict(first.request_fingerprint, requestFingerprint);
  if (reused) throw reused;
  return first.id;
}

export function createOrdersRepository(db: Db, mediaUrl: MediaUrl) {
  return {
    async findOwn(accountId: number, id: number): Promise<OrderResponse | undefined> {
      return (await loadOrders(db, mediaUrl, accountId, [id]))[0];
    },

    async search(
      accountId: number,
      search: { orderType?: string | undefined; page: Page },
    ): Promise<{ items: OrderResponse[]; countTotal: number }> {
      const where = (param: Param): string =>
        search.orderType
          ? `account_id = ${param(accountId)} AND order_type = ${param(search.orderType)}`
          : `account_id = ${param(accountId)}`;
      const listing = statement();
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM orders WHERE ${where(listing.param)}
          ORDER BY id DESC ${pageSql(listing.param, probePage(search.page))}`,
        listing.params,
      );
      // Counted only past a full page, and then at most COUNT_CAP orders (lib/paging.ts).
      const page = await pageOf(search.page, rows, (cap) =>
        countAtMost(db, (param) => `FROM orders WHERE ${where(param)}`, cap),
      );
      return {
        items: await loadOrders(
          db,
          mediaUrl,
          accountId,
          page.items.map((row) => row.id),
        ),
        countTotal: page.countTotal,
      };
    },

    async wallet(
      accountId: number,
      search: { status?: string | undefined; orderId?: number | undefined; page: Page },
    ): Promise<{ items: WalletEntryResponse[]; countTotal: number }> {
      const where = (param: Param): string => {
        const conditions = [`w.account_id = ${param(accountId)}`];
        if (search.status) conditions.push(`w.status = ${param(search.status)}`);
        if (search.orderId !== undefined) conditions.push(`w.order_id = ${param(search.orderId)}`);
        return conditions.join(' AND ');
      };
      const listing = statement();
      const rows = await db.query<WalletRow>(
        `${WALLET_SELECT} WHERE ${where(listing.param)} ORDER BY w.id DESC
          ${pageSql(listing.param, probePage(search.page))}`,
        listing.params,
      );
      // Counted only past a full page, and then at most COUNT_CAP entries (lib/paging.ts).
      const page = await pageOf(search.page, rows, (cap) =>
        countAtMost(db, (param) => `FROM wallet_entries w WHERE ${where(param)}`, cap),
      );
      return {
        items: page.items.map((row) => toWalletEntry(row, mediaUrl)),
        countTotal: page.countTotal,
      };
    },

    /** Buys credit: an order and a positive ledger entry, together, within the daily cap. */
    async reload(
      accountId: number,
      amountCents: number,
      idempotencyKey: string | undefined,
    ): Promise<OrderResponse | Refusal> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const requestFingerprint = reloadFingerprint(amountCents);
        const existing = idempotencyKey
          ? await orderIdForKey(tx, accountId, idempotencyKey, requestFingerprint)
          : undefined;
        let orderId = existing;
        if (orderId === undefined) {
          const refusal = reloadRefusal(await reloadedLastDayCents(tx, accountId), amountCents);
          if (refusal) return refusal;
          const rows = await tx.query<{ id: number }>(
            `INSERT INTO orders (account_id, order_type, currency_type, subtotal_cents,
               total_cents, idempotency_key, request_fingerprint, description)
             VALUES ($1, 'RELOAD', 'RELOAD', $2, $2, $3, $4, 'Credit reload') RETURNING id`,
            [accountId, amountCents, idempotencyKey ?? null, requestFingerprint],
          );
          orderId = rows[0]?.id;
          if (orderId === undefined) throw new Error('The reload order was not saved');
          await tx.query(
            `INSERT INTO credit_ledger (account_id, amount_cents, entry_type, order_id, description)
             VALUES ($1, $2, 'RELOAD', $3, 'Credit reload')`,
            [accountId, amountCents, orderId],
          );
          await notifyOrderPlaced(tx, accountId, {
            orderId,
            orderType: 'RELOAD',
            currencyType: 'RELOAD',
            totalCents: amountCents,
            description: 'Credit reload',
          });
        }
        const order = (await loadOrders(tx, mediaUrl, accountId, [orderId]))[0];
        if (!order) throw new Error('The reload order could not be read back');
        return order;
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: ReturnType<typeof createOrdersRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('orders', createOrdersRepository(app.db, app.mediaUrl));
  },
  { name: 'orders', dependencies: ['db', 'media-url'] },
);

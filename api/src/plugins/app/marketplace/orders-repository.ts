import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { countAtMost, pageSql, statement, type Param } from '../../../db/sql.ts';
import { pageOf, probePage, toEpochMs, type Page } from '../../../lib/paging.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { fromCents } from '../../../lib/money.ts';
import { randomCode } from '../../../lib/random-code.ts';
import type { BillingAddressResponse } from '../../../schemas/billing.ts';
import type { OrderResponse } from '../../../schemas/orders.ts';
import type { WalletEntryResponse } from '../../../schemas/wallets.ts';
import { notify } from '../notifications/notify.ts';
import type { Refusal } from '../../../lib/errors.ts';
import {
  idempotencyKeyConflict,
  orderStatusMessage,
  reloadFingerprint,
  reloadRefusal,
  unitPriceCents,
  type PlacedOrder,
} from './rules.ts';

/** Shown at the counter to collect an order's items, e.g. `K7QM-2XHP-9RTB`. */
export function newRedemptionCode(): string {
  return `${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
}

/** Serialises one member's orders, so balance checks and idempotency keys cannot race. */
export async function lockAccount(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
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

export interface OrderRow {
  id: number;
  order_type: string;
  status: string;
  currency_type: 'CASH' | 'RELOAD';
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  promo_code: string | null;
  billing_address: BillingAddressResponse | null;
  description: string;
  created_at: Date | string;
  updated_at: Date | string;
  account_id: number;
  first_name: string;
  last_name: string;
}

export interface WalletRow {
  id: number;
  order_id: number;
  offer_location_id: number | null;
  offer_id: number | null;
  offer_name: string;
  size: string | null;
  quantity: number;
  full_price_cents: number;
  discount_price_cents: number;
  redemption_code: string;
  status: string;
  created_at: Date | string;
  image: string | null;
  retailer_location_id: number | null;
  location_name: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

/** Wallet rows as answers show them, read from `entries`: the table, or rows just inserted. */
export const walletSelectSql = (entries: string) => `SELECT w.id, w.order_id,
         w.offer_location_id, w.offer_id, w.offer_name,
         w.size, w.quantity, w.full_price_cents, w.discount_price_cents, w.redemption_code,
         w.status, w.created_at, o.image, l.id AS retailer_location_id,
         l.name AS location_name, l.street, l.city, l.state, l.postal_code, l.country
    FROM ${entries} w
    LEFT JOIN offers o ON o.id = w.offer_id
    LEFT JOIN retailer_locations l ON l.id = w.retailer_location_id`;
const WALLET_SELECT = walletSelectSql('wallet_entries');

function toWalletEntry(row: WalletRow, mediaUrl: MediaUrl): WalletEntryResponse {
  const unit = unitPriceCents(row.full_price_cents, row.discount_price_cents);
  return {
    transactionId: row.id,
    orderId: row.order_id,
    offerLocationId: row.offer_location_id,
    offerId: row.offer_id,
    offerName: row.offer_name,
    size: row.size,
    quantity: row.quantity,
    fullPrice: fromCents(row.full_price_cents),
    discountPrice: fromCents(row.discount_price_cents),
    price: fromCents(unit),
    lineTotal: fromCents(unit * row.quantity),
    redemptionCode: row.redemption_code,
    qrCodeUrl: null,
    image: mediaUrl(row.image),
    location:
      row.retailer_location_id === null
        ? null
        : {
            retailerLocationId: row.retailer_location_id,
            name: row.location_name ?? '',
            locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
            address: {
              street: row.street ?? '',
              city: row.city ?? '',
              state: row.state ?? '',
              postalCode: row.postal_code ?? '',
              country: row.country ?? '',
            },
          },
    status: row.status,
    created: toEpochMs(row.created_at) ?? 0,
  };
}

/** An order's columns as answers show them, with its member's name. */
export const ORDER_COLUMNS = `o.id, o.order_type, o.status, o.currency_type, o.subtotal_cents,
  o.discount_cents, o.total_cents, o.promo_code, o.billing_address, o.description,
  o.created_at, o.updated_at, a.id AS account_id, a.first_name, a.last_name`;

export interface CreditRow {
  id: number;
  order_id: number;
  amount_cents: number;
  entry_type: string;
  description: string;
  created_at: Date | string;
}

/** A credit ledger entry's columns as answers show them. */
export const CREDIT_COLUMNS = 'id, order_id, amount_cents, entry_type, description, created_at';

interface CardRow {
  order_id: number;
  provider: string;
  provider_payment_id: string | null;
  client_secret: string | null;
  status: string;
}

/** One order's answer from its rows: its wallet entries, credit entries and card payment. */
export function toOrder(
  row: OrderRow,
  entries: WalletRow[],
  credits: CreditRow[],
  card: CardRow | undefined,
  mediaUrl: MediaUrl,
): OrderResponse {
  const amount = fromCents(row.total_cents);
  const payments = card
    ? [
        {
          paymentType: 'CARD',
          amount,
          status: card.status === 'SUCCEEDED' ? 'PAID' : card.status,
          provider: card.provider,
          paymentIntentId: card.provider_payment_id,
          // Once settled, the secret has nothing left to confirm.
          clientSecret: card.status === 'PENDING' ? card.client_secret : null,
        },
      ]
    : row.order_type === 'RELOAD' || row.total_cents === 0
      ? []
      : row.currency_type === 'RELOAD'
        ? [{ paymentType: 'CREDIT', amount, status: 'PAID' }]
        : [{ paymentType: 'CASH', amount, status: 'DUE_AT_PICKUP' }];
  return {
    orderId: row.id,
    orderType: row.order_type,
    status: row.status,
    customer: { accountId: row.account_id, display: `${row.first_name} ${row.last_name}` },
    amount,
    subtotal: fromCents(row.subtotal_cents),
    discount: fromCents(row.discount_cents),
    currencyType: row.currency_type,
    promoCode: row.promo_code,
    description: row.description,
    billingAddress: row.billing_address,
    purchases: entries
      .filter((entry) => entry.order_id === row.id)
      .map((entry) => toWalletEntry(entry, mediaUrl)),
    credits: credits
      .filter((entry) => entry.order_id === row.id)
      .map((entry) => ({
        entryId: entry.id,
        amount: fromCents(entry.amount_cents),
        entryType: entry.entry_type,
        description: entry.description,
        orderId: entry.order_id,
        created: toEpochMs(entry.created_at) ?? 0,
      })),
    payments,
    created: toEpochMs(row.created_at) ?? 0,
    updated: toEpochMs(row.updated_at) ?? 0,
  };
}

/** The member's orders by id, in the order asked for; others' orders are simply absent. */
export async function loadOrders(
  q: Queryable,
  mediaUrl: MediaUrl,
  accountId: number,
  ids: number[],
): Promise<OrderResponse[]> {
  if (ids.length === 0) return [];
  const orders = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS}
       FROM orders o JOIN accounts a ON a.id = o.account_id
      WHERE o.id = ANY($1::int[]) AND o.account_id = $2`,
    [ids, accountId],
  );
  const found = orders.map((row) => row.id);
  const entries = await q.query<WalletRow>(
    `${WALLET_SELECT} WHERE w.order_id = ANY($1::int[]) ORDER BY w.id`,
    [found],
  );
  const credits = await q.query<CreditRow>(
    `SELECT ${CREDIT_COLUMNS} FROM credit_ledger WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [found],
  );
  const cards = await q.query<CardRow>(
    `SELECT order_id, provider, provider_payment_id, client_secret, status
       FROM payments WHERE order_id = ANY($1::int[])`,
    [found],
  );
  const cardByOrder = new Map(cards.map((card) => [card.order_id, card]));
  const byId = new Map(
    orders.map((row): [number, OrderResponse] => [
      row.id,
      toOrder(row, entries, credits, cardByOrder.get(row.id), mediaUrl),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
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

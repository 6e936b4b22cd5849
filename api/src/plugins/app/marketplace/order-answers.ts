// Orders as answers show them: the rows an order is read from (the order, its wallet
// entries, credit entries and card payment) and the order they make. Checkout, the orders
// repository and the payment providers all answer with these.
import type { Queryable } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { fromCents } from '../../../lib/money.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { BillingAddressResponse } from '../../../schemas/billing.ts';
import type { OrderResponse } from '../../../schemas/orders.ts';
import type { WalletEntryResponse } from '../../../schemas/wallets.ts';
import { unitPriceCents } from '../kernel/money.ts';
import { pickupsOf } from './shop-order-answers.ts';

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
export const WALLET_SELECT = walletSelectSql('wallet_entries');

export function toWalletEntry(row: WalletRow, mediaUrl: MediaUrl): WalletEntryResponse {
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
  const pickups = await pickupsOf(
    q,
    orders.filter((row) => row.order_type === 'PURCHASE').map((row) => row.id),
  );
  const byId = new Map(
    orders.map((row): [number, OrderResponse] => [
      row.id,
      {
        ...toOrder(row, entries, credits, cardByOrder.get(row.id), mediaUrl),
        ...(row.order_type === 'PURCHASE' ? { pickups: pickups.get(row.id) ?? [] } : {}),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

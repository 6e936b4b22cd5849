import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { isUniqueViolation } from '../../../db/db.ts';
import { HttpError, notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { formatUsd, fromCents } from '../../../lib/money.ts';
import { memberProgressed } from '../kernel/member-progress.ts';
import type { CartInput, PlaceOrderInput } from '../../../schemas/checkout.ts';
import type { OrderResponse } from '../../../schemas/orders.ts';
import { evaluateCart, isRefusal } from './cart-evaluation.ts';
import {
  ADDRESS_COLUMNS,
  creditBalanceSql,
  toBillingAddress,
  type BillingAddressRow,
} from './billing-repository.ts';
import {
  checkoutFingerprint,
  idempotencyKeyConflict,
  reservationLimit,
  settledAs,
} from './rules.ts';
import {
  CREDIT_COLUMNS,
  loadOrders,
  toOrder,
  walletSelectSql,
  type CreditRow,
  type OrderRow,
  type WalletRow,
} from './order-answers.ts';
import { newRedemptionCode, notifyOrderPlaced, orderIdForKey } from './orders-repository.ts';
import { lockAccount } from '../kernel/money.ts';
import { alertLowStock } from './low-stock.ts';
import { reservationHistory } from './reservation-history.ts';
import { openShopOrders } from './shop-orders-repository.ts';

export function createCheckoutService(db: Db, mediaUrl: MediaUrl) {
  /** What the cart would cost now, with the promo code and the member's credit. */
  async function preview(accountId: number, cart: CartInput) {
    const evaluation = await evaluateCart(db, accountId, cart, false);
    if (isRefusal(evaluation)) return evaluation;
    return {
      offerCart: evaluation.lines.map((priced) => ({
        offerId: priced.row.offer_id,
        offerLocationId: priced.row.id,
        offerName: priced.row.name,
        locationName: priced.row.location_name,
        size: priced.size,
        quantity: priced.line.quantity,
        fullPrice: fromCents(priced.row.full_price_cents),
        discountPrice: fromCents(priced.row.discount_price_cents),
        price: fromCents(priced.unitCents),
        lineTotal: fromCents(priced.totalCents),
        stock: priced.row.stock,
      })),
      currencyType: cart.currencyType ?? 'CASH',
      promoCode: evaluation.promo?.code ?? null,
      promoDescription: evaluation.promo?.description ?? null,
      itemCount: evaluation.lines.reduce((sum, priced) => sum + priced.line.quantity, 0),
      subtotal: fromCents(evaluation.subtotalCents),
      discount: fromCents(evaluation.discountCents),
      finalPrice: fromCents(evaluation.totalCents),
      creditBalance: fromCents(evaluation.balanceCents),
      creditSufficient: evaluation.balanceCents >= evaluation.totalCents,
    };
  }

  async function placeOnce(
    accountId: number,
    input: PlaceOrderInput,
    requestFingerprint: string,
  ): Promise<{ order: OrderResponse; replayed: boolean } | Refusal> {
    return db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      // What the member's lock guards, in one statement (each round trip here is made while
      // other orders of theirs wait, issue 16): the order placed earlier with this key, the
      // billing address and the credit.
      const [state] = await tx.query<
        {
          previous_order_id: number | null;
          previous_fingerprint: string | null;
          balance_cents: number;
        } & Partial<BillingAddressRow>
      >(
        `SELECT p.id AS previous_order_id, p.request_fingerprint AS previous_fingerprint, b.*,
                ${creditBalanceSql('$1')} AS balance_cents
           FROM (VALUES (1)) AS one (x)
           LEFT JOIN orders p ON p.account_id = $1 AND p.idempotency_key = $2
           LEFT JOIN (SELECT ${ADDRESS_COLUMNS} FROM billing_addresses
                       WHERE id = $3 AND account_id = $1) b ON true`,
        [accountId, input.idempotencyKey, input.billingAddressId],
      );
      if (!state) throw new Error('The account could not be read');
      const previous = state.previous_order_id;
      if (previous !== null) {
        const reused = idempotencyKeyConflict(state.previous_fingerprint, requestFingerprint);
        if (reused) throw reused;
        const order = (await loadOrders(tx, mediaUrl, accountId, [previous]))[0];
        if (order) return { order, replayed: true };
      }
      if (state.id === null || state.id === undefined) {
        throw notFound('That billing address does not exist.');
      }
      const address = toBillingAddress(state as BillingAddressRow);

      const evaluation = await evaluateCart(tx, accountId, input, true, state.balance_cents);
      if (isRefusal(evaluation)) return evaluation;
      const requested = input.currencyType ?? 'CASH';
      if (requested === 'RELOAD' && evaluation.balanceCents < evaluation.totalCents) {
        return refuse(
          'INSUFFICIENT_CREDIT',
          `Your credit of ${formatUsd(evaluation.balanceCents)} does not cover this order of ` +
            `${formatUsd(evaluation.totalCents)}. Reload credit or pay in the shop.`,
        );
      }

      const currencyType = settledAs(requested, evaluation.totalCents);
      const itemCount = evaluation.lines.reduce((sum, priced) => sum + priced.line.quantity, 0);
      if (currencyType === 'CASH') {
        const limit = reservationLimit(itemCount, await reservationHistory(tx, accountId));
        if (limit instanceof HttpError) throw limit;
        if (limit) return limit;
      }
      const description = `${itemCount} ${itemCount === 1 ? 'item' : 'items'} from ${[
        ...new Set(evaluation.lines.map((priced) => priced.row.location_name)),
      ].join(', ')}`;
      // One statement writes the whole order and returns it as the answer shows it, a row
      // per wallet entry: the order and its ledger entry, the stock taken from every line
      // (the rows are locked above) and the lines' wallet entries, in cart order. Every round
      // trip from here to the commit is made while the offers' rows stay locked (issue 36).
      const lines = evaluation.lines;
      const placed = await tx.query<
        WalletRow & {
          placed_id: number;
          placed_order_type: string;
          placed_status: string;
          placed_currency_type: OrderRow['currency_type'];
          placed_subtotal_cents: number;
          placed_discount_cents: number;
          placed_total_cents: number;
          placed_promo_code: string | null;
          placed_billing_address: OrderRow['billing_address'];
          placed_description: string;
          placed_created_at: Date | string;
          placed_updated_at: Date | string;
          placed_account_id: number;
          placed_first_name: string;
          placed_last_name: string;
          credit_id: number | null;
          credit_amount_cents: number;
          credit_entry_type: string;
          credit_description: string;
          credit_created_at: Date | string;
        }
      >(
        `WITH placed AS (
           INSERT INTO orders (account_id, order_type, currency_type, subtotal_cents,
             discount_cents, total_cents, promo_code_id, promo_code, billing_address_id,
             billing_address, idempotency_key, request_fingerprint, description)
           VALUES ($1, 'PURCHASE', $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $13, $11)
           RETURNING *
         ), c AS (
           INSERT INTO credit_ledger (account_id, amount_cents, entry_type, order_id, description)
           SELECT account_id, -total_cents, 'PURCHASE', id, 'Order #' || id FROM placed WHERE $12
           RETURNING ${CREDIT_COLUMNS}
         ), line AS (
           SELECT * FROM unnest($14::int[], $15::int[], $16::int[], $17::text[], $18::text[],
                                $19::int[], $20::int[], $21::int[], $22::text[])
             WITH ORDINALITY AS l (offer_id, offer_location_id, retailer_location_id,
               offer_name, size, quantity, full_price_cents, discount_price_cents,
               redemption_code, n)
         ), taken AS (
           UPDATE offer_locations ol SET stock = ol.stock - line.quantity
             FROM line WHERE ol.id = line.offer_location_id
         ), w AS (
           INSERT INTO wallet_entries (order_id, account_id, offer_id, offer_location_id,
             retailer_location_id, offer_name, size, quantity, full_price_cents,
             discount_price_cents, redemption_code)
           SELECT placed.id, placed.account_id, offer_id, offer_location_id,
                  retailer_location_id, offer_name, size, quantity, full_price_cents,
                  discount_price_cents, redemption_code
             FROM line CROSS JOIN placed ORDER BY n
           RETURNING *
         )
         SELECT e.*, p.id AS placed_id, p.order_type AS placed_order_type,
                p.status AS placed_status, p.currency_type AS placed_currency_type,
                p.subtotal_cents AS placed_subtotal_cents,
                p.discount_cents AS placed_discount_cents,
                p.total_cents AS placed_total_cents, p.promo_code AS placed_promo_code,
                p.billing_address AS placed_billing_address,
                p.description AS placed_description, p.created_at AS placed_created_at,
                p.updated_at AS placed_updated_at, a.id AS placed_account_id,
                a.first_name AS placed_first_name, a.last_name AS placed_last_name,
                c.id AS credit_id, c.amount_cents AS credit_amount_cents,
                c.entry_type AS credit_entry_type, c.description AS credit_description,
                c.created_at AS credit_created_at
           FROM (${walletSelectSql('w')}) e
           CROSS JOIN placed p JOIN accounts a ON a.id = p.account_id
           LEFT JOIN c ON true
          ORDER BY e.id`,
        [
          accountId,
          currencyType,
          evaluation.subtotalCents,
          evaluation.discountCents,
          evaluation.totalCents,
          evaluation.promo?.id ?? null,
          evaluation.promo?.code ?? null,
          address.billingAddressId,
          JSON.stringify(address),
          input.idempotencyKey,
          description,
          // Paid with credit: the ledger entry that charges it.
          currencyType === 'RELOAD',
          requestFingerprint,
          lines.map((priced) => priced.row.offer_id),
          lines.map((priced) => priced.row.id),
          lines.map((priced) => priced.row.retailer_location_id),
          lines.map((priced) => priced.row.name),
          lines.map((priced) => priced.size),
          lines.map((priced) => priced.line.quantity),
          lines.map((priced) => priced.row.full_price_cents),
          lines.map((priced) => priced.row.discount_price_cents),
          lines.map(() => newRedemptionCode()),
        ],
      );
      const first = placed[0];
      if (first === undefined) throw new Error('The order was not saved');
      const orderRow: OrderRow = {
        id: first.placed_id,
        order_type: first.placed_order_type,
        status: first.placed_status,
        currency_type: first.placed_currency_type,
        subtotal_cents: first.placed_subtotal_cents,
        discount_cents: first.placed_discount_cents,
        total_cents: first.placed_total_cents,
        promo_code: first.placed_promo_code,
        billing_address: first.placed_billing_address,
        description: first.placed_description,
        created_at: first.placed_created_at,
        updated_at: first.placed_updated_at,
        account_id: first.placed_account_id,
        first_name: first.placed_first_name,
        last_name: first.placed_last_name,
      };
      const credits: CreditRow[] =
        first.credit_id === null
          ? []
          : [
              {
                id: first.credit_id,
                order_id: orderRow.id,
                amount_cents: first.credit_amount_cents,
                entry_type: first.credit_entry_type,
                description: first.credit_description,
                created_at: first.credit_created_at,
              },
            ];
      const orderId = orderRow.id;
      const entries: WalletRow[] = placed;
      // Each shop it is collected from sees it at once (issue 36).
      const pickups = await openShopOrders(tx, orderId);
      // The shops whose stock this order took to the operator's threshold hear of it once.
      await alertLowStock(
        tx,
        lines.map((priced) => priced.row.id),
      );
      if (evaluation.promo) {
        await tx.query('UPDATE promo_codes SET times_used = times_used + 1 WHERE id = $1', [
          evaluation.promo.id,
        ]);
      }
      await notifyOrderPlaced(tx, accountId, {
        orderId,
        orderType: 'PURCHASE',
        currencyType,
        totalCents: evaluation.totalCents,
        description,
      });
      await memberProgressed(tx, accountId);
      // A new order has no card payment: it is paid with credit or in the shop.
      const order = { ...toOrder(orderRow, entries, credits, undefined, mediaUrl), pickups };
      return { order, replayed: false };
    });
  }

  /**
   * Places the order in one transaction: stock, credit, promo code, order and wallet
   * entries all change, or nothing does. A repeated idempotency key returns the first order
   * for the same request, and is a 409 for another one.
   */
  async function placeOrder(accountId: number, input: PlaceOrderInput) {
    const requestFingerprint = checkoutFingerprint(input);
    try {
      return await placeOnce(accountId, input, requestFingerprint);
    } catch (error) {
      // Two first attempts with one key can only meet here if the account lock was bypassed
      // (it is not); the unique index is the last word, and the winner's order is the answer.
      if (!isUniqueViolation(error)) throw error;
      const previous = await orderIdForKey(db, accountId, input.idempotencyKey, requestFingerprint);
      const order =
        previous === undefined
          ? undefined
          : (await loadOrders(db, mediaUrl, accountId, [previous]))[0];
      if (!order) throw error;
      return { order, replayed: true };
    }
  }

  return { preview, placeOrder };
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: ReturnType<typeof createCheckoutService>;
  }
}

export default fp(
  async (app) => {
    app.decorate('checkout', createCheckoutService(app.db, app.mediaUrl));
  },
  { name: 'checkout', dependencies: ['db', 'media-url'] },
);

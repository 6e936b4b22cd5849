import { isUniqueViolation, type Db, type Queryable } from '../../../../db/db.ts';
import type { Refusal } from '../../../../lib/errors.ts';
import { lockAccount } from '../../kernel/money.ts';
import { notifyOrderPlaced, orderIdForKey, reloadedLastDayCents } from '../orders-repository.ts';
import { reloadFingerprint, reloadRefusal } from '../rules.ts';

/** A reload waiting for (or past) its card payment. */
export interface PendingReload {
  orderId: number;
  paymentId: number;
  amountCents: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  providerPaymentId: string | null;
}

/** What the provider says it took: the payment's id, amount and currency. */
export interface ConfirmedPayment {
  providerPaymentId: string;
  /** Our payment row, from the metadata the payment was created with. */
  paymentId: number | undefined;
  accountId: number | undefined;
  amountCents: number;
  currency: string;
}

export type SettleOutcome = 'credited' | 'already-settled' | 'unknown' | 'mismatch' | 'failed';

interface PaymentRow {
  id: number;
  order_id: number;
  account_id: number;
  amount_cents: number;
  currency: string;
  status: PendingReload['status'];
  provider_payment_id: string | null;
}

const toPending = (row: PaymentRow): PendingReload => ({
  orderId: row.order_id,
  paymentId: row.id,
  amountCents: row.amount_cents,
  status: row.status,
  providerPaymentId: row.provider_payment_id,
});

const PAYMENT_COLUMNS =
  'id, order_id, account_id, amount_cents, currency, status, provider_payment_id';

/**
 * Reloads paid through a provider: recorded as pending with no credit, credited exactly
 * once when the provider confirms the payment, marked failed when it says the payment failed.
 */
export function createPendingReloads(db: Db, provider: 'stripe') {
  /** The payment row a provider's event is about, locked until the transaction ends. */
  async function lockPayment(
    tx: Queryable,
    payment: Pick<ConfirmedPayment, 'providerPaymentId' | 'paymentId'>,
  ): Promise<PaymentRow | undefined> {
    const rows = await tx.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments
        WHERE provider = $1
          AND (provider_payment_id = $2 OR (provider_payment_id IS NULL AND id = $3))
        FOR UPDATE`,
      [provider, payment.providerPaymentId, payment.paymentId ?? null],
    );
    return rows[0];
  }

  return {
    /**
     * Records a pending reload (an order waiting for payment, nothing credited), or finds
     * the one this idempotency key already made; without `paymentId`, the key names an
     * order that was not paid through a provider (a demo reload), returned as it is.
     * A new one is refused past the daily reload cap, counting reloads still pending.
     */
    async open(
      accountId: number,
      amountCents: number,
      idempotencyKey: string | undefined,
    ): Promise<PendingReload | { orderId: number; paymentId?: undefined } | Refusal> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const requestFingerprint = reloadFingerprint(amountCents);
        const existing = idempotencyKey
          ? await orderIdForKey(tx, accountId, idempotencyKey, requestFingerprint)
          : undefined;
        if (existing !== undefined) {
          const rows = await tx.query<PaymentRow>(
            `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = $1`,
            [existing],
          );
          const row = rows[0];
          return row ? toPending(row) : { orderId: existing };
        }
        const refusal = reloadRefusal(await reloadedLastDayCents(tx, accountId), amountCents);
        if (refusal) return refusal;
        const orders = await tx.query<{ id: number }>(
          `INSERT INTO orders (account_id, order_type, currency_type, status, subtotal_cents,
             total_cents, idempotency_key, request_fingerprint, description)
           VALUES ($1, 'RELOAD', 'RELOAD', 'PENDING_PAYMENT', $2, $2, $3, $4, 'Credit reload')
           RETURNING id`,
          [accountId, amountCents, idempotencyKey ?? null, requestFingerprint],
        );
        const orderId = orders[0]?.id;
        if (orderId === undefined) throw new Error('The reload order was not saved');
        const payments = await tx.query<PaymentRow>(
          `INSERT INTO payments (order_id, account_id, provider, amount_cents)
           VALUES ($1, $2, $3, $4) RETURNING ${PAYMENT_COLUMNS}`,
          [orderId, accountId, provider, amountCents],
        );
        const row = payments[0];
        if (!row) throw new Error('The payment was not saved');
        return toPending(row);
      });
    },

    /** Remembers the provider's payment for a pending reload (the first answer wins). */
    async attach(paymentId: number, providerPaymentId: string, clientSecret: string | null) {
      await db.query(
        `UPDATE payments SET provider_payment_id = $2, client_secret = $3, updated_at = now()
          WHERE id = $1 AND provider_payment_id IS NULL`,
        [paymentId, providerPaymentId, clientSecret],
      );
    },

    /**
     * Credits the reload the provider confirmed, in one transaction with the ledger entry.
     * The payment row is locked, so a concurrent duplicate waits and then finds it settled;
     * the ledger's unique payment_id stops anything that gets past that.
     */
    async credit(payment: ConfirmedPayment): Promise<SettleOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const row = await lockPayment(tx, payment);
          if (!row || (payment.accountId !== undefined && payment.accountId !== row.account_id)) {
            return 'unknown';
          }
          if (row.status === 'SUCCEEDED') return 'already-settled';
          if (payment.amountCents !== row.amount_cents || payment.currency !== row.currency) {
            return 'mismatch';
          }
          await tx.query(
            `UPDATE payments SET status = 'SUCCEEDED', provider_payment_id = $2,
                    updated_at = now()
              WHERE id = $1`,
            [row.id, payment.providerPaymentId],
          );
          await tx.query(
            `INSERT INTO credit_ledger (account_id, amount_cents, entry_type, order_id,
               description, payment_id)
             VALUES ($1, $2, 'RELOAD', $3, 'Credit reload', $4)`,
            [row.account_id, row.amount_cents, row.order_id, row.id],
          );
          await tx.query(
            `UPDATE orders SET status = 'COMPLETED', updated_at = now() WHERE id = $1`,
            [row.order_id],
          );
          await notifyOrderPlaced(tx, row.account_id, {
            orderId: row.order_id,
            orderType: 'RELOAD',
            currencyType: 'RELOAD',
            totalCents: row.amount_cents,
            description: 'Credit reload',
          });
          return 'credited';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'already-settled';
        throw error;
      }
    },

    /** Marks a pending reload failed; a payment already credited stays credited. */
    async fail(
      payment: Pick<ConfirmedPayment, 'providerPaymentId' | 'paymentId' | 'accountId'>,
    ): Promise<SettleOutcome> {
      return db.transaction(async (tx) => {
        const row = await lockPayment(tx, payment);
        if (!row || (payment.accountId !== undefined && payment.accountId !== row.account_id)) {
          return 'unknown';
        }
        if (row.status !== 'PENDING') return 'already-settled';
        await tx.query(
          `UPDATE payments SET status = 'FAILED', provider_payment_id = $2, updated_at = now()
            WHERE id = $1`,
          [row.id, payment.providerPaymentId],
        );
        await tx.query(
          `UPDATE orders SET status = 'PAYMENT_FAILED', updated_at = now() WHERE id = $1`,
          [row.order_id],
        );
        return 'failed';
      });
    },
  };
}

export type PendingReloads = ReturnType<typeof createPendingReloads>;

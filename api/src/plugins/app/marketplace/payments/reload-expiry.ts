// Card reloads left waiting for their payment (the member walked away, or Stripe or our
// webhook was down) would hold the member's daily reload cap and sit as PENDING_PAYMENT for
// ever. A sweep on every API instance expires them: SKIP LOCKED hands each one to a single
// sweep, which marks it failed and then cancels its PaymentIntent so it can no longer be paid.
//
// A payment Stripe confirms after all (it succeeded before the cancel, or the cancel could not
// reach Stripe and the member paid later) is credited once, not refused: the member's money
// was taken, so the credit is theirs. The late webhook, or this sweep when Stripe answers the
// cancel with an intent that has already succeeded, goes through the usual `credit`, which
// moves the order on to COMPLETED; the ledger's unique payment_id keeps it to one credit.
import type Stripe from 'stripe';
import type { Db, Queryable } from '../../../../db/db.ts';
import { notify } from '../../notifications/notify.ts';
import type { PendingReloads } from './pending-reloads.ts';

/**
 * How long a card reload may wait for its payment. A member confirms a card payment within
 * minutes; a day leaves room for a bank's extra check and for a webhook outage to recover
 * (Stripe retries webhooks for days, and a success is credited even after expiry).
 */
export const PENDING_RELOAD_HOURS = 24;

/** How often each API instance looks for reloads past that window. */
export const RELOAD_EXPIRY_SWEEP_MS = 15 * 60_000;

interface ExpiredPayment {
  id: number;
  order_id: number;
  account_id: number;
  currency: string;
  provider_payment_id: string | null;
}

export interface ReloadExpiryOutcome {
  /** Reloads this sweep marked failed. */
  expired: number;
  /** Of those, PaymentIntents cancelled at Stripe. */
  cancelled: number;
  /** Of those, payments Stripe had taken after all, credited instead. */
  credited: number;
}

const CLAIMED_COLUMNS = 'p.id, p.order_id, p.account_id, p.currency, p.provider_payment_id';

/** Marks the claimed payments' orders failed, in the claiming transaction. */
async function failOrders(tx: Queryable, payments: readonly ExpiredPayment[]): Promise<void> {
  for (const payment of payments) {
    await tx.query(
      `UPDATE orders SET status = 'PAYMENT_FAILED', updated_at = now()
        WHERE id = $1 AND status = 'PENDING_PAYMENT'`,
      [payment.order_id],
    );
  }
}

/** Marks every reload pending past the window failed, in one transaction; returns them. */
async function claimExpired(db: Db): Promise<ExpiredPayment[]> {
  return db.transaction(async (tx) => {
    const expired = await tx.query<ExpiredPayment>(
      `UPDATE payments p SET status = 'FAILED', updated_at = now()
        WHERE p.id IN (SELECT id FROM payments
                        WHERE provider = 'stripe' AND status = 'PENDING'
                          AND created_at <= now() - make_interval(hours => $1)
                        ORDER BY id FOR UPDATE SKIP LOCKED)
        RETURNING ${CLAIMED_COLUMNS}`,
      [PENDING_RELOAD_HOURS],
    );
    await failOrders(tx, expired);
    for (const payment of expired) {
      await notify(tx, {
        event: 'ORDER_STATUS',
        recipientId: payment.account_id,
        senderId: null,
        contentType: 'CREDIT',
        contentId: payment.order_id,
        contentName: `Order #${payment.order_id}`,
        message:
          `The credit reload #${payment.order_id} was not paid within ` +
          `${PENDING_RELOAD_HOURS} hours, so it was cancelled.`,
      });
    }
    return expired;
  });
}

/**
 * Cancels the PaymentIntent of an expired reload. When Stripe refuses because the member
 * has paid already, the payment is credited; when Stripe cannot be reached, the intent stays
 * open there and a later success webhook credits it.
 */
async function settleAtStripe(
  stripe: Stripe,
  reloads: PendingReloads,
  payment: ExpiredPayment & { provider_payment_id: string },
): Promise<'cancelled' | 'credited' | 'left-open'> {
  try {
    await stripe.paymentIntents.cancel(payment.provider_payment_id);
    return 'cancelled';
  } catch (cancelError) {
    const intent = await stripe.paymentIntents
      .retrieve(payment.provider_payment_id)
      .catch(() => undefined);
    if (intent?.status !== 'succeeded') throw cancelError;
    const outcome = await reloads.credit({
      providerPaymentId: intent.id,
      paymentId: payment.id,
      accountId: payment.account_id,
      amountCents: intent.amount_received,
      currency: intent.currency,
    });
    return outcome === 'credited' ? 'credited' : 'left-open';
  }
}

/** One sweep: expires what is due, then settles each expired reload with Stripe. */
export async function expirePendingReloads(
  db: Db,
  stripe: Stripe,
  reloads: PendingReloads,
  log: { warn: (details: object, message: string) => void } = console,
): Promise<ReloadExpiryOutcome> {
  const expired = await claimExpired(db);
  const outcome: ReloadExpiryOutcome = { expired: expired.length, cancelled: 0, credited: 0 };
  for (const payment of expired) {
    // Stripe never answered when this reload was opened: there is no intent of ours to cancel.
    if (payment.provider_payment_id === null) continue;
    try {
      const settled = await settleAtStripe(stripe, reloads, {
        ...payment,
        provider_payment_id: payment.provider_payment_id,
      });
      if (settled === 'cancelled') outcome.cancelled += 1;
      if (settled === 'credited') outcome.credited += 1;
    } catch (error) {
      log.warn(
        { err: error, paymentId: payment.id },
        'an expired reload could not be cancelled at Stripe; a later payment is still credited',
      );
    }
  }
  return outcome;
}

/** What became of a reload the member gave up on. */
export type CancelledReload = 'cancelled' | 'credited' | 'left-open' | 'not-pending';

/**
 * The member gave up on paying (issue 36): their own card reload, still waiting, is failed at
 * once (so it no longer holds their daily reload cap) and its PaymentIntent cancelled, as the
 * sweep does after a day. A payment Stripe had taken already is credited instead.
 */
export async function cancelPendingReload(
  db: Db,
  stripe: Stripe,
  reloads: PendingReloads,
  accountId: number,
  orderId: number,
): Promise<CancelledReload> {
  const [payment] = await db.transaction(async (tx) => {
    const claimed = await tx.query<ExpiredPayment>(
      `UPDATE payments p SET status = 'FAILED', updated_at = now()
        WHERE p.order_id = $1 AND p.account_id = $2 AND p.provider = 'stripe'
          AND p.status = 'PENDING'
        RETURNING ${CLAIMED_COLUMNS}`,
      [orderId, accountId],
    );
    await failOrders(tx, claimed);
    return claimed;
  });
  if (!payment) return 'not-pending';
  if (payment.provider_payment_id === null) return 'cancelled';
  try {
    return await settleAtStripe(stripe, reloads, {
      ...payment,
      provider_payment_id: payment.provider_payment_id,
    });
  } catch {
    // Stripe could not be reached: the intent stays open there, and a payment made after all
    // is credited by its webhook, as for an expired reload.
    return 'left-open';
  }
}

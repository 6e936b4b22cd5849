import Stripe from 'stripe';
import { HttpError } from '../../../../lib/errors.ts';
import type { MediaUrl } from '../../../../lib/media.ts';
import type { Db } from '../../../../db/db.ts';
import { loadOrders } from '../order-answers.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PendingReloads, SettleOutcome } from './pending-reloads.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API (a local fake in tests); api.stripe.com by default. */
  apiBase?: string | undefined;
}

/** The official client, pointed at `apiBase` when one is given. */
export function stripeClient(options: StripeOptions): Stripe {
  if (!options.apiBase) return new Stripe(options.secretKey);
  const base = new URL(options.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

/** A number from the metadata we created the PaymentIntent with, if it holds one. */
function metadataId(metadata: Stripe.Metadata | null | undefined, key: string) {
  const value = Number(metadata?.[key]);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export interface StripeWebhookOutcome {
  eventType: string;
  outcome: SettleOutcome | 'ignored';
}

/**
 * Reloads paid by card through Stripe: a reload creates a PaymentIntent and waits; the
 * signed webhook says whether the member paid, and only then does credit enter the ledger.
 */
export function stripePaymentProvider(
  db: Db,
  mediaUrl: MediaUrl,
  reloads: PendingReloads,
  options: StripeOptions,
  stripe: Stripe = stripeClient(options),
): PaymentProvider & {
  receiveWebhook(rawBody: string, signature: string | undefined): Promise<StripeWebhookOutcome>;
} {
  return {
    name: 'stripe',

    async startReload(accountId, amountCents, idempotencyKey) {
      const pending = await reloads.open(accountId, amountCents, idempotencyKey);
      if ('valid' in pending) return pending;
      if (
        pending.paymentId !== undefined &&
        pending.status === 'PENDING' &&
        pending.providerPaymentId === null
      ) {
        // A retry after Stripe did not answer sends the same key, so Stripe hands back the
        // PaymentIntent it may already have made instead of a second one.
        const stripeKey = idempotencyKey
          ? `canopy-reload-${accountId}-${idempotencyKey}`
          : `canopy-reload-order-${pending.orderId}`;
        let intent: Stripe.PaymentIntent;
        try {
          intent = await stripe.paymentIntents.create(
            {
              amount: pending.amountCents,
              currency: 'usd',
              description: `Canopy credit reload, order #${pending.orderId}`,
              metadata: {
                accountId: String(accountId),
                orderId: String(pending.orderId),
                paymentId: String(pending.paymentId),
              },
            },
            { idempotencyKey: stripeKey },
          );
        } catch (error) {
          // Nothing was credited; the pending reload waits for the retry. The error handler
          // logs the cause and answers 502 with its own words.
          const unavailable = new HttpError(
            502,
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'The payment service did not answer.',
          );
          unavailable.cause = error;
          throw unavailable;
        }
        await reloads.attach(pending.paymentId, intent.id, intent.client_secret);
      }
      const order = (await loadOrders(db, mediaUrl, accountId, [pending.orderId]))[0];
      if (!order) throw new Error('The reload order could not be read back');
      const message =
        order.status === 'PENDING_PAYMENT'
          ? 'Confirm the payment to add the credit.'
          : order.status === 'PAYMENT_FAILED'
            ? 'The payment for this reload failed.'
            : 'Credit added.';
      return { order, message };
    },

    async receiveWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new HttpError(
          400,
          'INVALID_SIGNATURE',
          'The Stripe-Signature header does not match this request.',
        );
      }
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        return {
          eventType: event.type,
          outcome: await reloads.credit({
            providerPaymentId: intent.id,
            paymentId: metadataId(intent.metadata, 'paymentId'),
            accountId: metadataId(intent.metadata, 'accountId'),
            amountCents: intent.amount_received,
            currency: intent.currency,
          }),
        };
      }
      if (event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        return {
          eventType: event.type,
          outcome: await reloads.fail({
            providerPaymentId: intent.id,
            paymentId: metadataId(intent.metadata, 'paymentId'),
            accountId: metadataId(intent.metadata, 'accountId'),
          }),
        };
      }
      return { eventType: event.type, outcome: 'ignored' };
    },
  };
}

export type StripePaymentProvider = ReturnType<typeof stripePaymentProvider>;

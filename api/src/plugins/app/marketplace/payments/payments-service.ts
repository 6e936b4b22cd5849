import fp from 'fastify-plugin';
import { runEvery } from '../../../../lib/sweep.ts';
import { demoPaymentProvider } from './demo-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPendingReloads } from './pending-reloads.ts';
import {
  cancelPendingReload,
  expirePendingReloads,
  RELOAD_EXPIRY_SWEEP_MS,
  type CancelledReload,
} from './reload-expiry.ts';
import {
  stripeClient,
  stripePaymentProvider,
  type StripeOptions,
  type StripePaymentProvider,
} from './stripe-provider.ts';

export interface Payments {
  /** Takes the payment for a credit reload. */
  provider: PaymentProvider;
  /** Stripe's webhook receiver, when Stripe is the provider. */
  stripe: StripePaymentProvider | undefined;
  /** The member's own card reload, given up before it was paid; undefined without Stripe. */
  cancelReload: ((accountId: number, orderId: number) => Promise<CancelledReload>) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Stripe when it is configured; otherwise the demo provider and its capped test credit. */
export default fp<{ stripe?: StripeOptions | undefined }>(
  async (app, options) => {
    let stripe: StripePaymentProvider | undefined;
    let cancelReload: Payments['cancelReload'];
    if (options.stripe) {
      const client = stripeClient(options.stripe);
      const reloads = createPendingReloads(app.db, 'stripe');
      stripe = stripePaymentProvider(app.db, app.mediaUrl, reloads, options.stripe, client);
      runEvery(app, {
        name: 'expiring unpaid card reloads',
        everyMs: RELOAD_EXPIRY_SWEEP_MS,
        run: () => expirePendingReloads(app.db, client, reloads, app.log),
      });
      cancelReload = (accountId, orderId) =>
        cancelPendingReload(app.db, client, reloads, accountId, orderId);
    }
    app.decorate('payments', {
      provider: stripe ?? demoPaymentProvider(app.orders),
      stripe,
      cancelReload,
    });
  },
  { name: 'payments', dependencies: ['db', 'media-url', 'orders'] },
);

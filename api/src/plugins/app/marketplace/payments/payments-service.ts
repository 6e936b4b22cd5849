import fp from 'fastify-plugin';
import { demoPaymentProvider } from './demo-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPendingReloads } from './pending-reloads.ts';
import {
  stripePaymentProvider,
  type StripeOptions,
  type StripePaymentProvider,
} from './stripe-provider.ts';

export interface Payments {
  /** Takes the payment for a credit reload. */
  provider: PaymentProvider;
  /** Stripe's webhook receiver, when Stripe is the provider. */
  stripe: StripePaymentProvider | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Stripe when it is configured; otherwise the demo provider and its capped test credit. */
export default fp<{ stripe?: StripeOptions | undefined }>(
  async (app, options) => {
    const stripe = options.stripe
      ? stripePaymentProvider(
          app.db,
          app.mediaUrl,
          createPendingReloads(app.db, 'stripe'),
          options.stripe,
        )
      : undefined;
    app.decorate('payments', { provider: stripe ?? demoPaymentProvider(app.orders), stripe });
  },
  { name: 'payments', dependencies: ['db', 'media-url', 'orders'] },
);

import type { createOrdersRepository } from '../orders-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';

type Orders = ReturnType<typeof createOrdersRepository>;

/**
 * With no payment provider configured: a reload is demo credit, added at once with no
 * payment taken, within the daily cap (`MAX_RELOAD_CENTS_PER_DAY`) the orders repository
 * enforces, as the payments page tells the member.
 */
export function demoPaymentProvider(orders: Orders): PaymentProvider {
  return {
    name: 'demo',
    async startReload(accountId, amountCents, idempotencyKey) {
      const order = await orders.reload(accountId, amountCents, idempotencyKey);
      if ('valid' in order) return order;
      return { order, message: 'Credit added.' };
    },
  };
}

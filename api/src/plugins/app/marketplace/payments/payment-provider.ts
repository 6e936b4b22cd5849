import type { Refusal } from '../../../../lib/errors.ts';
import type { OrderResponse } from '../../../../schemas/orders.ts';

/** A reload that went through, or waits for its payment; `message` says which. */
export interface ReloadStarted {
  order: OrderResponse;
  message: string;
}

/**
 * Where credit comes from. Credit enters the ledger only when the provider says the member
 * paid: the demo provider says so at once (capped test credit), Stripe through its webhook.
 */
export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  startReload(
    accountId: number,
    amountCents: number,
    idempotencyKey: string | undefined,
  ): Promise<ReloadStarted | Refusal>;
}

// Credit reloads as a member asks for them, and the member's balance as the ledger holds it:
// shared by the Stripe payment tests.
import { expect } from 'vitest';
import type { SignedInMember, TestApp } from './app.ts';

export interface Order {
  orderId: number;
  orderType: string;
  status: string;
  amount: number;
  credits: { amount: number; entryType: string }[];
  payments: {
    paymentType: string;
    amount: number;
    status: string;
    provider?: string;
    paymentIntentId?: string | null;
    clientSecret?: string | null;
  }[];
}
export type OrderAnswer =
  | { valid: true; message: string; item: Order }
  | { valid: false; message: string; errorCode: string };

export async function balanceCents(t: TestApp, member: SignedInMember): Promise<number> {
  const rows = await t.db.query<{ cents: number }>(
    'SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM credit_ledger WHERE account_id = $1',
    [member.userId],
  );
  return rows[0]?.cents ?? 0;
}

export async function reload(t: TestApp, member: SignedInMember, dollars: number, key?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: member.headers,
    payload: {
      cart: [{ amount: dollars, orderItemType: 'CUSTOM' }],
      currencyType: 'RELOAD',
      ...(key ? { idempotencyKey: key } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<OrderAnswer>();
}

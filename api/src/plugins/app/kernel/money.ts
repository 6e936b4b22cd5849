// Money every domain that charges a member shares: the unit price rule and the lock that
// serialises one member's spending (orders, tickets, hints, tournament entries).
import type { Queryable } from '../../../db/db.ts';

/** The unit price rule (SPEC §5): the discount price unless it is 0. */
export function unitPriceCents(fullCents: number, discountCents: number): number {
  return discountCents !== 0 ? discountCents : fullCents;
}

/** Serialises one member's orders and game purchases, so balance checks and idempotency keys cannot race. */
export async function lockAccount(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [accountId]);
}

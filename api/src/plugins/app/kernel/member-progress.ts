// A member's progress (an order placed, a post written, a game played) may earn them
// badges. The domains where progress happens announce it here, inside the transaction of the
// change, and games (which keeps the badges) listens: a badge commits or rolls back with what
// earned it, and no domain imports games for it.
import type { Queryable } from '../../../db/db.ts';

type ProgressListener = (tx: Queryable, accountId: number) => Promise<unknown>;

const listeners = new Set<ProgressListener>();

/** Calls `listener` in the transaction of every progress a member makes from now on. */
export function onMemberProgress(listener: ProgressListener): void {
  listeners.add(listener);
}

/** Announces, inside transaction `tx`, that member `accountId` made progress. */
export async function memberProgressed(tx: Queryable, accountId: number): Promise<void> {
  for (const listener of listeners) await listener(tx, accountId);
}

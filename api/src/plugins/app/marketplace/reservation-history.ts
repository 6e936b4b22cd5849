// What the limits on pay-in-shop reservations (marketplace/rules.ts) read about a member.
import type { Queryable } from '../../../db/db.ts';
import { RESERVATION_WINDOW_MS, type ReservationHistory } from './rules.ts';

/**
 * What the pay-in-shop limits read, in one statement (the member's lock is held meanwhile):
 * the account's age, the units it holds unpaid, and its pay-in-shop orders of the last 24
 * hours with their units, all at the database's clock.
 */
export async function reservationHistory(
  tx: Queryable,
  accountId: number,
): Promise<ReservationHistory> {
  const rows = await tx.query<{
    now: Date | string;
    account_created_at: Date | string;
    held_units: number;
    recent: { createdAt: string; units: number }[];
  }>(
    `SELECT now() AS now, a.created_at AS account_created_at,
            (SELECT coalesce(sum(w.quantity), 0)::int
               FROM wallet_entries w JOIN orders o ON o.id = w.order_id
              WHERE w.account_id = a.id AND w.status = 'ACTIVE' AND o.currency_type = 'CASH'
            ) AS held_units,
            (SELECT coalesce(json_agg(json_build_object('createdAt', o.created_at,
                      'units', (SELECT coalesce(sum(w.quantity), 0)::int FROM wallet_entries w
                                 WHERE w.order_id = o.id))), '[]'::json)
               FROM orders o
              WHERE o.account_id = a.id AND o.order_type = 'PURCHASE'
                AND o.currency_type = 'CASH' AND o.created_at > now() - make_interval(secs => $2)
            ) AS recent
       FROM accounts a WHERE a.id = $1`,
    [accountId, RESERVATION_WINDOW_MS / 1000],
  );
  const row = rows[0];
  if (!row) throw new Error('The account could not be read');
  return {
    now: new Date(row.now),
    accountCreatedAt: new Date(row.account_created_at),
    heldUnits: row.held_units,
    recent: row.recent.map((order) => ({
      createdAt: new Date(order.createdAt),
      units: order.units,
    })),
  };
}

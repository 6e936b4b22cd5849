// Pay-in-shop orders reserve stock nobody has paid for. What is not collected within
// RESERVATION_HOLD_DAYS expires: the wallet entries become EXPIRED, their units go back on
// sale and the member is told. A sweep runs on every API instance; SKIP LOCKED keeps two
// instances (or a checkout) from handling one entry twice.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { runEvery } from '../../../lib/sweep.ts';
import { notify } from '../notifications/notify.ts';
import { queueLiveEvents } from '../live/live-events.ts';
import { RESERVATION_HOLD_DAYS, reservationExpiredMessage } from './rules.ts';
import {
  announceToShop,
  ORDER_STATUS_KIND,
  type ShopOrderChange,
} from './shop-orders-repository.ts';

/** How often each API instance looks for reservations past their hold. */
export const RESERVATION_SWEEP_MS = 10 * 60_000;

/** Expires every uncollected pay-in-shop entry past its hold; returns how many it expired. */
export async function expireReservations(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // The shop orders first, as a shop's step locks them before their lines, so a sweep
    // and a rejection at the counter cannot deadlock; one being changed right now is
    // skipped until the next sweep.
    const shopOrders = await tx.query<ShopOrderChange & { from: string }>(
      `WITH due AS (
         SELECT so.id, so.status FROM shop_orders so
          WHERE so.status IN ('PLACED', 'ACCEPTED', 'READY')
            AND EXISTS (SELECT 1 FROM wallet_entries e JOIN orders o ON o.id = e.order_id
                         WHERE e.order_id = so.order_id
                           AND e.retailer_location_id = so.retailer_location_id
                           AND e.status = 'ACTIVE' AND o.currency_type = 'CASH'
                           AND e.created_at <= now() - make_interval(days => $1))
          ORDER BY so.id FOR UPDATE OF so SKIP LOCKED
       )
       UPDATE shop_orders so SET status = 'EXPIRED', updated_at = now()
         FROM due WHERE so.id = due.id
       RETURNING so.id AS "shopOrderId", so.order_id AS "orderId",
                 so.retailer_location_id AS "retailerLocationId", so.status, due.status AS "from"`,
      [RESERVATION_HOLD_DAYS],
    );
    const expiredShopOrders = shopOrders.map((row) => row.shopOrderId);
    const expired = await tx.query<{
      account_id: number;
      order_id: number;
      offer_location_id: number | null;
      offer_name: string;
      quantity: number;
    }>(
      `UPDATE wallet_entries w SET status = 'EXPIRED'
        WHERE w.id IN (SELECT e.id FROM wallet_entries e JOIN orders o ON o.id = e.order_id
                        WHERE e.status = 'ACTIVE' AND o.currency_type = 'CASH'
                          AND e.created_at <= now() - make_interval(days => $1)
                          AND (e.retailer_location_id IS NULL
                               OR EXISTS (SELECT 1 FROM shop_orders so
                                           WHERE so.id = ANY($2::int[])
                                             AND so.order_id = e.order_id
                                             AND so.retailer_location_id
                                                 = e.retailer_location_id))
                        ORDER BY e.id FOR UPDATE OF e SKIP LOCKED)
        RETURNING w.account_id, w.order_id, w.offer_location_id, w.offer_name, w.quantity`,
      [RESERVATION_HOLD_DAYS, expiredShopOrders],
    );
    if (shopOrders.length > 0) {
      await tx.query(
        `INSERT INTO shop_order_events (shop_order_id, actor_id, from_status, to_status, reason)
         SELECT id, NULL, from_status, 'EXPIRED', 'Not collected in time'
           FROM unnest($1::int[], $2::text[]) AS u (id, from_status)`,
        [expiredShopOrders, shopOrders.map((row) => row.from)],
      );
    }
    for (const row of shopOrders) {
      const change: ShopOrderChange = {
        shopOrderId: row.shopOrderId,
        orderId: row.orderId,
        retailerLocationId: row.retailerLocationId,
        status: 'EXPIRED',
      };
      const owner = expired.find((entry) => entry.order_id === row.orderId)?.account_id;
      if (owner !== undefined) await queueLiveEvents(tx, [owner], ORDER_STATUS_KIND, change);
      await announceToShop(tx, change);
    }
    const units = new Map<number, number>();
    for (const entry of expired) {
      if (entry.offer_location_id === null) continue;
      units.set(
        entry.offer_location_id,
        (units.get(entry.offer_location_id) ?? 0) + entry.quantity,
      );
    }
    // In id order, as checkout locks them, so the two cannot deadlock.
    for (const [offerLocationId, quantity] of [...units].sort(([a], [b]) => a - b)) {
      await tx.query('UPDATE offer_locations SET stock = stock + $2 WHERE id = $1', [
        offerLocationId,
        quantity,
      ]);
    }
    const orders = new Map<number, { accountId: number; names: string[] }>();
    for (const entry of expired) {
      const order = orders.get(entry.order_id) ?? { accountId: entry.account_id, names: [] };
      order.names.push(entry.offer_name);
      orders.set(entry.order_id, order);
    }
    for (const [orderId, order] of orders) {
      await notify(tx, {
        event: 'ORDER_STATUS',
        recipientId: order.accountId,
        senderId: null,
        contentType: 'ORDER',
        contentId: orderId,
        contentName: `Order #${orderId}`,
        message: reservationExpiredMessage(orderId, order.names),
      });
    }
    return expired.length;
  });
}

export default fp(
  async (app) => {
    runEvery(app, {
      name: 'expiring pay-in-shop reservations',
      everyMs: RESERVATION_SWEEP_MS,
      run: () => expireReservations(app.db),
    });
  },
  { name: 'reservation-expiry', dependencies: ['db'] },
);

// An order's life at the shop (issue 36): opening a shop order for each shop an order is
// collected from, and every step after it. A step runs in one transaction on the locked
// shop order: its status, its history row, what it gives back (a rejection or a
// cancellation returns the lines' stock and the credit paid, once: the lock, the status
// check and the ledger's unique shop_order_id all say so), the member's notification and
// the live events to the member and the shop's staff.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound, refuse, type Refusal } from '../../../lib/errors.ts';
import type {
  PickupResponse,
  ShopOrderResponse,
  ShopOrderStatus,
  StaffedLocationResponse,
} from '../../../schemas/business.ts';
import { upcomingClosuresSql } from '../kernel/shop-closures.ts';
import { staffedBySql, staffOfLocations } from '../kernel/shop-staff.ts';
import { queueLiveEvents } from '../live/live-events.ts';
import { notify } from '../notifications/notify.ts';
import { staffShopOrder, staffShopOrders, toPickup, type PickupRow } from './shop-order-answers.ts';
import {
  givesBack,
  normalizeCode,
  OPEN_STATUSES,
  shopOrderMessage,
  stepOutcome,
  STEPS,
  type ShopOrderStep,
} from './shop-order-rules.ts';

/** The live event a shop's staff get for each new or changed order. */
export const SHOP_ORDER_KIND = 'shop-order';
/** The live event a member gets when one of their orders changes at a shop. */
export const ORDER_STATUS_KIND = 'order-status';

export interface ShopOrderChange {
  shopOrderId: number;
  orderId: number;
  retailerLocationId: number;
  status: ShopOrderStatus;
}

/** Tells the staff of the change's shop, in the caller's transaction. */
export async function announceToShop(tx: Queryable, change: ShopOrderChange): Promise<void> {
  const staff = await staffOfLocations(tx, [change.retailerLocationId]);
  await queueLiveEvents(tx, staff, SHOP_ORDER_KIND, change);
}

/**
 * Opens the shop orders of the order just placed, one per shop it is collected from, each
 * with its share of the total (split by line value; the first shop takes the rounding),
 * and tells each shop's staff; answers them as the order's pickups. Runs in the checkout's
 * transaction: one statement, and one more for the staff's live events when a shop has
 * staff.
 */
export async function openShopOrders(tx: Queryable, orderId: number): Promise<PickupResponse[]> {
  const opened = await tx.query<PickupRow & { staff: number[] | null }>(
    `WITH per AS (
       SELECT w.retailer_location_id AS loc, min(w.id) AS first_id,
              sum(CASE WHEN w.discount_price_cents <> 0 THEN w.discount_price_cents
                       ELSE w.full_price_cents END * w.quantity) AS sub
         FROM wallet_entries w
        WHERE w.order_id = $1 AND w.retailer_location_id IS NOT NULL
        GROUP BY w.retailer_location_id
     ), share AS (
       SELECT per.loc, per.first_id, o.total_cents,
              CASE WHEN o.subtotal_cents = 0 THEN 0
                   ELSE o.total_cents::bigint * per.sub / o.subtotal_cents END AS cents
         FROM per JOIN orders o ON o.id = $1
     ), opened AS (
       INSERT INTO shop_orders (order_id, retailer_location_id, amount_cents)
       SELECT $1, loc, (cents + CASE WHEN first_id = min(first_id) OVER ()
                                     THEN total_cents - sum(cents) OVER () ELSE 0 END)::int
         FROM share ORDER BY first_id
       RETURNING *
     )
     SELECT so.id, so.order_id, so.retailer_location_id, l.name AS location_name, so.status,
            so.reason, so.amount_cents, o.currency_type, so.created_at, l.time_zone, l.hours,
            ${upcomingClosuresSql('l')} AS closures,
            (SELECT array_agg(s.account_id ORDER BY s.account_id) FROM shop_staff s
              WHERE s.retailer_location_id = so.retailer_location_id) AS staff
       FROM opened so
       JOIN orders o ON o.id = so.order_id
       JOIN retailer_locations l ON l.id = so.retailer_location_id
      ORDER BY so.id`,
    [orderId],
  );
  for (const row of opened) {
    await queueLiveEvents(tx, row.staff ?? [], SHOP_ORDER_KIND, {
      shopOrderId: row.id,
      orderId,
      retailerLocationId: row.retailer_location_id,
      status: 'PLACED',
    } satisfies ShopOrderChange);
  }
  return opened.map(toPickup);
}

interface LockedShopOrder {
  id: number;
  order_id: number;
  retailer_location_id: number;
  status: ShopOrderStatus;
  amount_cents: number;
  account_id: number;
  currency_type: 'CASH' | 'RELOAD';
  location_name: string;
}

const LOCK_SQL = `SELECT so.id, so.order_id, so.retailer_location_id, so.status, so.amount_cents,
       o.account_id, o.currency_type, l.name AS location_name
  FROM shop_orders so
  JOIN orders o ON o.id = so.order_id
  JOIN retailer_locations l ON l.id = so.retailer_location_id`;

/** A step to take, and by whom. */
interface StepInput {
  step: ShopOrderStep;
  actorId: number;
  reason: string | null;
  /** Collecting: what the member showed, and that staff checked their ID and age. */
  redemptionCode?: string;
  idChecked?: boolean;
}

/** Moves the locked shop order `order`; answers a refusal when the step cannot be taken. */
async function takeStep(
  tx: Queryable,
  order: LockedShopOrder,
  input: StepInput,
): Promise<{ repeated: boolean } | Refusal> {
  const outcome = stepOutcome(input.step, order.status);
  if (outcome === 'repeat') return { repeated: true };
  if (outcome !== 'apply') return outcome;
  const { to } = STEPS[input.step];
  const lines = `order_id = $1 AND retailer_location_id = $2 AND status = 'ACTIVE'`;
  if (input.step === 'collect') {
    if (input.idChecked !== true) {
      return refuse(
        'ID_CHECK_REQUIRED',
        "Check the member's ID and age, and confirm it, before handing the order over.",
      );
    }
    const codes = await tx.query<{ redemption_code: string }>(
      `SELECT redemption_code FROM wallet_entries WHERE order_id = $1 AND retailer_location_id = $2`,
      [order.order_id, order.retailer_location_id],
    );
    const typed = normalizeCode(input.redemptionCode ?? '');
    if (!codes.some((row) => normalizeCode(row.redemption_code) === typed)) {
      return refuse(
        'CODE_MISMATCH',
        'That code is not this order’s. Check it with the member and type it again.',
      );
    }
    await tx.query(`UPDATE wallet_entries SET status = 'REDEEMED' WHERE ${lines}`, [
      order.order_id,
      order.retailer_location_id,
    ]);
  }
  let refundedCents = 0;
  if (givesBack(input.step)) {
    const returned = await tx.query<{ offer_location_id: number | null; quantity: number }>(
      `UPDATE wallet_entries SET status = 'CANCELLED' WHERE ${lines}
       RETURNING offer_location_id, quantity`,
      [order.order_id, order.retailer_location_id],
    );
    const units = new Map<number, number>();
    for (const line of returned) {
      if (line.offer_location_id === null) continue;
      units.set(line.offer_location_id, (units.get(line.offer_location_id) ?? 0) + line.quantity);
    }
    // In id order, as checkout locks them, so the two cannot deadlock.
    for (const [offerLocationId, quantity] of [...units].sort(([a], [b]) => a - b)) {
      await tx.query('UPDATE offer_locations SET stock = stock + $2 WHERE id = $1', [
        offerLocationId,
        quantity,
      ]);
    }
    if (order.currency_type === 'RELOAD' && order.amount_cents > 0) {
      const refunded = await tx.query(
        `INSERT INTO credit_ledger (account_id, amount_cents, entry_type, order_id, description,
           shop_order_id)
         VALUES ($1, $2, 'REFUND', $3, $4, $5)
         ON CONFLICT (shop_order_id) WHERE shop_order_id IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          order.account_id,
          order.amount_cents,
          order.order_id,
          `Refund of order #${order.order_id} at ${order.location_name}`,
          order.id,
        ],
      );
      if (refunded.length > 0) refundedCents = order.amount_cents;
    }
  }
  await tx.query(
    `UPDATE shop_orders SET status = $2, updated_at = now(),
            reason = CASE WHEN $3::text IS NULL THEN reason ELSE $3::text END,
            id_checked_by = CASE WHEN $4 THEN $5::int ELSE id_checked_by END,
            id_checked_at = CASE WHEN $4 THEN now() ELSE id_checked_at END
      WHERE id = $1`,
    [order.id, to, input.reason, input.step === 'collect', input.actorId],
  );
  await tx.query(
    `INSERT INTO shop_order_events (shop_order_id, actor_id, from_status, to_status, reason)
     VALUES ($1, $2, $3, $4, $5)`,
    [order.id, input.actorId, order.status, to, input.reason],
  );
  await notify(tx, {
    event: 'ORDER_STATUS',
    recipientId: order.account_id,
    senderId: null,
    contentType: 'ORDER',
    contentId: order.order_id,
    contentName: `Order #${order.order_id}`,
    message: shopOrderMessage({
      orderId: order.order_id,
      shop: order.location_name,
      status: to,
      reason: input.reason,
      refundedCents,
    }),
  });
  const change: ShopOrderChange = {
    shopOrderId: order.id,
    orderId: order.order_id,
    retailerLocationId: order.retailer_location_id,
    status: to,
  };
  await queueLiveEvents(tx, [order.account_id], ORDER_STATUS_KIND, change);
  await announceToShop(tx, change);
  return { repeated: false };
}

export function createShopOrdersRepository(db: Db) {
  return {
    /** The shops `viewer` staffs, with their hours and how many orders are open. */
    async locations(viewer: number): Promise<StaffedLocationResponse[]> {
      const rows = await db.query<{
        id: number;
        name: string;
        city: string;
        state: string;
        time_zone: string;
        hours: { day: string; open: string | null; close: string | null }[];
        open_orders: number;
      }>(
        `SELECT l.id, l.name, l.city, l.state, l.time_zone, l.hours,
                (SELECT count(*)::int FROM shop_orders so
                  WHERE so.retailer_location_id = l.id
                    AND so.status = ANY($2::text[])) AS open_orders
           FROM retailer_locations l
          WHERE ${staffedBySql('$1', 'l.id')}
          ORDER BY l.name, l.id`,
        [viewer, OPEN_STATUSES],
      );
      return rows.map((row) => ({
        retailerLocationId: row.id,
        name: row.name,
        locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
        timeZone: row.time_zone,
        hours: row.hours.map((entry) => ({
          ...entry,
          closed: entry.open === null || entry.close === null,
        })),
        openOrders: row.open_orders,
      }));
    },

    /** A location's orders, for its staff: 404 when `viewer` does not staff it. */
    async list(viewer: number, retailerLocationId: number, view: 'open' | 'done') {
      const [staffed] = await db.query(
        `SELECT 1 FROM retailer_locations l WHERE l.id = $2 AND ${staffedBySql('$1', 'l.id')}`,
        [viewer, retailerLocationId],
      );
      if (!staffed) throw notFound('That shop does not exist.');
      return staffShopOrders(db, viewer, retailerLocationId, view);
    },

    /** One order of a shop `viewer` staffs, or undefined. */
    find(viewer: number, shopOrderId: number) {
      return staffShopOrder(db, viewer, shopOrderId);
    },

    /**
     * A step by the shop's staff; undefined when `viewer` does not staff the order's shop
     * (or there is no such order), so the route answers 404 either way.
     */
    async step(
      viewer: number,
      shopOrderId: number,
      input: Omit<StepInput, 'actorId'>,
    ): Promise<{ order: ShopOrderResponse; repeated: boolean } | Refusal | undefined> {
      return db.transaction(async (tx) => {
        const [order] = await tx.query<LockedShopOrder>(
          `${LOCK_SQL} WHERE so.id = $2 AND ${staffedBySql('$1', 'so.retailer_location_id')}
           FOR UPDATE OF so`,
          [viewer, shopOrderId],
        );
        if (!order) return undefined;
        const taken = await takeStep(tx, order, { ...input, actorId: viewer });
        if ('valid' in taken) return taken;
        const answer = await staffShopOrder(tx, viewer, shopOrderId);
        if (!answer) throw new Error('The shop order could not be read back');
        return { order: answer, repeated: taken.repeated };
      });
    },

    /**
     * The member cancels what of their order the shops have not accepted yet; undefined
     * when the order is not theirs. Refused when no part of it can be cancelled any more.
     */
    async cancel(
      accountId: number,
      orderId: number,
      reason: string | null,
    ): Promise<{ cancelled: number } | Refusal | undefined> {
      return db.transaction(async (tx) => {
        const orders = await tx.query<LockedShopOrder>(
          `${LOCK_SQL} WHERE so.order_id = $1 AND o.account_id = $2 ORDER BY so.id
           FOR UPDATE OF so`,
          [orderId, accountId],
        );
        if (orders.length === 0) {
          const [own] = await tx.query('SELECT 1 FROM orders WHERE id = $1 AND account_id = $2', [
            orderId,
            accountId,
          ]);
          return own
            ? refuse('ORDER_NOT_CANCELLABLE', 'This order has nothing to cancel.')
            : undefined;
        }
        let cancelled = 0;
        let refusal: Refusal | undefined;
        for (const order of orders) {
          const taken = await takeStep(tx, order, {
            step: 'cancel',
            actorId: accountId,
            reason: reason ?? 'Cancelled by the member',
          });
          if ('valid' in taken) refusal ??= taken;
          else cancelled += 1;
        }
        if (cancelled === 0 && refusal) return refusal;
        return { cancelled };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    shopOrders: ReturnType<typeof createShopOrdersRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('shopOrders', createShopOrdersRepository(app.db));
  },
  { name: 'shop-orders', dependencies: ['db'] },
);

// Shop orders as answers show them: to the shop's staff (the business routes) and, as
// pickups, on the member's order. Every staff read goes through `staffedBySql` (kernel).
import type { Queryable } from '../../../db/db.ts';
import { fromCents } from '../../../lib/money.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type {
  PickupResponse,
  ShopOrderResponse,
  ShopOrderStatus,
} from '../../../schemas/business.ts';
import { unitPriceCents } from '../kernel/money.ts';
import { upcomingClosuresSql, type ClosureRow } from '../kernel/shop-closures.ts';
import { staffedBySql } from '../kernel/shop-staff.ts';
import { OPEN_STATUSES, pickupBy, STEPS } from './shop-order-rules.ts';

export interface ShopOrderRow {
  id: number;
  order_id: number;
  retailer_location_id: number;
  location_name: string;
  status: ShopOrderStatus;
  reason: string | null;
  amount_cents: number;
  currency_type: 'CASH' | 'RELOAD';
  account_id: number;
  first_name: string;
  last_name: string;
  id_checked_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  items: {
    transactionId: number;
    offerName: string;
    size: string | null;
    quantity: number;
    full: number;
    discount: number;
    status: string;
  }[];
}

/** A shop order's columns, from `shop_orders so`, with its order, member, shop and lines. */
export const SHOP_ORDER_SELECT = `SELECT so.id, so.order_id, so.retailer_location_id,
         l.name AS location_name, so.status, so.reason, so.amount_cents, o.currency_type,
         a.id AS account_id, a.first_name, a.last_name, so.id_checked_at, so.created_at,
         so.updated_at,
         (SELECT coalesce(json_agg(json_build_object('transactionId', w.id,
                   'offerName', w.offer_name, 'size', w.size, 'quantity', w.quantity,
                   'full', w.full_price_cents, 'discount', w.discount_price_cents,
                   'status', w.status) ORDER BY w.id), '[]'::json)
            FROM wallet_entries w
           WHERE w.order_id = so.order_id
             AND w.retailer_location_id = so.retailer_location_id) AS items
    FROM shop_orders so
    JOIN orders o ON o.id = so.order_id
    JOIN accounts a ON a.id = o.account_id
    JOIN retailer_locations l ON l.id = so.retailer_location_id`;

export function toShopOrder(row: ShopOrderRow): ShopOrderResponse {
  return {
    shopOrderId: row.id,
    orderId: row.order_id,
    retailerLocationId: row.retailer_location_id,
    locationName: row.location_name,
    status: row.status,
    reason: row.reason,
    amount: fromCents(row.amount_cents),
    paidWith: row.currency_type === 'RELOAD' ? 'CREDIT' : 'CASH',
    customer: { accountId: row.account_id, display: `${row.first_name} ${row.last_name}` },
    items: row.items.map((item) => {
      const unit = unitPriceCents(item.full, item.discount);
      return {
        transactionId: item.transactionId,
        offerName: item.offerName,
        size: item.size,
        quantity: item.quantity,
        price: fromCents(unit),
        lineTotal: fromCents(unit * item.quantity),
        status: item.status,
      };
    }),
    idChecked: row.id_checked_at !== null,
    idCheckedAt: toEpochMs(row.id_checked_at),
    created: toEpochMs(row.created_at) ?? 0,
    updated: toEpochMs(row.updated_at) ?? 0,
  };
}

/** One shop order the account `viewer` staffs, or undefined (not there, or not theirs). */
export async function staffShopOrder(
  q: Queryable,
  viewer: number,
  shopOrderId: number,
): Promise<ShopOrderResponse | undefined> {
  const [row] = await q.query<ShopOrderRow>(
    `${SHOP_ORDER_SELECT} WHERE so.id = $2 AND ${staffedBySql('$1', 'so.retailer_location_id')}`,
    [viewer, shopOrderId],
  );
  return row ? toShopOrder(row) : undefined;
}

/** A location's orders the account `viewer` staffs: open ones oldest first, or done ones. */
export async function staffShopOrders(
  q: Queryable,
  viewer: number,
  retailerLocationId: number,
  view: 'open' | 'done',
): Promise<ShopOrderResponse[]> {
  const rows = await q.query<ShopOrderRow>(
    `${SHOP_ORDER_SELECT}
      WHERE so.retailer_location_id = $2 AND ${staffedBySql('$1', 'so.retailer_location_id')}
        AND (so.status = ANY($3::text[])) = $4
      ORDER BY ${view === 'open' ? 'so.id' : 'so.updated_at DESC, so.id DESC'} LIMIT 50`,
    [viewer, retailerLocationId, OPEN_STATUSES, view === 'open'],
  );
  return rows.map(toShopOrder);
}

export interface PickupRow {
  id: number;
  order_id: number;
  retailer_location_id: number;
  location_name: string;
  status: ShopOrderStatus;
  reason: string | null;
  amount_cents: number;
  currency_type: 'CASH' | 'RELOAD';
  created_at: Date | string;
  time_zone: string;
  hours: { day: string; open: string | null; close: string | null }[];
  closures: ClosureRow[];
}

/** The pickups of `orderIds` (the caller has checked the orders are the member's). */
export async function pickupsOf(
  q: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, PickupResponse[]>> {
  const byOrder = new Map<number, PickupResponse[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await q.query<PickupRow>(
    `SELECT so.id, so.order_id, so.retailer_location_id, l.name AS location_name, so.status,
            so.reason, so.amount_cents, o.currency_type, so.created_at, l.time_zone, l.hours,
            ${upcomingClosuresSql('l')} AS closures
       FROM shop_orders so
       JOIN orders o ON o.id = so.order_id
       JOIN retailer_locations l ON l.id = so.retailer_location_id
      WHERE so.order_id = ANY($1::int[]) ORDER BY so.id`,
    [orderIds],
  );
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(toPickup(row));
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** A pickup as the member's order shows it. */
export function toPickup(row: PickupRow): PickupResponse {
  const placed = new Date(row.created_at);
  return {
    shopOrderId: row.id,
    retailerLocationId: row.retailer_location_id,
    locationName: row.location_name,
    status: row.status,
    reason: row.reason,
    amount: fromCents(row.amount_cents),
    pickupFrom: placed.getTime(),
    pickupBy: pickupBy(placed, row.currency_type === 'CASH')?.getTime() ?? null,
    timeZone: row.time_zone,
    hours: row.hours.map((entry) => ({
      day: entry.day,
      open: entry.open,
      close: entry.close,
      closed: entry.open === null || entry.close === null,
    })),
    closures: row.closures,
    cancellable: STEPS.cancel.from.includes(row.status),
  };
}

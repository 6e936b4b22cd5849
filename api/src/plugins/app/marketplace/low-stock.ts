// Low stock (issue 36): when an order or a staff edit takes an offer's stock at a shop to the
// operator's threshold or below, every member of that shop's staff is notified, once. The
// offer's `low_stock_alerted` mark is what makes it once: set here with the notifications,
// in the transaction that took the stock, and cleared by the database (migration 365) when
// the stock is above the threshold again, whatever raised it.
import type { Queryable } from '../../../db/db.ts';
import { lowStockSql } from '../kernel/low-stock.ts';
import { notify } from '../notifications/notify.ts';

interface CrossedRow {
  offer_location_id: number;
  retailer_location_id: number;
  stock: number;
  offer_name: string;
  location_name: string;
  staff: number[] | null;
}

/** The sentence staff read: which offer, where, and how many are left. */
export function lowStockMessage(offer: string, shop: string, stock: number): string {
  const left = stock <= 0 ? 'none left' : `${stock} left`;
  return `Low stock: ${offer} at ${shop}, ${left}.`;
}

/**
 * Marks the offers among `offerLocationIds` that are now low and were not yet, and notifies
 * their shops' staff, in the caller's transaction. One statement when nothing crossed.
 */
export async function alertLowStock(
  tx: Queryable,
  offerLocationIds: readonly number[],
): Promise<void> {
  if (offerLocationIds.length === 0) return;
  const crossed = await tx.query<CrossedRow>(
    `WITH marked AS (
       UPDATE offer_locations ol SET low_stock_alerted = true
        WHERE ol.id = ANY($1::int[]) AND NOT ol.low_stock_alerted AND ${lowStockSql('ol')}
       RETURNING ol.id, ol.offer_id, ol.retailer_location_id, ol.stock
     )
     SELECT m.id AS offer_location_id, m.retailer_location_id, m.stock,
            o.name AS offer_name, l.name AS location_name,
            (SELECT array_agg(s.account_id ORDER BY s.account_id) FROM shop_staff s
              WHERE s.retailer_location_id = m.retailer_location_id) AS staff
       FROM marked m
       JOIN offers o ON o.id = m.offer_id
       JOIN retailer_locations l ON l.id = m.retailer_location_id
      ORDER BY m.id`,
    [[...new Set(offerLocationIds)]],
  );
  for (const row of crossed) {
    for (const staffId of row.staff ?? []) {
      await notify(tx, {
        event: 'LOW_STOCK',
        recipientId: staffId,
        senderId: null,
        contentType: 'OFFER_LOCATION',
        contentId: row.offer_location_id,
        contentName: row.offer_name,
        parentType: 'RETAILER_LOCATION',
        parentId: row.retailer_location_id,
        message: lowStockMessage(row.offer_name, row.location_name, row.stock),
      });
    }
  }
}

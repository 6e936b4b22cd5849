// The operator's low-stock threshold (issue 36). In the kernel because the staff console
// changes it and the marketplace reads it when stock is taken.
import type { Queryable } from '../../../db/db.ts';

/** What a new database starts with (migration 365). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** An offer with this many left at a shop, or fewer, is low on stock there. */
export async function lowStockThreshold(q: Queryable): Promise<number> {
  const rows = await q.query<{ low_stock_threshold: number }>(
    'SELECT low_stock_threshold FROM shop_settings WHERE id',
  );
  return rows[0]?.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/** SQL that is true when the offer at a shop `alias` (offer_locations) is low on stock. */
export function lowStockSql(alias: string): string {
  return `${alias}.stock <= (SELECT low_stock_threshold FROM shop_settings WHERE id)`;
}

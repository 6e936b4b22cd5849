// Who may act for a shop (issue 36): shop staff see and change only the retailer locations
// they staff. This is the one choke point: every query of the business routes names its
// rows' location through `staffedBySql`, so a shop order, a location or its staff list of
// another shop is simply not found (404), never shown.
import type { Queryable } from '../../../db/db.ts';

/**
 * SQL that is true when the account `viewer` (a SQL expression, usually a parameter) staffs
 * the location `locationColumn`.
 */
export function staffedBySql(viewer: string, locationColumn: string): string {
  return `EXISTS (SELECT 1 FROM shop_staff ss
                   WHERE ss.account_id = ${viewer}
                     AND ss.retailer_location_id = ${locationColumn})`;
}

/** The accounts that staff `locationIds`, to tell them of a new order. */
export async function staffOfLocations(
  q: Queryable,
  locationIds: readonly number[],
): Promise<number[]> {
  if (locationIds.length === 0) return [];
  const rows = await q.query<{ account_id: number }>(
    `SELECT DISTINCT account_id FROM shop_staff
      WHERE retailer_location_id = ANY($1::int[]) ORDER BY account_id`,
    [locationIds],
  );
  return rows.map((row) => row.account_id);
}

// A shop's holiday closures (issue 36) as every answer reads them: whole days in the shop's
// own calendar, from its today on. The shop page, the order's pickup, the staff's editor and
// the assistant's "open now" all read them through here, so they agree on which days count.
import type { Queryable } from '../../../db/db.ts';

export interface ClosureRow {
  date: string;
  note: string;
}

/**
 * SQL: the closures of shop `alias` from its own date at the instant `at` (an SQL
 * timestamptz, now by default) on, as a jsonb array of {date, note}, earliest first.
 */
export function upcomingClosuresSql(alias = 'l', at = 'now()'): string {
  return `coalesce((SELECT jsonb_agg(jsonb_build_object('date', to_char(hc.day, 'YYYY-MM-DD'),
                                                        'note', hc.note) ORDER BY hc.day)
                      FROM retailer_location_closures hc
                     WHERE hc.retailer_location_id = ${alias}.id
                       AND hc.day >= (${at} AT TIME ZONE ${alias}.time_zone)::date),
                   '[]'::jsonb)`;
}

/** The closures to come of each of these shops: shop id → closures, earliest first. */
export async function upcomingClosures(
  q: Queryable,
  retailerLocationIds: readonly number[],
): Promise<Map<number, ClosureRow[]>> {
  if (retailerLocationIds.length === 0) return new Map();
  const rows = await q.query<{ id: number; closures: ClosureRow[] }>(
    `SELECT l.id, ${upcomingClosuresSql('l')} AS closures
       FROM retailer_locations l WHERE l.id = ANY($1::int[])`,
    [retailerLocationIds],
  );
  return new Map(rows.map((row) => [row.id, row.closures]));
}

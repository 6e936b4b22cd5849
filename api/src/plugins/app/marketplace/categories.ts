// SQL pieces the marketplace repositories share.
import type { Queryable } from '../../../db/db.ts';
import { EARTH_RADIUS_MILES, type Point } from '../../../lib/geo.ts';

export type Param = (value: unknown) => string;

/** PostgreSQL rejects parameters a statement does not use, so each one is added on use. */
export function placeholders(params: unknown[]): Param {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/** Great-circle (haversine) miles from `center` to the row's latitude/longitude columns. */
export function distanceSql(param: Param, center: Point, latitude: string, longitude: string) {
  const lat = param(center.latitude);
  const lng = param(center.longitude);
  return `${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${lng}) / 2), 2))))`;
}

export const roundMiles = (miles: number): number => Math.round(miles * 100) / 100;

export const fromCents = (cents: number): number => Math.round(cents) / 100;

export async function categoryNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM categories WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

// The one home for SQL that more than one repository writes: parameters, distances and
// shared filters. Every fragment takes the aliases it reads as arguments.
import {
  boundingBox,
  boxWithin,
  EARTH_RADIUS_MILES,
  type MapBounds,
  type Point,
} from '../lib/geo.ts';
import type { Queryable } from './db.ts';

/** Adds a value to a statement's parameters and answers its placeholder (`$1`, `$2`, …). */
export type Param = (value: unknown) => string;

/** PostgreSQL rejects parameters a statement does not use, so each one is added on use. */
export function placeholders(params: unknown[]): Param {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/** A fresh parameter list with its placeholder function, for one statement. */
export function statement(initial: readonly unknown[] = []): { params: unknown[]; param: Param } {
  const params = [...initial];
  return { params, param: placeholders(params) };
}

/** Columns with their values (and an optional cast such as `::jsonb`), in statement order. */
export type ColumnValues = ReadonlyArray<readonly [column: string, value: unknown, cast?: string]>;

/** `(a, b) VALUES ($1, $2)`: a column and its placeholder cannot drift apart. */
export function insertSql(param: Param, columns: ColumnValues): string {
  const names = columns.map(([column]) => column).join(', ');
  const values = columns.map(([, value, cast = '']) => `${param(value)}${cast}`).join(', ');
  return `(${names}) VALUES (${values})`;
}

/** `a = $1, b = $2` for an UPDATE; columns whose value is undefined are left as they are. */
export function setSql(param: Param, columns: ColumnValues): string {
  return columns
    .filter(([, value]) => value !== undefined)
    .map(([column, value, cast = '']) => `${column} = ${param(value)}${cast}`)
    .join(', ');
}

/** `LIMIT … OFFSET …` for one page, with both numbers as parameters. */
export function pageSql(param: Param, page: { limit: number; start: number }): string {
  return `LIMIT ${param(page.limit)} OFFSET ${param(page.start)}`;
}

/**
 * Counts the rows of `fromWhere` (a `FROM … WHERE …` clause, its values added through the
 * `param` it is given, after any `initial` parameters it refers to as `$1`, `$2`, …), but at
 * most `cap`: the scan stops at the cap instead of visiting every match (COUNT_CAP in
 * lib/paging.ts).
 */
export async function countAtMost(
  q: Queryable,
  fromWhere: (param: Param) => string,
  cap: number,
  initial: readonly unknown[] = [],
): Promise<number> {
  const { params, param } = statement(initial);
  const counted = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 ${fromWhere(param)} LIMIT ${param(cap)}) capped`,
    params,
  );
  return counted[0]?.total ?? 0;
}

export interface LatLngSql {
  /** SQL expressions (columns or placeholders) for the latitude and longitude in degrees. */
  latitude: string;
  longitude: string;
}

/**
 * Great-circle (haversine) miles between a row's coordinates and `center`, both given as
 * SQL expressions; NULL when the row has no coordinates (least(1, NULL) would say 1 and
 * turn a missing place into half the planet away).
 */
export function distanceMilesSql(row: LatLngSql, center: LatLngSql): string {
  return `CASE WHEN ${row.latitude} IS NULL OR ${row.longitude} IS NULL THEN NULL ELSE
    ${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
      power(sin(radians(${row.latitude} - ${center.latitude}) / 2), 2)
      + cos(radians(${center.latitude})) * cos(radians(${row.latitude}))
        * power(sin(radians(${row.longitude} - ${center.longitude}) / 2), 2)))) END`;
}

/** Miles from `center` (added as two parameters) to the row's coordinate columns. */
export function distanceFromSql(param: Param, center: Point, row: LatLngSql): string {
  return distanceMilesSql(row, {
    latitude: param(center.latitude),
    longitude: param(center.longitude),
  });
}

/** SQL expressions (placeholders or columns) for a latitude/longitude box's edges. */
export interface BoxSql {
  minLatitude: string;
  maxLatitude: string;
  minLongitude: string;
  maxLongitude: string;
}

/**
 * The box around the circle of `rangeMiles` about `center`, as four float8 parameters. A box
 * spanning every longitude (near a pole, huge ranges, the antimeridian) is -180…180, which
 * every stored longitude is within, so the same statement serves each ring of a search.
 * With `within` (a map's visible area) it is the part of that box inside it, so the index
 * reads only what the map shows; where they do not meet, a point on the area's corner, which
 * the circle does not reach (PostgreSQL would turn an inside-out box right way round).
 */
export function boxParamsSql(
  param: Param,
  center: Point,
  rangeMiles: number,
  within?: MapBounds,
): BoxSql {
  const around = boundingBox(center, rangeMiles);
  const corner = within && {
    minLatitude: within.south,
    maxLatitude: within.south,
    minLongitude: within.west,
    maxLongitude: within.west,
  };
  const box = within ? (boxWithin(around, within) ?? corner ?? around) : around;
  return {
    minLatitude: `${param(box.minLatitude)}::float8`,
    maxLatitude: `${param(box.maxLatitude)}::float8`,
    minLongitude: `${param(box.minLongitude ?? -180)}::float8`,
    maxLongitude: `${param(box.maxLongitude ?? 180)}::float8`,
  };
}

/**
 * The prefilter for "within the circle the box holds" on a stored `point(longitude, latitude)`
 * column with a GiST index (migration 078), which reads only the box's entries before the
 * haversine runs. Inclusive edges, as `withinBoxSql`'s BETWEEN. PostgreSQL estimates every
 * box as holding 0.1% of the rows, so for boxes that may hold most of them use `withinBoxSql`.
 */
export function pointInBoxSql(point: string, box: BoxSql): string {
  return `${point} <@ box(point(${box.minLongitude}, ${box.minLatitude}),
    point(${box.maxLongitude}, ${box.maxLatitude}))`;
}

/**
 * The same prefilter on the latitude and longitude columns: the planner knows from their
 * statistics how much of the table a box holds, so a box spanning the country is scanned in
 * table order and a capped count stops early (1 ms at 1 000 000 places, where the GiST index
 * built a bitmap of every row in 90 ms); a small box uses the (latitude, longitude) btree.
 */
export function withinBoxSql(row: LatLngSql, box: BoxSql): string {
  return `${row.latitude} BETWEEN ${box.minLatitude} AND ${box.maxLatitude}
    AND ${row.longitude} BETWEEN ${box.minLongitude} AND ${box.maxLongitude}`;
}

/** The table aliases an offer query joins; an offer on its own has no location aliases. */
export interface OfferAliases {
  offer: string;
  retailer: string;
  offerLocation?: string | undefined;
  location?: string | undefined;
}

/** The aliases the marketplace repositories use: `ol`, `o`, `l`, `r`. */
export const OFFER_ALIASES: OfferAliases = {
  offerLocation: 'ol',
  offer: 'o',
  location: 'l',
  retailer: 'r',
};

/**
 * Sellable now: every part active (the offer at the location, the offer, the location and
 * the retailer, as far as the query joins them), the offer started and not expired.
 */
export function onSaleSql(aliases: OfferAliases = OFFER_ALIASES): string {
  const { offerLocation, offer, location, retailer } = aliases;
  const active = [offerLocation, offer, location, retailer]
    .filter((alias) => alias !== undefined)
    .map((alias) => `${alias}.active`);
  return `(${active.join(' AND ')}
  AND (${offer}.starts_at IS NULL OR ${offer}.starts_at <= now())
  AND (${offer}.expires_at IS NULL OR ${offer}.expires_at > now()))`;
}

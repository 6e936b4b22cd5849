// The one home for SQL that more than one repository writes: parameters, distances and
// shared filters. Every fragment takes the aliases it reads as arguments.
import { EARTH_RADIUS_MILES, type Point } from '../lib/geo.ts';

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

/** `LIMIT … OFFSET …` for one page, with both numbers as parameters. */
export function pageSql(param: Param, page: { limit: number; start: number }): string {
  return `LIMIT ${param(page.limit)} OFFSET ${param(page.start)}`;
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

/** The table aliases an offer-at-a-location query joins. */
export interface OfferAliases {
  offerLocation: string;
  offer: string;
  location: string;
  retailer: string;
}

/** The aliases the marketplace repositories use: `ol`, `o`, `l`, `r`. */
export const OFFER_ALIASES: OfferAliases = {
  offerLocation: 'ol',
  offer: 'o',
  location: 'l',
  retailer: 'r',
};

/** Sellable now: the offer at the location, the offer, the location and the retailer all active, started and not expired. */
export function onSaleSql(aliases: OfferAliases = OFFER_ALIASES): string {
  const { offerLocation, offer, location, retailer } = aliases;
  return `(${offerLocation}.active AND ${offer}.active AND ${location}.active AND ${retailer}.active
  AND (${offer}.starts_at IS NULL OR ${offer}.starts_at <= now())
  AND (${offer}.expires_at IS NULL OR ${offer}.expires_at > now()))`;
}

// Shop locations: the distance search (nearest first, within a range or the map's bounds)
// and one location, with its categories, opening hours and the member's favorite.
import type { Db } from '../../../db/db.ts';
import {
  boxParamsSql,
  distanceFromSql,
  distanceMilesSql,
  pageSql,
  placeholders,
  pointInBoxSql,
  statement,
  withinBoxSql,
  type BoxSql,
} from '../../../db/sql.ts';
import {
  KILOMETERS_PER_MILE,
  roundDistance,
  type MapBounds,
  type Point,
} from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { countCap, likePattern, probePage, type Page } from '../../../lib/paging.ts';
import type { RetailerLocationResponse } from '../../../schemas/retailers.ts';
import { upcomingClosures } from '../kernel/shop-closures.ts';
import { categoryNames } from './categories.ts';
import { ratingSummarySql } from './reviews-repository.ts';

export type DistanceUnit = 'MILES' | 'KILOMETERS';

export interface DistanceSearch {
  center: Point;
  rangeMiles: number;
  unit: DistanceUnit;
  keyword?: string | undefined;
  categoryIds: number[];
  /** Only what a map shows. */
  bounds?: MapBounds | undefined;
  sortByName: boolean;
  page: Page;
  /** Whose favorites to flag. */
  viewerId?: number | undefined;
}

interface OpeningHoursRow {
  day: string;
  open: string | null;
  close: string | null;
}

interface LocationRow {
  id: number;
  retailer_id: number;
  name: string;
  description: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
  hours: OpeningHoursRow[];
  logo: string | null;
  picture: string | null;
  category_ids: number[];
  active: boolean;
  retailer_name: string;
  retailer_logo: string | null;
  distance: number;
  rating_average: number | null;
  rating_count: number;
}

export const L_COORDINATES = { latitude: 'l.latitude', longitude: 'l.longitude' };

/**
 * Radii tried, nearest first, before the full range when looking for the nearest page. The
 * 10-mile ring is for dense areas: at 1 000 000 US locations 25 miles held 393 of them, all
 * measured and sorted for a page of 20 (the statement: 2.9 ms, 2.0 ms with this ring).
 */
const RINGS_MILES = [10, 25, 100, 400, 1600];

export function createRetailerLocations(db: Db, mediaUrl: MediaUrl) {
  /**
   * Active locations within range, nearest first, in one statement: the smallest ring (a
   * bounding box on the GiST point index, then the haversine) that holds the page and the row
   * after it gives exactly the rows the full range would, so a dense area never computes
   * distances for the whole country; the total is counted only past a full page, capped.
   */
  async function distanceSearch(
    search: DistanceSearch,
  ): Promise<{ items: RetailerLocationResponse[]; countTotal: number }> {
    const { params, param } = statement();
    const distance = distanceMilesSql(L_COORDINATES, {
      latitude: `${param(search.center.latitude)}::float8`,
      longitude: `${param(search.center.longitude)}::float8`,
    });
    const filters = ['l.active', 'r.active'];
    if (search.keyword) {
      const pattern = param(likePattern(search.keyword));
      filters.push(
        `(l.name ILIKE ${pattern} OR r.name ILIKE ${pattern} OR l.city ILIKE ${pattern})`,
      );
    }
    if (search.categoryIds.length > 0) {
      filters.push(`l.category_ids && ${param(search.categoryIds)}::int[]`);
    }
    if (search.bounds) {
      // Exact; the rings' boxes below are cut to the same area for the index.
      filters.push(
        withinBoxSql(L_COORDINATES, {
          minLatitude: `${param(search.bounds.south)}::float8`,
          maxLatitude: `${param(search.bounds.north)}::float8`,
          minLongitude: `${param(search.bounds.west)}::float8`,
          maxLongitude: `${param(search.bounds.east)}::float8`,
        }),
      );
    }
    /** Matching locations within `miles` (an SQL expression) inside `box` (a prefilter). */
    const within = (inBox: string, miles: string, columns: string): string =>
      `SELECT ${columns} FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
        WHERE ${[...filters, inBox].join(' AND ')}
          AND ${distance} <= ${miles}`;

    const probe = probePage(search.page);
    const needed = param(probe.start + probe.limit);
    const rings = search.sortByName ? [] : RINGS_MILES.filter((ring) => ring < search.rangeMiles);
    // The VALUES rows are scanned in order and LIMIT 1 stops at the first ring that holds
    // enough rows, so a bigger ring is never counted when a smaller one will do.
    const ringRows = [...rings, search.rangeMiles].map((miles, index, all) => {
      const box = boxParamsSql(param, search.center, miles, search.bounds);
      const last = index === all.length - 1;
      return `(${param(miles)}::float8, ${box.minLatitude}, ${box.maxLatitude},
               ${box.minLongitude}, ${box.maxLongitude}, ${last})`;
    });
    const ringBox: BoxSql = {
      minLatitude: 'ring.min_lat',
      maxLatitude: 'ring.max_lat',
      minLongitude: 'ring.min_lng',
      maxLongitude: 'ring.max_lng',
    };
    const fullBox = boxParamsSql(param, search.center, search.rangeMiles, search.bounds);
    const range = `${param(search.rangeMiles)}::float8`;
    const pageOrder = search.sortByName
      ? 'lower(nearby.name), nearby.distance, nearby.id'
      : 'nearby.distance, nearby.id';
    const rows = await db.query<LocationRow & { total: number | null }>(
      `WITH ring AS (
         SELECT * FROM (VALUES ${ringRows.join(', ')})
                AS ring (miles, min_lat, max_lat, min_lng, max_lng, last)
          WHERE ring.last OR (SELECT count(*) FROM (${within(pointInBoxSql('l.geo', ringBox), 'ring.miles', '1')}
                                                     LIMIT ${needed}) enough) = ${needed}
          LIMIT 1),
       page AS MATERIALIZED (
         SELECT nearby.id, nearby.distance
           FROM ring CROSS JOIN LATERAL (
                  ${within(
                    pointInBoxSql('l.geo', ringBox),
                    'ring.miles',
                    `l.id, l.name, ${distance} AS distance`,
                  )}) nearby
          ORDER BY ${pageOrder}
          ${pageSql(param, probe)}),
       counted AS (
         SELECT CASE WHEN (SELECT count(*) FROM page) > ${param(search.page.limit)}
                       OR ((SELECT count(*) FROM page) = 0 AND ${search.page.start > 0 ? 'true' : 'false'})
                     THEN (SELECT count(*)::int FROM (${within(withinBoxSql(L_COORDINATES, fullBox), range, '1')}
                                                        LIMIT ${param(countCap(search.page))}) capped)
                END AS total)
       SELECT counted.total, found.*
         FROM counted LEFT JOIN (
              SELECT l.id, l.retailer_id, l.name, l.description, l.street, l.city, l.state,
                     l.postal_code, l.country, l.phone, l.email, l.website, l.latitude,
                     l.longitude, l.hours, l.logo, l.picture, l.category_ids, l.active,
                     r.name AS retailer_name, r.logo AS retailer_logo, page.distance,
                     rating.average AS rating_average, rating.count AS rating_count
                FROM page
                JOIN retailer_locations l ON l.id = page.id
                JOIN retailers r ON r.id = l.retailer_id
                CROSS JOIN LATERAL (${ratingSummarySql('RETAILER_LOCATION', 'l.id')}) rating
              ) found ON true
        ORDER BY ${search.sortByName ? 'lower(found.name), found.distance, found.id' : 'found.distance, found.id'}`,
      params,
      // The rings' boxes decide between the GiST and the lat/lng index.
      { planEachCall: true },
    );
    // The one row of `counted` comes back alone when the page is empty.
    const located = rows.filter((row) => row.id !== null);
    const total = rows[0]?.total ?? null;
    const page = located.slice(0, search.page.limit);
    const countTotal = total ?? search.page.start + page.length;
    const items = await toResponses(page, search.unit, search.viewerId);
    return { items, countTotal };
  }

  /** The member's favorites among these locations: location id → favorite id. */
  const favoritesOf = async (
    viewerId: number | undefined,
    locationIds: number[],
  ): Promise<Map<number, number>> => {
    if (viewerId === undefined || locationIds.length === 0) return new Map();
    const rows = await db.query<{ id: number; favoritable_id: number }>(
      `SELECT id, favoritable_id FROM favorites
        WHERE account_id = $1 AND favoritable_type = 'RETAILER_LOCATION'
          AND favoritable_id = ANY($2::int[])`,
      [viewerId, locationIds],
    );
    return new Map(rows.map((row) => [row.favoritable_id, row.id]));
  };

  async function toResponses(
    rows: LocationRow[],
    unit: DistanceUnit,
    viewerId: number | undefined,
  ): Promise<RetailerLocationResponse[]> {
    const names = await categoryNames(
      db,
      rows.flatMap((row) => row.category_ids),
    );
    const favorites = await favoritesOf(
      viewerId,
      rows.map((row) => row.id),
    );
    const closures = await upcomingClosures(
      db,
      rows.map((row) => row.id),
    );
    const factor = unit === 'KILOMETERS' ? KILOMETERS_PER_MILE : 1;
    return rows.map((row): RetailerLocationResponse => ({
      retailerLocationId: row.id,
      retailerId: row.retailer_id,
      name: row.name,
      description: row.description,
      contact: { phone: row.phone, email: row.email, website: row.website },
      address: {
        street: row.street,
        city: row.city,
        state: row.state,
        postalCode: row.postal_code,
        country: row.country,
      },
      locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
      latitude: row.latitude,
      longitude: row.longitude,
      distance: roundDistance(row.distance * factor),
      distanceUnit: unit,
      hours: row.hours.map((entry) => ({
        day: entry.day,
        open: entry.open,
        close: entry.close,
        closed: entry.open === null || entry.close === null,
      })),
      closures: closures.get(row.id) ?? [],
      logo: mediaUrl(row.logo ?? row.retailer_logo),
      picture1: mediaUrl(row.picture),
      categories: row.category_ids.map((id) => ({ categoryId: id, name: names.get(id) ?? '' })),
      retailer: {
        retailerId: row.retailer_id,
        name: row.retailer_name,
        logo: mediaUrl(row.retailer_logo),
      },
      favorite: favorites.has(row.id),
      favoriteId: favorites.get(row.id) ?? null,
      active: row.active,
      rating: { average: row.rating_average, count: row.rating_count },
    }));
  }

  /** One location (active or not), with its distance from `center` in miles. */
  async function locationById(
    id: number,
    center: Point,
    viewerId: number,
  ): Promise<RetailerLocationResponse | undefined> {
    const params: unknown[] = [];
    const param = placeholders(params);
    const rows = await db.query<LocationRow>(
      `SELECT l.id, l.retailer_id, l.name, l.description, l.street, l.city, l.state,
              l.postal_code, l.country, l.phone, l.email, l.website, l.latitude, l.longitude,
              l.hours, l.logo, l.picture, l.category_ids, (l.active AND r.active) AS active,
              r.name AS retailer_name, r.logo AS retailer_logo,
              ${distanceFromSql(param, center, L_COORDINATES)} AS distance,
              rating.average AS rating_average, rating.count AS rating_count
         FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
        CROSS JOIN LATERAL (${ratingSummarySql('RETAILER_LOCATION', 'l.id')}) rating
        WHERE l.id = ${param(id)}`,
      params,
    );
    return (await toResponses(rows, 'MILES', viewerId))[0];
  }

  return { distanceSearch, locationById };
}

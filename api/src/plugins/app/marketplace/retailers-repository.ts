import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import {
  cappedCountSql,
  distanceFromSql,
  pageSql,
  placeholders,
  statement,
  withinBoxSql,
  type Param,
} from '../../../db/sql.ts';
import { KILOMETERS_PER_MILE, roundDistance, type Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern, pageOf, probePage, type Page } from '../../../lib/paging.ts';
import type { RetailerLocationResponse, RetailerResponse } from '../../../schemas/retailers.ts';
import { categoryNames } from './categories.ts';

export type DistanceUnit = 'MILES' | 'KILOMETERS';

export interface DistanceSearch {
  center: Point;
  rangeMiles: number;
  unit: DistanceUnit;
  keyword?: string | undefined;
  categoryIds: number[];
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
}

/** Radii tried before the full range when looking for the nearest page. */
const L_COORDINATES = { latitude: 'l.latitude', longitude: 'l.longitude' };

const RINGS_MILES = [25, 100, 400, 1600];

export function createRetailersRepository(db: Db, mediaUrl: MediaUrl) {
  /** Active locations within range, nearest first: a bounding-box prefilter, then haversine. */
  async function distanceSearch(
    search: DistanceSearch,
  ): Promise<{ items: RetailerLocationResponse[]; countTotal: number }> {
    const nearbySql = (param: Param, rangeMiles: number): string => {
      const distance = distanceFromSql(param, search.center, L_COORDINATES);
      const where = [
        'l.active',
        'r.active',
        withinBoxSql(param, search.center, rangeMiles, L_COORDINATES),
      ];
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        where.push(
          `(l.name ILIKE ${pattern} OR r.name ILIKE ${pattern} OR l.city ILIKE ${pattern})`,
        );
      }
      if (search.categoryIds.length > 0) {
        where.push(`l.category_ids && ${param(search.categoryIds)}::int[]`);
      }
      return `SELECT l.id, l.name, ${distance} AS distance
            FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
           WHERE ${where.join(' AND ')}`;
    };

    const pageWithin = (rangeMiles: number): Promise<LocationRow[]> => {
      const params: unknown[] = [];
      const param = placeholders(params);
      const order = search.sortByName
        ? 'lower(nearby.name), nearby.distance, nearby.id'
        : 'nearby.distance, nearby.id';
      // Rank narrow rows (a top-N sort), then fetch details for the page only.
      return db.query<LocationRow>(
        `SELECT l.id, l.retailer_id, l.name, l.description, l.street, l.city, l.state,
                l.postal_code, l.country, l.phone, l.email, l.website, l.latitude, l.longitude,
                l.hours, l.logo, l.picture, l.category_ids, l.active,
                r.name AS retailer_name, r.logo AS retailer_logo, page.distance
           FROM (SELECT nearby.id, nearby.distance
                   FROM (${nearbySql(param, rangeMiles)}) nearby
                  WHERE nearby.distance <= ${param(rangeMiles)}
                  ORDER BY ${order}
                  ${pageSql(param, search.page)}) page
           JOIN retailer_locations l ON l.id = page.id
           JOIN retailers r ON r.id = l.retailer_id
          ORDER BY ${search.sortByName ? 'lower(l.name), page.distance, l.id' : 'page.distance, l.id'}`,
        params,
      );
    };

    const countParams: unknown[] = [];
    const countParam = placeholders(countParams);
    const counting = db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${nearbySql(countParam, search.rangeMiles)}) nearby
        WHERE nearby.distance <= ${countParam(search.rangeMiles)}`,
      countParams,
    );
    // Awaited below; this only keeps a failure from surfacing as an unhandled rejection first.
    counting.catch(() => undefined);
    // Nearest first: when a small circle already holds the whole page, those are exactly the
    // rows the full range would return, and the index box keeps that query cheap.
    let rows: LocationRow[] = [];
    const rings = search.sortByName ? [] : RINGS_MILES.filter((ring) => ring < search.rangeMiles);
    for (const ring of [...rings, search.rangeMiles]) {
      rows = await pageWithin(ring);
      if (rows.length === search.page.limit) break;
    }
    const counted = await counting;
    const items = await toResponses(rows, search.unit, search.viewerId);
    const countTotal = counted[0]?.total ?? 0;
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
              ${distanceFromSql(param, center, L_COORDINATES)} AS distance
         FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
        WHERE l.id = ${param(id)}`,
      params,
    );
    return (await toResponses(rows, 'MILES', viewerId))[0];
  }

  interface RetailerRow {
    id: number;
    name: string;
    description: string;
    logo: string | null;
    picture: string | null;
    website: string | null;
    active: boolean;
  }

  const retailerResponses = async (
    retailers: RetailerRow[],
    center: Point,
  ): Promise<RetailerResponse[]> => {
    if (retailers.length === 0) return [];
    const params: unknown[] = [];
    const param = placeholders(params);
    const locations = await db.query<{
      id: number;
      retailer_id: number;
      name: string;
      city: string;
      state: string;
      category_ids: number[];
      distance: number;
    }>(
      `SELECT l.id, l.retailer_id, l.name, l.city, l.state, l.category_ids,
              ${distanceFromSql(param, center, L_COORDINATES)} AS distance
         FROM retailer_locations l
        WHERE l.active AND l.retailer_id = ANY(${param(retailers.map((row) => row.id))}::int[])
        ORDER BY distance, l.id`,
      params,
    );
    const names = await categoryNames(
      db,
      locations.flatMap((row) => row.category_ids),
    );
    return retailers.map((retailer) => {
      const own = locations.filter((row) => row.retailer_id === retailer.id);
      const categoryIds = [...new Set(own.flatMap((row) => row.category_ids))].sort(
        (a, b) => a - b,
      );
      return {
        retailerId: retailer.id,
        name: retailer.name,
        description: retailer.description,
        logo: mediaUrl(retailer.logo),
        picture1: mediaUrl(retailer.picture),
        website: retailer.website,
        active: retailer.active,
        categories: categoryIds.map((id) => ({ categoryId: id, name: names.get(id) ?? '' })),
        locationCount: own.length,
        locations: own.map((row) => ({
          retailerLocationId: row.id,
          name: row.name,
          locationDisplay: [row.city, row.state].filter(Boolean).join(', '),
          distance: roundDistance(row.distance),
        })),
      };
    });
  };

  const RETAILER_COLUMNS = 'r.id, r.name, r.description, r.logo, r.picture, r.website, r.active';

  /** Active retailers (brands) by name, each with its locations nearest first. */
  async function searchRetailers(
    search: { keyword?: string | undefined; categoryIds: number[]; page: Page },
    center: Point,
  ): Promise<{ items: RetailerResponse[]; countTotal: number }> {
    const where = (param: Param): string => {
      const conditions = ['r.active'];
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        conditions.push(`(r.name ILIKE ${pattern} OR r.description ILIKE ${pattern})`);
      }
      if (search.categoryIds.length > 0) {
        conditions.push(`EXISTS (SELECT 1 FROM retailer_locations l WHERE l.retailer_id = r.id
          AND l.active AND l.category_ids && ${param(search.categoryIds)}::int[])`);
      }
      return conditions.join(' AND ');
    };
    const params: unknown[] = [];
    const param = placeholders(params);
    const rows = await db.query<RetailerRow>(
      `SELECT ${RETAILER_COLUMNS} FROM retailers r WHERE ${where(param)}
        ORDER BY lower(r.name), r.id ${pageSql(param, probePage(search.page))}`,
      params,
    );
    // Counted only past a full page, and then at most COUNT_CAP retailers (lib/paging.ts).
    const page = await pageOf(search.page, rows, async (cap) => {
      const count = statement();
      const counted = await db.query<{ total: number }>(
        cappedCountSql(`FROM retailers r WHERE ${where(count.param)}`, count.param(cap)),
        count.params,
      );
      return counted[0]?.total ?? 0;
    });
    return { items: await retailerResponses(page.items, center), countTotal: page.countTotal };
  }

  async function retailerById(id: number, center: Point): Promise<RetailerResponse | undefined> {
    const rows = await db.query<RetailerRow>(
      `SELECT ${RETAILER_COLUMNS} FROM retailers r WHERE r.id = $1`,
      [id],
    );
    return (await retailerResponses(rows, center))[0];
  }

  return { distanceSearch, locationById, searchRetailers, retailerById };
}

export type RetailersRepository = ReturnType<typeof createRetailersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    retailers: RetailersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('retailers', createRetailersRepository(app.db, app.mediaUrl));
  },
  { name: 'retailers', dependencies: ['db', 'media-url'] },
);

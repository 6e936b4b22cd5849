import fp from 'fastify-plugin';
import type { Db } from '../../db/db.ts';
import { boundingBox, EARTH_RADIUS_MILES, KILOMETERS_PER_MILE, type Point } from '../../lib/geo.ts';
import type { MediaUrl } from '../../lib/media.ts';
import { likePattern, type Page } from '../../lib/paging.ts';
import type { RetailerLocationResponse } from '../../schemas/retailers.ts';

export type DistanceUnit = 'MILES' | 'KILOMETERS';

export interface DistanceSearch {
  center: Point;
  rangeMiles: number;
  unit: DistanceUnit;
  keyword?: string | undefined;
  categoryIds: number[];
  sortByName: boolean;
  page: Page;
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
  total_count: number;
}

export function createRetailersRepository(db: Db, mediaUrl: MediaUrl) {
  const categoryNames = async (ids: number[]): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM categories WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  };

  /** Active locations within range, nearest first: a bounding-box prefilter, then haversine. */
  async function distanceSearch(
    search: DistanceSearch,
  ): Promise<{ items: RetailerLocationResponse[]; countTotal: number }> {
      const params: unknown[] = [];
      const param = (value: unknown): string => {
        params.push(value);
        return `$${params.length}`;
      };
      const lat = param(search.center.latitude);
      const lng = param(search.center.longitude);
      const box = boundingBox(search.center, search.rangeMiles);
      const where = [
        'l.active',
        'r.active',
        `l.latitude BETWEEN ${param(box.minLatitude)} AND ${param(box.maxLatitude)}`,
      ];
      if (box.minLongitude !== null && box.maxLongitude !== null) {
        where.push(`l.longitude BETWEEN ${param(box.minLongitude)} AND ${param(box.maxLongitude)}`);
      }
      if (search.keyword) {
        const pattern = param(likePattern(search.keyword));
        where.push(`(l.name ILIKE ${pattern} OR r.name ILIKE ${pattern} OR l.city ILIKE ${pattern})`);
      }
      if (search.categoryIds.length > 0) {
        where.push(`l.category_ids && ${param(search.categoryIds)}::int[]`);
      }
      const order = search.sortByName ? 'lower(name), distance, id' : 'distance, id';
      const rows = await db.query<LocationRow>(
        `SELECT *, (count(*) OVER ())::int AS total_count FROM (
           SELECT l.id, l.retailer_id, l.name, l.description, l.street, l.city, l.state,
                  l.postal_code, l.country, l.phone, l.email, l.website, l.latitude, l.longitude,
                  l.hours, l.logo, l.picture, l.category_ids, l.active,
                  r.name AS retailer_name, r.logo AS retailer_logo,
                  ${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
                    power(sin(radians(l.latitude - ${lat}) / 2), 2)
                    + cos(radians(${lat})) * cos(radians(l.latitude))
                      * power(sin(radians(l.longitude - ${lng}) / 2), 2)))) AS distance
             FROM retailer_locations l JOIN retailers r ON r.id = l.retailer_id
            WHERE ${where.join(' AND ')}
         ) nearby
         WHERE distance <= ${param(search.rangeMiles)}
         ORDER BY ${order}
         LIMIT ${param(search.page.limit)} OFFSET ${param(search.page.start)}`,
        params,
      );
      const names = await categoryNames([...new Set(rows.flatMap((row) => row.category_ids))]);
      const factor = search.unit === 'KILOMETERS' ? KILOMETERS_PER_MILE : 1;
      const items = rows.map(
        (row): RetailerLocationResponse => ({
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
          distance: Math.round(row.distance * factor * 100) / 100,
          distanceUnit: search.unit,
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
          favorite: false,
          favoriteId: null,
          active: row.active,
        }),
      );
      let countTotal = rows[0]?.total_count ?? 0;
      if (rows.length === 0 && search.page.start > 0) {
        // Past the last page: count once more without paging.
        const all = await distanceSearch({ ...search, page: { start: 0, limit: 1 } });
        countTotal = all.countTotal;
      }
      return { items, countTotal };
  }

  return { distanceSearch };
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

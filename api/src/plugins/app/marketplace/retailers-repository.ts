import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import {
  countAtMost,
  distanceFromSql,
  pageSql,
  placeholders,
  type Param,
} from '../../../db/sql.ts';
import { roundDistance, type Point } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { likePattern, pageOf, probePage, type Page } from '../../../lib/paging.ts';
import type { RetailerResponse } from '../../../schemas/retailers.ts';
import { categoryNames } from './categories.ts';
import { createRetailerLocations, L_COORDINATES } from './retailer-locations.ts';

/** Retailers (brands) with their locations, and shop locations (retailer-locations.ts). */
export function createRetailersRepository(db: Db, mediaUrl: MediaUrl) {
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
    const page = await pageOf(search.page, rows, (cap) =>
      countAtMost(db, (param) => `FROM retailers r WHERE ${where(param)}`, cap),
    );
    return { items: await retailerResponses(page.items, center), countTotal: page.countTotal };
  }

  async function retailerById(id: number, center: Point): Promise<RetailerResponse | undefined> {
    const rows = await db.query<RetailerRow>(
      `SELECT ${RETAILER_COLUMNS} FROM retailers r WHERE r.id = $1`,
      [id],
    );
    return (await retailerResponses(rows, center))[0];
  }

  return { ...createRetailerLocations(db, mediaUrl), searchRetailers, retailerById };
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

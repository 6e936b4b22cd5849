// A shop's menu as its staff keep it (issue 36): stock and "sold out" per shop, and the
// shop's opening hours. Every query names the location through the kernel's staffedBySql,
// so another shop's offer or hours is not found (404). Members read the change on their
// next request: nothing is cached in between.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { fromCents } from '../../../lib/money.ts';
import type { HoursInput } from '../../../schemas/business.ts';
import { staffedBySql } from '../kernel/shop-staff.ts';

interface MenuRow {
  id: number;
  offer_id: number;
  name: string;
  full_price_cents: number;
  discount_price_cents: number;
  stock: number;
  active: boolean;
}

const MENU_SELECT = `SELECT ol.id, ol.offer_id, o.name, o.full_price_cents, o.discount_price_cents,
       ol.stock, ol.active
  FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id`;

const toItem = (row: MenuRow) => ({
  offerLocationId: row.id,
  offerId: row.offer_id,
  offerName: row.name,
  fullPrice: fromCents(row.full_price_cents),
  discountPrice: fromCents(row.discount_price_cents),
  stock: row.stock,
  soldOut: !row.active,
});

/** Why these hours cannot be kept, or null: each day once, open before close, or closed. */
export function hoursRefusal(hours: HoursInput): string | null {
  const days = new Set<string>();
  for (const entry of hours) {
    if (days.has(entry.day)) return `${entry.day} is given twice.`;
    days.add(entry.day);
    if ((entry.open === null) !== (entry.close === null)) {
      return `${entry.day}: give both the opening and the closing time, or neither (closed).`;
    }
    if (entry.open !== null && entry.close !== null && entry.open >= entry.close) {
      return `${entry.day}: the shop must open before it closes.`;
    }
  }
  return null;
}

export function createShopMenu(db: Db) {
  return {
    /** The shop's offers, for its staff; undefined when `viewer` does not staff it. */
    async list(viewer: number, retailerLocationId: number) {
      const [staffed] = await db.query(
        `SELECT 1 FROM retailer_locations l WHERE l.id = $2 AND ${staffedBySql('$1', 'l.id')}`,
        [viewer, retailerLocationId],
      );
      if (!staffed) return undefined;
      const rows = await db.query<MenuRow>(
        `${MENU_SELECT} WHERE ol.retailer_location_id = $1 ORDER BY o.name, ol.id`,
        [retailerLocationId],
      );
      return rows.map(toItem);
    },

    /** Sets an offer's stock or sold-out mark at a shop `viewer` staffs. */
    async update(
      viewer: number,
      offerLocationId: number,
      change: { stock?: number; soldOut?: boolean },
    ) {
      const [row] = await db.query<MenuRow>(
        `WITH changed AS (
           UPDATE offer_locations ol
              SET stock = coalesce($3::int, ol.stock),
                  active = CASE WHEN $4::boolean IS NULL THEN ol.active ELSE NOT $4::boolean END
            WHERE ol.id = $2 AND ${staffedBySql('$1', 'ol.retailer_location_id')}
           RETURNING ol.*
         )
         SELECT ol.id, ol.offer_id, o.name, o.full_price_cents, o.discount_price_cents,
                ol.stock, ol.active
           FROM changed ol JOIN offers o ON o.id = ol.offer_id`,
        [viewer, offerLocationId, change.stock ?? null, change.soldOut ?? null],
      );
      return row ? toItem(row) : undefined;
    },

    /** Sets the opening hours of a shop `viewer` staffs; false when they do not. */
    async setHours(viewer: number, retailerLocationId: number, hours: HoursInput) {
      const changed = await db.query(
        `UPDATE retailer_locations l SET hours = $3::jsonb
          WHERE l.id = $2 AND ${staffedBySql('$1', 'l.id')} RETURNING l.id`,
        [viewer, retailerLocationId, JSON.stringify(hours)],
      );
      return changed.length > 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    shopMenu: ReturnType<typeof createShopMenu>;
  }
}

export default fp(
  async (app) => {
    app.decorate('shopMenu', createShopMenu(app.db));
  },
  { name: 'shop-menu', dependencies: ['db'] },
);

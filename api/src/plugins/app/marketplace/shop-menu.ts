// A shop's menu as its staff keep it (issue 36): stock and "sold out" per shop, and the
// shop's opening hours. Every query names the location through the kernel's staffedBySql,
// so another shop's offer or hours is not found (404). Members read the change on their
// next request: nothing is cached in between.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { fromCents, wholeCents } from '../../../lib/money.ts';
import type { ClosuresInput, HoursInput, MenuItemInput } from '../../../schemas/business.ts';
import { lowStockSql } from '../kernel/low-stock.ts';
import { staffedBySql } from '../kernel/shop-staff.ts';
import { alertLowStock } from './low-stock.ts';

interface MenuRow {
  id: number;
  offer_id: number;
  name: string;
  full_price_cents: number;
  discount_price_cents: number;
  description: string;
  category_id: number | null;
  category_name: string | null;
  sizes: string[];
  stock: number;
  active: boolean;
  low_stock: boolean;
}

const MENU_COLUMNS = `ol.id, ol.offer_id, o.name, o.full_price_cents, o.discount_price_cents,
       o.description, o.sizes, c.id AS category_id, c.name AS category_name, ol.stock, ol.active,
       ${lowStockSql('ol')} AS low_stock`;
const CATEGORY_JOIN = 'LEFT JOIN categories c ON c.id = o.category_ids[1]';
const MENU_SELECT = `SELECT ${MENU_COLUMNS}
  FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id ${CATEGORY_JOIN}`;

const toItem = (row: MenuRow) => ({
  offerLocationId: row.id,
  offerId: row.offer_id,
  offerName: row.name,
  fullPrice: fromCents(row.full_price_cents),
  discountPrice: fromCents(row.discount_price_cents),
  description: row.description,
  categoryId: row.category_id,
  categoryName: row.category_name,
  sizes: row.sizes,
  stock: row.stock,
  soldOut: !row.active,
  lowStock: row.low_stock,
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

/** The offer's own fields a change sets, in cents; or the field at fault and why. */
type OfferChange =
  | {
      ok: true;
      name?: string;
      description?: string;
      sizes?: string[];
      full?: number;
      sale?: number;
    }
  | { ok: false; field: string; message: string };

/** Checks what a change says about the offer itself, before anything is written. */
export function offerChangeRefusal(change: MenuItemInput): OfferChange {
  const name = change.name?.trim();
  if (change.name !== undefined && !name) {
    return { ok: false, field: 'name', message: 'Name: give the offer a name.' };
  }
  const sizes = change.sizes?.map((size) => size.trim()).filter(Boolean);
  if (sizes && new Set(sizes).size !== sizes.length) {
    return { ok: false, field: 'sizes', message: 'Sizes: each size once.' };
  }
  const full = change.fullPrice === undefined ? undefined : wholeCents(change.fullPrice);
  if (change.fullPrice !== undefined && full === undefined) {
    return { ok: false, field: 'fullPrice', message: 'Price: whole cents, e.g. 12.50.' };
  }
  const sale = change.discountPrice === undefined ? undefined : wholeCents(change.discountPrice);
  if (change.discountPrice !== undefined && sale === undefined) {
    return { ok: false, field: 'discountPrice', message: 'Sale price: whole cents, e.g. 9.99.' };
  }
  return {
    ok: true,
    ...(name === undefined ? {} : { name }),
    ...(change.description === undefined ? {} : { description: change.description.trim() }),
    ...(sizes === undefined ? {} : { sizes }),
    ...(full === undefined ? {} : { full }),
    ...(sale === undefined ? {} : { sale }),
  };
}

/** An edited offer, or the field that could not be kept and why. */
type MenuUpdate =
  { item: ReturnType<typeof toItem> } | { refused: { field: string; message: string } };

/** Why these closures cannot be kept, or null: real calendar days, each once. */
export function closuresRefusal(closures: ClosuresInput): string | null {
  const days = new Set<string>();
  for (const { date } of closures) {
    const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
    const parsed = new Date(Date.UTC(year, month - 1, day));
    if (parsed.toISOString().slice(0, 10) !== date) return `${date} is not a day of the calendar.`;
    if (days.has(date)) return `${date} is given twice.`;
    days.add(date);
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

    /**
     * Sets an offer's stock or sold-out mark at a shop `viewer` staffs, and the offer's own
     * fields (name, description, category, sizes, price, sale price), which the retailer's
     * every shop shares. undefined when `viewer` does not staff a shop carrying it; a
     * refusal naming the field when the change cannot be kept (nothing is written then).
     */
    async update(
      viewer: number,
      offerLocationId: number,
      change: MenuItemInput,
    ): Promise<MenuUpdate | undefined> {
      const offer = offerChangeRefusal(change);
      if (!offer.ok) return { refused: offer };
      return db.transaction(async (tx): Promise<MenuUpdate | undefined> => {
        const [current] = await tx.query<MenuRow>(
          `${MENU_SELECT} WHERE ol.id = $2 AND ${staffedBySql('$1', 'ol.retailer_location_id')}
            FOR UPDATE OF o, ol`,
          [viewer, offerLocationId],
        );
        if (!current) return undefined;
        const full = offer.full ?? current.full_price_cents;
        const sale = offer.sale ?? current.discount_price_cents;
        if (sale > 0 && sale >= full) {
          const field = offer.sale === undefined ? 'fullPrice' : 'discountPrice';
          const message = 'Sale price: below the price, or 0 for no sale price.';
          return { refused: { field, message } };
        }
        if (change.categoryId !== undefined) {
          const [category] = await tx.query('SELECT 1 FROM categories WHERE id = $1', [
            change.categoryId,
          ]);
          if (!category) {
            const message = 'Category: choose one of the listed categories.';
            return { refused: { field: 'categoryId', message } };
          }
        }
        await tx.query(
          `UPDATE offers SET name = coalesce($2, name), description = coalesce($3, description),
                  sizes = coalesce($4::text[], sizes), full_price_cents = $5,
                  discount_price_cents = $6,
                  category_ids = CASE WHEN $7::int IS NULL THEN category_ids
                                      ELSE ARRAY[$7::int] || array_remove(category_ids, $7::int) END
            WHERE id = $1`,
          [
            current.offer_id,
            offer.name ?? null,
            offer.description ?? null,
            offer.sizes ?? null,
            full,
            sale,
            change.categoryId ?? null,
          ],
        );
        await tx.query(
          `UPDATE offer_locations SET stock = coalesce($2::int, stock),
                  active = CASE WHEN $3::boolean IS NULL THEN active ELSE NOT $3::boolean END
            WHERE id = $1`,
          [offerLocationId, change.stock ?? null, change.soldOut ?? null],
        );
        if (change.stock !== undefined) await alertLowStock(tx, [offerLocationId]);
        const [row] = await tx.query<MenuRow>(`${MENU_SELECT} WHERE ol.id = $1`, [offerLocationId]);
        return { item: toItem(row!) };
      });
    },

    /**
     * Replaces the holiday closures of a shop `viewer` staffs, from the shop's today on (past
     * ones stay as history); the closures from today on, or undefined when they do not.
     */
    async setClosures(viewer: number, retailerLocationId: number, closures: ClosuresInput) {
      return db.transaction(async (tx) => {
        const [shop] = await tx.query<{ today: string }>(
          `SELECT to_char((now() AT TIME ZONE l.time_zone)::date, 'YYYY-MM-DD') AS today
             FROM retailer_locations l WHERE l.id = $2 AND ${staffedBySql('$1', 'l.id')}
              FOR UPDATE OF l`,
          [viewer, retailerLocationId],
        );
        if (!shop) return undefined;
        await tx.query(
          'DELETE FROM retailer_location_closures WHERE retailer_location_id = $1 AND day >= $2::date',
          [retailerLocationId, shop.today],
        );
        for (const closure of closures.filter((entry) => entry.date >= shop.today)) {
          await tx.query(
            `INSERT INTO retailer_location_closures (retailer_location_id, day, note)
             VALUES ($1, $2::date, $3)`,
            [retailerLocationId, closure.date, closure.note.trim()],
          );
        }
        return tx.query<{ date: string; note: string }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS date, note FROM retailer_location_closures
            WHERE retailer_location_id = $1 AND day >= $2::date ORDER BY day`,
          [retailerLocationId, shop.today],
        );
      });
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

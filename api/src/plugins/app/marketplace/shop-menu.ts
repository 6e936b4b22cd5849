// A shop's menu as its staff keep it (issue 36): stock and "sold out" per shop, and the
// shop's opening hours. Every query names the location through the kernel's staffedBySql,
// so another shop's offer or hours is not found (404). Members read the change on their
// next request: nothing is cached in between.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type {
  ClosuresInput,
  HoursInput,
  MenuItemInput,
  NewOfferInput,
} from '../../../schemas/business.ts';
import { upcomingClosuresSql, type ClosureRow } from '../kernel/shop-closures.ts';
import { staffedBySql } from '../kernel/shop-staff.ts';
import { alertLowStock } from './low-stock.ts';
import { createOffer } from './new-offer.ts';
import { offerFiles, photoFiles, type OwnedUploads } from './offer-photos.ts';
import { MENU_SELECT, offerChangeRefusal, toItem, type MenuRow } from './shop-menu-rules.ts';

/** An edited offer, or the field that could not be kept and why. */
type MenuUpdate =
  { item: ReturnType<typeof toItem> } | { refused: { field: string; message: string } };

export function createShopMenu(db: Db, mediaUrl: MediaUrl, owned: OwnedUploads) {
  return {
    /** A new offer at a shop `viewer` staffs; see createOffer. */
    create: (viewer: number, retailerLocationId: number, input: NewOfferInput) =>
      createOffer(db, mediaUrl, owned, viewer, retailerLocationId, input),

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
      return rows.map((row) => toItem(row, mediaUrl));
    },

    /**
     * Sets an offer's stock or sold-out mark at a shop `viewer` staffs, and the offer's own
     * fields (name, description, category, sizes, price, sale price, photos), which the retailer's
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
        const photos =
          change.photos === undefined
            ? undefined
            : await photoFiles(
                tx,
                viewer,
                offerFiles(current.image, current.images),
                change.photos,
                owned,
              );
        if (photos && !photos.ok) return { refused: photos };
        await tx.query(
          `UPDATE offers SET name = coalesce($2, name), description = coalesce($3, description),
                  sizes = coalesce($4::text[], sizes), full_price_cents = $5,
                  discount_price_cents = $6,
                  category_ids = CASE WHEN $7::int IS NULL THEN category_ids
                                      ELSE ARRAY[$7::int] || array_remove(category_ids, $7::int) END,
                  images = coalesce($8::text[], images),
                  image = CASE WHEN $8::text[] IS NULL THEN image ELSE ($8::text[])[1] END
            WHERE id = $1`,
          [
            current.offer_id,
            offer.name ?? null,
            offer.description ?? null,
            offer.sizes ?? null,
            full,
            sale,
            change.categoryId ?? null,
            photos?.files ?? null,
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
        return { item: toItem(row!, mediaUrl) };
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
        const [after] = await tx.query<{ closures: ClosureRow[] }>(
          `SELECT ${upcomingClosuresSql('l')} AS closures FROM retailer_locations l WHERE l.id = $1`,
          [retailerLocationId],
        );
        return after?.closures ?? [];
      });
    },

    /** The holiday closures to come of a shop `viewer` staffs; undefined when they do not. */
    async closures(viewer: number, retailerLocationId: number) {
      const [shop] = await db.query<{ closures: ClosureRow[] }>(
        `SELECT ${upcomingClosuresSql('l')} AS closures
           FROM retailer_locations l WHERE l.id = $2 AND ${staffedBySql('$1', 'l.id')}`,
        [viewer, retailerLocationId],
      );
      return shop?.closures;
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
    app.decorate(
      'shopMenu',
      createShopMenu(app.db, app.mediaUrl, (q, accountId, ids) =>
        app.uploads.owned(q, accountId, 'post-photo', ids),
      ),
    );
  },
  { name: 'shop-menu', dependencies: ['db', 'media-url', 'uploads'] },
);

// A new offer made by a shop's staff (issue 36, menus and stock): the retailer's offer, on
// sale at that shop with the stock given. Every field is checked as an edit checks it, and
// a refused one names the field and writes nothing.
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { NewOfferInput } from '../../../schemas/business.ts';
import { staffedBySql } from '../kernel/shop-staff.ts';
import { photoFiles, type OwnedUploads } from './offer-photos.ts';
import { MENU_SELECT, offerChangeRefusal, toItem, type MenuRow } from './shop-menu-rules.ts';

export type NewOffer =
  { item: ReturnType<typeof toItem> } | { refused: { field: string; message: string } };

/**
 * Makes the offer at a shop `viewer` staffs; undefined when they do not staff it (404),
 * the field at fault when one cannot be kept.
 */
export async function createOffer(
  db: Db,
  mediaUrl: MediaUrl,
  owned: OwnedUploads,
  viewer: number,
  retailerLocationId: number,
  input: NewOfferInput,
): Promise<NewOffer | undefined> {
  const offer = offerChangeRefusal(input);
  if (!offer.ok) return { refused: offer };
  return db.transaction(async (tx): Promise<NewOffer | undefined> => {
    const [shop] = await tx.query<{ retailer_id: number }>(
      `SELECT l.retailer_id FROM retailer_locations l
        WHERE l.id = $2 AND ${staffedBySql('$1', 'l.id')}`,
      [viewer, retailerLocationId],
    );
    if (!shop) return undefined;
    const full = offer.full ?? 0;
    const sale = offer.sale ?? 0;
    if (sale > 0 && sale >= full) {
      const message = 'Sale price: below the price, or 0 for no sale price.';
      return { refused: { field: 'discountPrice', message } };
    }
    if (input.categoryId !== undefined) {
      const [category] = await tx.query('SELECT 1 FROM categories WHERE id = $1', [
        input.categoryId,
      ]);
      if (!category) {
        const message = 'Category: choose one of the listed categories.';
        return { refused: { field: 'categoryId', message } };
      }
    }
    const photos = await photoFiles(tx, viewer, [], input.photos ?? [], owned);
    if (!photos.ok) return { refused: photos };
    const [made] = await tx.query<{ id: number }>(
      `INSERT INTO offers (retailer_id, name, description, full_price_cents,
                          discount_price_cents, sizes, category_ids, image, images)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7::int[], $8, $9::text[]) RETURNING id`,
      [
        shop.retailer_id,
        offer.name ?? input.name.trim(),
        offer.description ?? '',
        full,
        sale,
        offer.sizes ?? [],
        input.categoryId === undefined ? [] : [input.categoryId],
        photos.files[0] ?? null,
        photos.files,
      ],
    );
    const [placed] = await tx.query<{ id: number }>(
      `INSERT INTO offer_locations (offer_id, retailer_location_id, stock)
       VALUES ($1, $2, $3) RETURNING id`,
      [made!.id, retailerLocationId, input.stock],
    );
    const [row] = await tx.query<MenuRow>(`${MENU_SELECT} WHERE ol.id = $1`, [placed!.id]);
    return { item: toItem(row!, mediaUrl) };
  });
}

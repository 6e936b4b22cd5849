// The rules of a shop's menu (issue 36) that need no database: an offer as its staff see
// it, and why a change to an offer, the opening hours or the holiday closures is refused.
import type { MediaUrl } from '../../../lib/media.ts';
import { fromCents, wholeCents } from '../../../lib/money.ts';
import type { ClosuresInput, HoursInput, MenuItemInput } from '../../../schemas/business.ts';
import { lowStockSql } from '../kernel/low-stock.ts';
import { offerFiles, toOfferPhotos } from './offer-photos.ts';

export interface MenuRow {
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
  image: string | null;
  images: string[];
}

const MENU_COLUMNS = `ol.id, ol.offer_id, o.name, o.full_price_cents, o.discount_price_cents,
       o.description, o.sizes, c.id AS category_id, c.name AS category_name, ol.stock, ol.active,
       ${lowStockSql('ol')} AS low_stock, o.image, o.images`;
const CATEGORY_JOIN = 'LEFT JOIN categories c ON c.id = o.category_ids[1]';
export const MENU_SELECT = `SELECT ${MENU_COLUMNS}
  FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id ${CATEGORY_JOIN}`;

export const toItem = (row: MenuRow, mediaUrl: MediaUrl) => ({
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
  photos: toOfferPhotos(offerFiles(row.image, row.images), mediaUrl),
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

// Pricing a cart from the database: the checkout's preview and its order both start here.
import type { Queryable } from '../../../db/db.ts';
import { onSaleSql } from '../../../db/sql.ts';
import { refuse, type Refusal } from '../../../lib/errors.ts';
import type { CartInput } from '../../../schemas/checkout.ts';
import { creditBalanceCents } from './billing-repository.ts';
import {
  normalizeLines,
  promoDiscountCents,
  promoRefusal,
  type CartLine,
  type PromoCodeRow,
} from './rules.ts';
import { unitPriceCents } from '../kernel/money.ts';

interface StockRow {
  id: number;
  offer_id: number;
  retailer_location_id: number;
  stock: number;
  name: string;
  location_name: string;
  full_price_cents: number;
  discount_price_cents: number;
  sizes: string[];
  on_sale: boolean;
}

export interface PricedLine {
  line: CartLine;
  row: StockRow;
  size: string | null;
  unitCents: number;
  totalCents: number;
}

export interface Evaluation {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  promo: PromoCodeRow | null;
  balanceCents: number;
}

/**
 * Prices a cart from the database: never from what the client says a thing costs. With
 * `lock`, the offer rows and the promo code stay locked until the transaction ends.
 */
export async function evaluateCart(
  q: Queryable,
  accountId: number,
  cart: CartInput,
  lock: boolean,
  /** The member's credit, when the caller has read it already (under the account lock). */
  knownBalanceCents?: number,
): Promise<Evaluation | Refusal> {
  const lines = normalizeLines(cart.offerCart);
  if (lines.length === 0) return refuse('EMPTY_CART', 'Your cart is empty.');

  // Locked in id order, so two orders over the same offers cannot deadlock.
  const rows = await q.query<StockRow>(
    `SELECT ol.id, ol.offer_id, ol.retailer_location_id, ol.stock, o.name,
            l.name AS location_name, o.full_price_cents, o.discount_price_cents, o.sizes,
            ${onSaleSql()} AS on_sale
       FROM offer_locations ol
       JOIN offers o ON o.id = ol.offer_id
       JOIN retailer_locations l ON l.id = ol.retailer_location_id
       JOIN retailers r ON r.id = o.retailer_id
      WHERE ol.id = ANY($1::int[])
      ORDER BY ol.id
      ${lock ? 'FOR UPDATE OF ol' : ''}`,
    [lines.map((line) => line.offerLocationId)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));

  const priced: PricedLine[] = [];
  for (const line of lines) {
    const row = byId.get(line.offerLocationId);
    if (!row || row.offer_id !== line.offerId || !row.on_sale) {
      const name = row?.name ?? line.label;
      return refuse(
        'OFFER_UNAVAILABLE',
        name
          ? `${name} is no longer available. Remove it from your cart to continue.`
          : 'A product in your cart is no longer available. Remove it to continue.',
      );
    }
    if (row.stock < line.quantity) {
      return refuse(
        'OUT_OF_STOCK',
        row.stock === 0
          ? `${row.name} is sold out at ${row.location_name}.`
          : `Only ${row.stock} of ${row.name} left at ${row.location_name}.`,
      );
    }
    let size: string | null = null;
    if (row.sizes.length > 0 && line.size !== null) {
      if (!row.sizes.includes(line.size)) {
        return refuse(
          'INVALID_SIZE',
          `${row.name} comes in ${row.sizes.join(', ')}; please choose one of those sizes.`,
        );
      }
      size = line.size;
    }
    const unitCents = unitPriceCents(row.full_price_cents, row.discount_price_cents);
    priced.push({ line, row, size, unitCents, totalCents: unitCents * line.quantity });
  }
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);

  // SPEC §5: a promo code counts only when non-empty after trimming.
  const code = cart.promoCode?.trim() ?? '';
  let promo: PromoCodeRow | null = null;
  let discountCents = 0;
  if (code !== '') {
    const promos = await q.query<PromoCodeRow>(
      `SELECT id, code, description, percent_off, amount_off_cents, starts_at, expires_at,
              usage_limit, per_member_limit, times_used, active
         FROM promo_codes WHERE upper(code) = upper($1) ${lock ? 'FOR UPDATE' : ''}`,
      [code],
    );
    const found = promos[0];
    const uses = found
      ? await q.query<{ uses: number }>(
          'SELECT count(*)::int AS uses FROM orders WHERE promo_code_id = $1 AND account_id = $2',
          [found.id, accountId],
        )
      : [];
    const refusal = promoRefusal(code, found, uses[0]?.uses ?? 0, new Date());
    if (refusal) return refusal;
    promo = found ?? null;
    discountCents = promo ? promoDiscountCents(promo, subtotalCents) : 0;
  }

  return {
    lines: priced,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    promo,
    balanceCents: knownBalanceCents ?? (await creditBalanceCents(q, accountId)),
  };
}

export const isRefusal = (value: Evaluation | Refusal): value is Refusal =>
  'valid' in value && value.valid === false;

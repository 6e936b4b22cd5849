// Marketplace business rules (SPEC §5) as pure functions: prices, promo codes, cart lines
// and credit reloads. Repositories and routes call these; nothing here touches the database.
import { HttpError, refuse, type Refusal } from '../../../lib/errors.ts';
import { formatUsd, wholeCents } from '../../../lib/money.ts';
import type { CartLineInput } from '../../../schemas/checkout.ts';
import type { OrderInput } from '../../../schemas/orders.ts';

/** The unit price rule (SPEC §5): the discount price unless it is 0. */
export function unitPriceCents(fullCents: number, discountCents: number): number {
  return discountCents !== 0 ? discountCents : fullCents;
}

export interface PromoCodeRow {
  id: number;
  code: string;
  description: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  usage_limit: number | null;
  /** Uses one member may make (1 unless the code says more). */
  per_member_limit: number;
  times_used: number;
  active: boolean;
}

/** Why a promo code cannot be used now, or null when it can. */
export function promoRefusal(
  code: string,
  promo: PromoCodeRow | undefined,
  memberUses: number,
  now: Date,
): Refusal | null {
  if (!promo || !promo.active) {
    return refuse('PROMO_UNKNOWN', `The promo code ${code} is not valid.`);
  }
  if (promo.starts_at !== null && new Date(promo.starts_at) > now) {
    return refuse('PROMO_NOT_STARTED', `The promo code ${promo.code} cannot be used yet.`);
  }
  if (promo.expires_at !== null && new Date(promo.expires_at) <= now) {
    return refuse('PROMO_EXPIRED', `The promo code ${promo.code} has expired.`);
  }
  if (promo.usage_limit !== null && promo.times_used >= promo.usage_limit) {
    return refuse('PROMO_USED_UP', `The promo code ${promo.code} has been used up.`);
  }
  if (memberUses >= promo.per_member_limit) {
    return refuse('PROMO_ALREADY_USED', `You have already used the promo code ${promo.code}.`);
  }
  return null;
}

/** Percent codes round to the cent; amount codes never take the total below 0. */
export function promoDiscountCents(
  promo: Pick<PromoCodeRow, 'percent_off' | 'amount_off_cents'>,
  subtotalCents: number,
): number {
  if (promo.percent_off !== null) return Math.round((subtotalCents * promo.percent_off) / 100);
  return Math.min(promo.amount_off_cents ?? 0, subtotalCents);
}

export interface CartLine {
  offerId: number;
  offerLocationId: number;
  quantity: number;
  size: string | null;
  label: string | null;
}

/** Merges repeated offers, drops quantity 0 (the cart keeps such rows until Update Cart). */
export function normalizeLines(lines: CartLineInput[]): CartLine[] {
  const merged = new Map<number, CartLine>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const existing = merged.get(line.offerLocationId);
    if (existing) {
      existing.quantity += line.quantity;
      continue;
    }
    merged.set(line.offerLocationId, {
      offerId: line.offerId,
      offerLocationId: line.offerLocationId,
      quantity: line.quantity,
      size: line.display?.size?.trim() || null,
      label: line.display?.item?.trim() || null,
    });
  }
  return [...merged.values()];
}

/** The most credit one reload may add. */
export const MAX_RELOAD_CENTS = 100_000;

/**
 * The most credit one member may add in 24 hours. The demo provider takes no payment, so
 * without this one member could mint any amount by repeating the request; a reload paid
 * through Stripe counts from the moment it is opened, so a member cannot open many payments
 * at once either.
 */
export const MAX_RELOAD_CENTS_PER_DAY = 100_000;

/** Why this reload cannot go through, given what the member reloaded in the last 24 hours. */
export function reloadRefusal(reloadedTodayCents: number, cents: number): Refusal | null {
  if (reloadedTodayCents + cents <= MAX_RELOAD_CENTS_PER_DAY) return null;
  const left = Math.max(0, MAX_RELOAD_CENTS_PER_DAY - reloadedTodayCents);
  return refuse(
    'RELOAD_LIMIT',
    `You can add up to ${formatUsd(MAX_RELOAD_CENTS_PER_DAY)} of credit a day; ` +
      (left === 0 ? 'please try again tomorrow.' : `${formatUsd(left)} more is possible today.`),
  );
}

/**
 * Pay-in-shop orders reserve stock that nobody has paid for yet, so they are capped: units
 * in one such order, and units a member holds unpaid (ACTIVE) across all of them.
 */
export const MAX_CASH_UNITS_PER_ORDER = 10;
export const MAX_CASH_UNITS_PER_MEMBER = 20;

/**
 * How an order is settled. Credit pays only for an order that costs something: one that
 * costs nothing (a promo code covering it all) is paid by nothing, so it is a reservation
 * collected in the shop, like a pay-in-shop order, under the same caps and expiry. Were it
 * "paid", one member could take a shop's stock for free and hold it for ever.
 */
export function settledAs(requested: 'CASH' | 'RELOAD', totalCents: number): 'CASH' | 'RELOAD' {
  return requested === 'RELOAD' && totalCents > 0 ? 'RELOAD' : 'CASH';
}

/** Days a pay-in-shop reservation waits to be collected before its stock goes back on sale. */
export const RESERVATION_HOLD_DAYS = 7;

/** What a member reads when an uncollected pay-in-shop order expires. */
export function reservationExpiredMessage(orderId: number, itemNames: readonly string[]): string {
  return (
    `Order #${orderId} was not collected within ${RESERVATION_HOLD_DAYS} days, so ` +
    `${itemNames.join(', ')} went back on sale.`
  );
}

/** Why a pay-in-shop order of `units` cannot reserve them, or null when it can. */
export function reservationRefusal(units: number, heldUnits: number): Refusal | null {
  if (units > MAX_CASH_UNITS_PER_ORDER) {
    return refuse(
      'RESERVATION_LIMIT',
      `An order paid in the shop can hold up to ${MAX_CASH_UNITS_PER_ORDER} items; ` +
        'pay with credit for more, or split your order.',
    );
  }
  if (heldUnits + units > MAX_CASH_UNITS_PER_MEMBER) {
    return refuse(
      'RESERVATION_LIMIT',
      `You already hold ${heldUnits} items to pay for in the shop; up to ` +
        `${MAX_CASH_UNITS_PER_MEMBER} can wait unpaid. Collect some first, or pay with credit.`,
    );
  }
  return null;
}

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** POST /orders is a ticket deduction or a credit reload; the 400 message names what is wrong. */
export type OrderRequest =
  | { kind: 'tickets'; ticketCount: number; gameObjectId?: number | undefined }
  | { kind: 'reload'; cents: number };

export function readOrderRequest(body: OrderInput): OrderRequest {
  if (body.ticketCount !== undefined) {
    if (body.cart !== undefined) throw invalid('body/cart and body/ticketCount do not mix');
    return { kind: 'tickets', ticketCount: body.ticketCount, gameObjectId: body.gameObjectId };
  }
  if (body.gameObjectId !== undefined) throw invalid('body/ticketCount is required for a hint');
  if (body.cart === undefined) throw invalid('body/cart is required');
  return { kind: 'reload', cents: reloadCents(body) };
}

/** A reload's total in cents; the 400 message names what is wrong. */
export function reloadCents(body: OrderInput): number {
  if (body.currencyType?.trim().toUpperCase() !== 'RELOAD') {
    throw invalid('body/currencyType must be "RELOAD" for a credit reload');
  }
  let total = 0;
  for (const [index, line] of (body.cart ?? []).entries()) {
    if (line.orderItemType.trim().toUpperCase() !== 'CUSTOM') {
      throw invalid(`body/cart/${index}/orderItemType must be "CUSTOM"`);
    }
    const cents = wholeCents(line.amount);
    if (cents === undefined) {
      throw invalid(`body/cart/${index}/amount must be in whole cents`);
    }
    total += cents;
  }
  if (total > MAX_RELOAD_CENTS) {
    throw invalid(`body/cart adds more than $${MAX_RELOAD_CENTS / 100} of credit at once`);
  }
  return total;
}

export interface PlacedOrder {
  orderId: number;
  orderType: 'PURCHASE' | 'RELOAD';
  currencyType: 'CASH' | 'RELOAD';
  totalCents: number;
  description: string;
}

/** The sentence of an order's status notification, once the order is placed. */
export function orderStatusMessage(order: PlacedOrder): string {
  const total = formatUsd(order.totalCents);
  if (order.orderType === 'RELOAD') {
    return `${total} of credit was added to your balance (order #${order.orderId}).`;
  }
  const payment =
    order.currencyType === 'RELOAD'
      ? `${total} paid with credit`
      : order.totalCents === 0
        ? `nothing to pay; collect it in the shop within ${RESERVATION_HOLD_DAYS} days`
        : `${total} to pay in the shop`;
  return `Order #${order.orderId} is confirmed: ${order.description}, ${payment}. Your codes are in your wallet.`;
}

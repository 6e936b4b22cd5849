// Marketplace business rules (SPEC §5) as pure functions: prices, promo codes, cart lines,
// credit reloads and the limits on pay-in-shop reservations. Repositories and routes call
// these; nothing here touches the database.
import { createHash } from 'node:crypto';
import { conflict, HttpError, refuse, tooManyRequests, type Refusal } from '../../../lib/errors.ts';
import { formatUsd, wholeCents } from '../../../lib/money.ts';
import type { CartLineInput, PlaceOrderInput } from '../../../schemas/checkout.ts';
import type { OrderInput } from '../../../schemas/orders.ts';

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

/**
 * How fast one member may reserve: pay-in-shop orders and their units in any 24 hours, so
 * collecting (or letting expire) what they hold does not let a member tie up stock again
 * and again. A rate, so going past it is a 429 that says how long to wait.
 */
export const RESERVATION_WINDOW_MS = 24 * 60 * 60_000;
export const MAX_CASH_ORDERS_PER_DAY = 5;
export const MAX_CASH_UNITS_PER_DAY = 30;

/**
 * A throwaway account costs nothing to make, so an account in its first day may hold only a
 * few units unpaid; three new accounts once reserved all 45 units of an offer for a week.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60_000;
export const MAX_CASH_UNITS_NEW_ACCOUNT = 3;

const hoursText = (ms: number): string => {
  const hours = Math.max(1, Math.ceil(ms / 3_600_000));
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

/** Why a new account cannot hold `units` more unpaid, or null when it can (or is not new). */
export function newAccountRefusal(
  units: number,
  heldUnits: number,
  accountCreatedAt: Date,
  now: Date,
): Refusal | null {
  const newFor = accountCreatedAt.getTime() + NEW_ACCOUNT_MS - now.getTime();
  if (newFor <= 0 || heldUnits + units <= MAX_CASH_UNITS_NEW_ACCOUNT) return null;
  return refuse(
    'NEW_ACCOUNT_RESERVATION_LIMIT',
    `In its first day a new account can hold up to ${MAX_CASH_UNITS_NEW_ACCOUNT} items to ` +
      `pay for in the shop. You can reserve more in ${hoursText(newFor)}, or pay with credit.`,
  );
}

/** A pay-in-shop order of the member's, as the daily rate counts it. */
export interface RecentReservation {
  createdAt: Date;
  units: number;
}

/**
 * How long until an order of `units` fits the daily rate: 0 when it fits now, otherwise
 * until enough of the member's recent orders have left the 24-hour window.
 */
export function reservationWaitMs(
  units: number,
  recent: readonly RecentReservation[],
  now: Date,
): number {
  const inWindow = recent
    .filter((order) => now.getTime() - order.createdAt.getTime() < RESERVATION_WINDOW_MS)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (let left = 0; left <= inWindow.length; left += 1) {
    const kept = inWindow.slice(left);
    const keptUnits = kept.reduce((sum, order) => sum + order.units, 0);
    if (kept.length < MAX_CASH_ORDERS_PER_DAY && keptUnits + units <= MAX_CASH_UNITS_PER_DAY) {
      const last = inWindow[left - 1];
      return last ? last.createdAt.getTime() + RESERVATION_WINDOW_MS - now.getTime() : 0;
    }
  }
  // More units than a whole day allows never fit; the per-order cap refuses them first.
  return RESERVATION_WINDOW_MS;
}

/** What the reservation limits read about the member, at the database's `now`. */
export interface ReservationHistory {
  now: Date;
  accountCreatedAt: Date;
  /** Units reserved to pay for in the shop and not collected or expired yet. */
  heldUnits: number;
  recent: RecentReservation[];
}

/**
 * Every limit on a pay-in-shop order of `units`, in the order a member should hear them:
 * a business rule's refusal (sent as HTTP 200), a 429 for the daily rate, or null.
 */
export function reservationLimit(
  units: number,
  history: ReservationHistory,
): Refusal | HttpError | null {
  const refusal =
    reservationRefusal(units, history.heldUnits) ??
    newAccountRefusal(units, history.heldUnits, history.accountCreatedAt, history.now);
  if (refusal) return refusal;
  const waitMs = reservationWaitMs(units, history.recent, history.now);
  return waitMs > 0 ? tooManyRequests(waitMs, 'reserving items to pay for in the shop') : null;
}

const fingerprint = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * What a checkout asks for, as an idempotency key remembers it: the lines as the order reads
 * them (merged, in offer order), how it is paid, the promo code and the billing address. What
 * the order ignores (labels, the client's prices) does not count, so a retry always matches.
 */
export function checkoutFingerprint(input: PlaceOrderInput): string {
  const lines = normalizeLines(input.offerCart)
    .sort((a, b) => a.offerLocationId - b.offerLocationId)
    .map((line) => [line.offerLocationId, line.offerId, line.quantity, line.size]);
  return fingerprint({
    order: 'PURCHASE',
    lines,
    currencyType: input.currencyType ?? 'CASH',
    promoCode: input.promoCode?.trim().toUpperCase() ?? '',
    billingAddressId: input.billingAddressId,
  });
}

/** What a credit reload asks for, as an idempotency key remembers it. */
export function reloadFingerprint(cents: number): string {
  return fingerprint({ order: 'RELOAD', cents });
}

/**
 * A key sent again replays its first order only for the same request; with another one it
 * is a 409, never the first order's answer. Orders from before fingerprints always replay.
 */
export function idempotencyKeyConflict(
  firstFingerprint: string | null,
  requestFingerprint: string,
): HttpError | null {
  if (firstFingerprint === null || firstFingerprint === requestFingerprint) return null;
  return conflict(
    'IDEMPOTENCY_KEY_REUSED',
    'This idempotencyKey was already used for a different order. ' +
      'Send a new key to place a new order.',
  );
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

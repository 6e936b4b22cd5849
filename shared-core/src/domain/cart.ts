// SPEC §3/§4/§5: the cart (order draft) as pure functions. Every function returns a new
// cart and never mutates its input, so atoms can hold the result directly.

import { effectivePrice, toCents } from './money.ts';

/** SPEC §9: CASH pays with money; RELOAD pays with credit. */
export type CurrencyType = 'CASH' | 'RELOAD';

export interface CartItemDisplay {
  /** The product name shown in the cart table. */
  item: string;
  quantity: number;
  fullPrice: number;
  size?: string;
  /** 0 means "no discount" (SPEC §5). */
  discountPrice: number;
}

export interface CartItem {
  offerId: number;
  offerLocationId: number;
  quantity: number;
  display: CartItemDisplay;
}

export interface Cart {
  offerCart: CartItem[];
  currencyType: CurrencyType;
  promoCode: string;
  /** The price after the promo code, as last previewed by the wallet; 0 when none. */
  finalPrice: number;
}

/** What a product page knows when adding to the cart; the quantity is always 1. */
export interface CartProduct {
  offerId: number;
  offerLocationId: number;
  display: Omit<CartItemDisplay, 'quantity'>;
}

export function emptyCart(): Cart {
  return { offerCart: [], currencyType: 'CASH', promoCode: '', finalPrice: 0 };
}

function findItem(cart: Cart, offerLocationId: number): CartItem | undefined {
  return cart.offerCart.find((item) => item.offerLocationId === offerLocationId);
}

// display.quantity is what the cart table shows, so it follows quantity everywhere.
function withQuantity(item: CartItem, quantity: number): CartItem {
  return { ...item, quantity, display: { ...item.display, quantity } };
}

/** SPEC §5: a product already in the cart is not added twice. */
export function addItem(cart: Cart, product: CartProduct): Cart {
  if (findItem(cart, product.offerLocationId)) return cart;
  const item: CartItem = {
    offerId: product.offerId,
    offerLocationId: product.offerLocationId,
    quantity: 1,
    display: { ...product.display, quantity: 1 },
  };
  return { ...cart, offerCart: [...cart.offerCart, item] };
}

/** Sets an item's quantity, never below 0; 0 removes the item (SPEC §4). */
export function setQuantity(cart: Cart, offerLocationId: number, quantity: number): Cart {
  if (!findItem(cart, offerLocationId)) return cart;
  const next = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  if (next === 0) {
    return {
      ...cart,
      offerCart: cart.offerCart.filter((item) => item.offerLocationId !== offerLocationId),
    };
  }
  return {
    ...cart,
    offerCart: cart.offerCart.map((item) =>
      item.offerLocationId === offerLocationId ? withQuantity(item, next) : item,
    ),
  };
}

function stepQuantity(cart: Cart, offerLocationId: number, step: 1 | -1): Cart {
  return {
    ...cart,
    offerCart: cart.offerCart.map((item) =>
      item.offerLocationId === offerLocationId
        ? withQuantity(item, Math.max(0, item.quantity + step))
        : item,
    ),
  };
}

/** The plus button. */
export function incrementItem(cart: Cart, offerLocationId: number): Cart {
  return stepQuantity(cart, offerLocationId, 1);
}

/**
 * The minus button: stops at 0 (SPEC §5). The row stays at 0 so the member can still
 * press plus; Update Cart is what drops it.
 */
export function decrementItem(cart: Cart, offerLocationId: number): Cart {
  return stepQuantity(cart, offerLocationId, -1);
}

/**
 * What the Update Cart button does: drops the items whose quantity is 0 (SPEC §4).
 * (The store action that runs it and saves is `updateCart` in cart-atoms.)
 */
export function dropEmptyItems(cart: Cart): Cart {
  return { ...cart, offerCart: cart.offerCart.filter((item) => item.quantity > 0) };
}

export function setPromoCode(cart: Cart, promoCode: string, finalPrice = cart.finalPrice): Cart {
  return { ...cart, promoCode, finalPrice };
}

/** SPEC §4: removing the promo code resets finalPrice to 0. */
export function removePromoCode(cart: Cart): Cart {
  return { ...cart, promoCode: '', finalPrice: 0 };
}

/** SPEC §4: a successful order clears the cart. */
export function clearAfterOrder(_cart: Cart): Cart {
  return emptyCart();
}

export function setCurrencyType(cart: Cart, currencyType: CurrencyType): Cart {
  return { ...cart, currencyType };
}

/** SPEC §5: the discount price unless it is 0, then the full price. */
export function itemPrice(item: CartItem): number {
  return effectivePrice(item.display.fullPrice, item.display.discountPrice);
}

export function lineTotal(item: CartItem): number {
  return toCents(itemPrice(item) * item.quantity);
}

export function cartTotal(cart: Cart): number {
  return toCents(cart.offerCart.reduce((sum, item) => sum + lineTotal(item), 0));
}

/** The Size column appears only when some item has a size (SPEC §2). */
export function hasSizes(cart: Cart): boolean {
  return cart.offerCart.some((item) => Boolean(item.display.size));
}

/** How many units the cart holds (the header badge). */
export function itemCount(cart: Cart): number {
  return cart.offerCart.reduce((sum, item) => sum + item.quantity, 0);
}

/** SPEC §5: a promo code is included in order requests only when non-empty after trimming. */
export function promoCodeForOrder(cart: Cart): string | undefined {
  const code = cart.promoCode.trim();
  return code === '' ? undefined : code;
}

/** JSON text → a plain object, or null when unparseable or not an object (SPEC §8). */
export function parseAppBlob(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumber(value: unknown, fallback = 0): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

function parseCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const offerLocationId = toNumber(value.offerLocationId, NaN);
  if (!Number.isFinite(offerLocationId)) return null;
  const display = isRecord(value.display) ? value.display : {};
  const quantity = Math.max(0, Math.floor(toNumber(value.quantity)));
  return {
    offerId: toNumber(value.offerId),
    offerLocationId,
    quantity,
    display: {
      item: typeof display.item === 'string' ? display.item : '',
      quantity,
      fullPrice: toNumber(display.fullPrice),
      discountPrice: toNumber(display.discountPrice),
      ...(typeof display.size === 'string' && display.size !== '' ? { size: display.size } : {}),
    },
  };
}

/**
 * The cart album's metaData → a cart. It is written as JSON text; the platform may hand
 * it back already parsed, so an object is accepted too. Anything unreadable is an empty
 * cart (SPEC §8), and unreadable items are skipped rather than failing the whole cart.
 */
export function parseCartMetaData(metaData: unknown): Cart {
  const value = typeof metaData === 'string' ? parseAppBlob(metaData) : metaData;
  if (!isRecord(value)) return emptyCart();
  const items = Array.isArray(value.offerCart) ? value.offerCart : [];
  return {
    offerCart: items.map(parseCartItem).filter((item): item is CartItem => item !== null),
    currencyType: value.currencyType === 'RELOAD' ? 'RELOAD' : 'CASH',
    promoCode: typeof value.promoCode === 'string' ? value.promoCode : '',
    finalPrice: toNumber(value.finalPrice),
  };
}

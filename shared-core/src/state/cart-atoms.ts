// The member's cart in the one store. Every action changes the store first (the UI
// answers at once) and then saves the cart to its album (SPEC §4: every change is saved).
import { atom } from 'jotai';
import { getAlbum } from '../api/albums.ts';
import {
  createCartAlbum,
  getUserProfile,
  updateCartAlbum,
  updateMyProfile,
} from '../api/cart-album.ts';
import { bootstrapCartAlbum, type CartBootstrapDeps } from '../domain/cart-bootstrap.ts';
import {
  addItem,
  clearAfterOrder,
  decrementItem,
  dropEmptyItems,
  emptyCart,
  incrementItem,
  itemCount,
  removePromoCode,
  setCurrencyType,
  setPromoCode,
  setQuantity,
  type Cart,
  type CartProduct,
  type CurrencyType,
} from '../domain/cart.ts';
import { deleteCookie, readCookie, writeCookie } from '../domain/cookies.ts';
import { store } from './store.ts';
import { showToast } from './toast-atoms.ts';

export const cartAtom = atom<Cart>(emptyCart());

/** The album the cart is saved to; null until the cart bootstrap has found or made it. */
export const cartAlbumIdAtom = atom<number | null>(null);

/** Units in the cart, for the header's cart button. */
export const cartItemCountAtom = atom((get) => itemCount(get(cartAtom)));

const liveDeps: CartBootstrapDeps = {
  readCookie,
  writeCookie,
  deleteCookie,
  getAlbum,
  getUserProfile,
  createCartAlbum,
  updateMyProfile,
};

// Saves run one after another so a slow early save can never land after a later one
// and put back a cart the member has already changed.
let saveQueue: Promise<void> = Promise.resolve();

/**
 * Saves `cart` to album `albumId`, after any save already under way. Never rejects: a
 * failed save is shown as a toast and the store keeps the member's change.
 */
export function saveCart(albumId: number, cart: Cart): Promise<void> {
  saveQueue = saveQueue.then(async () => {
    try {
      await updateCartAlbum(albumId, cart);
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Your cart could not be saved.');
    }
  });
  return saveQueue;
}

/**
 * Applies a pure cart change to the store and saves the result. Nothing is saved when
 * the change left the cart as it was, or before the cart album is known (the change
 * then stays in this page only).
 */
function changeCart(change: (cart: Cart) => Cart): Promise<void> {
  const before = store.get(cartAtom);
  const after = change(before);
  if (after === before) return Promise.resolve();
  store.set(cartAtom, after);
  const albumId = store.get(cartAlbumIdAtom);
  return albumId === null ? Promise.resolve() : saveCart(albumId, after);
}

/** Adds with quantity 1; a product already in the cart is left as it is. */
export function addToCart(product: CartProduct): Promise<void> {
  return changeCart((cart) => addItem(cart, product));
}

/** Sets a quantity (never below 0); 0 removes the item. */
export function changeQuantity(offerLocationId: number, quantity: number): Promise<void> {
  return changeCart((cart) => setQuantity(cart, offerLocationId, quantity));
}

/** The plus button. */
export function increaseQuantity(offerLocationId: number): Promise<void> {
  return changeCart((cart) => incrementItem(cart, offerLocationId));
}

/** The minus button: stops at 0 and keeps the row until Update Cart. */
export function decreaseQuantity(offerLocationId: number): Promise<void> {
  return changeCart((cart) => decrementItem(cart, offerLocationId));
}

/** The Update Cart button: drops the items at quantity 0. */
export function updateCart(): Promise<void> {
  return changeCart(dropEmptyItems);
}

/** `finalPrice` is the price after the code, as the wallet preview reported it. */
export function setPromo(promoCode: string, finalPrice?: number): Promise<void> {
  return changeCart((cart) => setPromoCode(cart, promoCode, finalPrice));
}

/** Removes the promo code and resets finalPrice to 0. */
export function removePromo(): Promise<void> {
  return changeCart(removePromoCode);
}

export function setCartCurrency(currencyType: CurrencyType): Promise<void> {
  return changeCart((cart) => setCurrencyType(cart, currencyType));
}

/** After a successful order. */
export function clearCart(): Promise<void> {
  return changeCart(clearAfterOrder);
}

// A second call while one is running (React effects may run twice) must not make a
// second cart album, so callers for the same member share one bootstrap.
const bootstraps = new Map<number, Promise<void>>();

/**
 * Finds or makes the member's cart album (SPEC §4 Cart bootstrap) and puts its cart in
 * the store. Rejects when the cart can be neither loaded nor made; the cart then stays
 * in this page only.
 */
export function bootstrapCart(userId: number): Promise<void> {
  const running = bootstraps.get(userId);
  if (running) return running;
  const bootstrap = bootstrapCartAlbum(userId, liveDeps)
    .then(({ albumId, cart }) => {
      store.set(cartAlbumIdAtom, albumId);
      store.set(cartAtom, cart);
    })
    .finally(() => bootstraps.delete(userId));
  bootstraps.set(userId, bootstrap);
  return bootstrap;
}

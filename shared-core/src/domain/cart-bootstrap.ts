// SPEC §4 "Cart bootstrap": find (or make) the member's cart album. The cookie remembers
// the album on this browser; the profile's app blob remembers it across browsers.
// Dependencies are passed in so every branch is testable without HTTP or cookies.
import type { getAlbum } from '../api/albums.ts';
import type { createCartAlbum, getUserProfile, updateMyProfile } from '../api/cart-album.ts';
import { isApiFailure } from '../api/types.ts';
import { CART_COOKIE } from './cookies.ts';
import { emptyCart, parseAppBlob, parseCartMetaData, type Cart } from './cart.ts';

export interface CartBootstrapDeps {
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string): void;
  deleteCookie(name: string): void;
  getAlbum: typeof getAlbum;
  getUserProfile: typeof getUserProfile;
  createCartAlbum: typeof createCartAlbum;
  updateMyProfile: typeof updateMyProfile;
}

export interface LoadedCart {
  albumId: number;
  cart: Cart;
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The album as this member's cart, or null when it cannot serve as one: the load
 * failed, the answer is not valid, it is not a cart album, or it belongs to someone
 * else (a cookie left on a shared browser by the previous member).
 */
async function loadCartAlbum(
  albumId: number,
  userId: number,
  deps: CartBootstrapDeps,
): Promise<LoadedCart | null> {
  let result: Awaited<ReturnType<typeof getAlbum>>;
  try {
    result = await deps.getAlbum(albumId);
  } catch {
    return null;
  }
  if (isApiFailure(result) || !result.valid || !result.item) return null;
  const album = result.item;
  if (album.albumType !== 'cart') return null;
  const ownerId = album.ownerId ?? album.owner?.accountId;
  if (ownerId !== undefined && ownerId !== userId) return null;
  return { albumId, cart: parseCartMetaData(album.metaData) };
}

/**
 * The app blob as an object ({} when empty or unparseable). A failed read throws
 * instead: making a new cart then would orphan the one the profile points to.
 */
async function readAppBlob(userId: number, deps: CartBootstrapDeps) {
  const profile = await deps.getUserProfile(userId);
  if (isApiFailure(profile) || !profile.valid) {
    throw new Error(
      isApiFailure(profile)
        ? profile.message
        : (profile.message ?? 'Your cart could not be loaded.'),
    );
  }
  return parseAppBlob(profile.item?.appInfo?.appBlob) ?? {};
}

async function createCart(
  appBlob: Record<string, unknown>,
  deps: CartBootstrapDeps,
): Promise<LoadedCart> {
  const cart = emptyCart();
  const created = await deps.createCartAlbum(cart);
  const albumId = created.valid ? positiveId(created.item?.albumId) : null;
  if (albumId === null) throw new Error(created.message ?? 'Your cart could not be created.');
  // The cookie first, so the new album is found again even if the profile save fails.
  deps.writeCookie(CART_COOKIE, String(albumId));
  // Other apps may keep their own keys in the blob; only shoppingCartId is ours.
  await deps.updateMyProfile({ appBlob: JSON.stringify({ ...appBlob, shoppingCartId: albumId }) });
  return { albumId, cart };
}

export async function bootstrapCartAlbum(
  userId: number,
  deps: CartBootstrapDeps,
): Promise<LoadedCart> {
  const cookieId = positiveId(deps.readCookie(CART_COOKIE));
  if (cookieId !== null) {
    const loaded = await loadCartAlbum(cookieId, userId, deps);
    if (loaded) return loaded;
    deps.deleteCookie(CART_COOKIE);
  }

  const appBlob = await readAppBlob(userId, deps);
  const profileId = positiveId(appBlob.shoppingCartId);
  if (profileId !== null && profileId !== cookieId) {
    deps.writeCookie(CART_COOKIE, String(profileId));
    const loaded = await loadCartAlbum(profileId, userId, deps);
    if (loaded) return loaded;
    // SPEC §8: a cart album that is not valid deletes the cookie and recreates the cart.
    deps.deleteCookie(CART_COOKIE);
  }

  return createCart(appBlob, deps);
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFetch, type RecordedRequest } from '../../api/__tests__/fetch-recorder.ts';
import { emptyCart, parseCartMetaData } from '../../domain/cart.ts';
import { gummies, tee } from '../../testing/cart-products.ts';
import { CART_COOKIE, deleteCookie, readCookie, writeCookie } from '../../domain/cookies.ts';
import { apiBaseAtom } from '../app-atoms.ts';
import {
  addToCart,
  bootstrapCart,
  cartAlbumIdAtom,
  cartAtom,
  cartItemCountAtom,
  changeQuantity,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  removePromo,
  setPromo,
  updateCart,
} from '../cart-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../location-atoms.ts';
import { store } from '../store.ts';
import { toastsAtom } from '../toast-atoms.ts';
import { refusal } from '../../testing/envelopes.ts';

const USER_ID = 7;
const ok = { valid: true, message: 'ok', item: null };

function savedCarts(requests: RecordedRequest[]) {
  return requests
    .filter((request) => request.method === 'PUT' && request.path.startsWith('/albums/'))
    .map((request) => parseCartMetaData((request.body as { metaData: string }).metaData));
}

beforeEach(() => {
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(locationAtom, UNKNOWN_LOCATION);
  store.set(cartAtom, emptyCart());
  store.set(cartAlbumIdAtom, null);
  store.set(toastsAtom, []);
});

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(CART_COOKIE);
});

describe('cart actions', () => {
  beforeEach(() => store.set(cartAlbumIdAtom, 12));

  it('save every change to the cart album', async () => {
    const requests = recordFetch(() => ok);
    await addToCart(gummies);
    await addToCart(tee);
    await changeQuantity(10, 3);
    await setPromo('SPRING', 40);
    await removePromo();

    expect(requests.every((request) => request.path === '/albums/12')).toBe(true);
    const saves = savedCarts(requests);
    expect(saves).toHaveLength(5);
    expect(saves[0]!.offerCart.map((item) => item.offerLocationId)).toEqual([10]);
    expect(saves[2]!.offerCart[0]!.quantity).toBe(3);
    expect(saves[3]).toMatchObject({ promoCode: 'SPRING', finalPrice: 40 });
    expect(saves[4]).toMatchObject({ promoCode: '', finalPrice: 0 });
    expect(saves.at(-1)).toEqual(store.get(cartAtom));
  });

  it('does not add a product twice, and saves nothing when nothing changed', async () => {
    const requests = recordFetch(() => ok);
    await addToCart(gummies);
    await addToCart(gummies);
    expect(store.get(cartAtom).offerCart).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('minus stops at 0, and Update Cart then drops the row', async () => {
    recordFetch(() => ok);
    await addToCart(gummies);
    await addToCart(tee);
    await decreaseQuantity(10);
    await decreaseQuantity(10);
    expect(store.get(cartAtom).offerCart[0]!.quantity).toBe(0);
    await increaseQuantity(11);
    await updateCart();
    expect(store.get(cartAtom).offerCart.map((item) => item.offerLocationId)).toEqual([11]);
  });

  it('quantity 0 removes the item; a successful order clears the cart', async () => {
    const requests = recordFetch(() => ok);
    await addToCart(gummies);
    await addToCart(tee);
    await changeQuantity(10, 0);
    expect(store.get(cartAtom).offerCart.map((item) => item.offerLocationId)).toEqual([11]);
    await clearCart();
    expect(store.get(cartAtom)).toEqual(emptyCart());
    expect(savedCarts(requests).at(-1)).toEqual(emptyCart());
  });

  it('counts the units for the cart button', async () => {
    recordFetch(() => ok);
    await addToCart(gummies);
    await addToCart(tee);
    await changeQuantity(11, 4);
    expect(store.get(cartItemCountAtom)).toBe(5);
  });

  it('saves one after another, so the last change is the one that stays', async () => {
    let releaseFirst = () => {};
    let firstReleased = false;
    let secondSentAfterFirstAnswered: boolean | undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const requests = recordFetch(async () => {
      if (requests.length === 1) await firstHeld;
      else secondSentAfterFirstAnswered = firstReleased;
      return ok;
    });
    const first = addToCart(gummies);
    const second = changeQuantity(10, 2);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    firstReleased = true;
    releaseFirst();
    await Promise.all([first, second]);
    expect(secondSentAfterFirstAnswered).toBe(true);
    expect(savedCarts(requests).map((cart) => cart.offerCart[0]!.quantity)).toEqual([1, 2]);
  });

  it('keeps the change and shows a toast when a save fails', async () => {
    recordFetch(() => refusal(500, 'X', 'Down'));
    await expect(addToCart(gummies)).resolves.toBeUndefined();
    expect(store.get(cartAtom).offerCart).toHaveLength(1);
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'Error Code: 500 Message: Down',
    ]);
  });
});

describe('cart actions before the album is known', () => {
  it('change the store without saving', async () => {
    const requests = recordFetch(() => ok);
    await addToCart(gummies);
    expect(store.get(cartAtom).offerCart).toHaveLength(1);
    expect(requests).toHaveLength(0);
  });
});

describe('bootstrapCart', () => {
  const storedCart = { ...emptyCart(), promoCode: 'KEEP' };

  it('puts the album named by the cookie into the store', async () => {
    writeCookie(CART_COOKIE, '12');
    recordFetch((request) =>
      request.path === '/albums/12'
        ? {
            valid: true,
            item: {
              albumId: 12,
              albumType: 'cart',
              ownerId: USER_ID,
              metaData: JSON.stringify(storedCart),
            },
          }
        : refusal(404, 'NF', 'Not found'),
    );
    await bootstrapCart(USER_ID);
    expect(store.get(cartAlbumIdAtom)).toBe(12);
    expect(store.get(cartAtom)).toEqual(storedCart);
  });

  it('creates one cart album, even when asked twice at once', async () => {
    const requests = recordFetch((request) => {
      if (request.path === `/users/${USER_ID}`) {
        return { valid: true, item: { appInfo: { appBlob: null } } };
      }
      if (request.method === 'POST' && request.path === '/albums') {
        return { valid: true, item: { albumId: 31, albumType: 'cart' } };
      }
      return ok;
    });
    await Promise.all([bootstrapCart(USER_ID), bootstrapCart(USER_ID)]);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(requests.find((request) => request.path === '/users/myprofile')?.body).toMatchObject({
      appBlob: '{"shoppingCartId":31}',
    });
    expect(store.get(cartAlbumIdAtom)).toBe(31);
    expect(readCookie(CART_COOKIE)).toBe('31');
  });
});

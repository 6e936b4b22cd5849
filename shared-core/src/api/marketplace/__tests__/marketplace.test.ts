import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem, emptyCart, setQuantity, type Cart } from '../../../domain/cart.ts';
import { store } from '../../../state/store.ts';
import { gummies } from '../../../testing/cart-products.ts';
import { toastsAtom } from '../../../state/toast-atoms.ts';
import {
  recordFetch,
  resetApiStore,
  type RecordedRequest,
} from '../../__tests__/fetch-recorder.ts';
import { searchBillingAddresses } from '../billing.ts';
import { removeFavorite } from '../favorites.ts';
import { reloadCredit } from '../orders.ts';
import { mapAreaSearch, nearbyRetailersSearch } from '../retailer-search.ts';
import { searchRetailerLocations } from '../retailers.ts';
import { newIdempotencyKey, placeOrder, previewCart } from '../wallets.ts';
import { refusalBody } from '../../../testing/envelopes.ts';

function cartWith(promoCode: string): Cart {
  let cart = addItem(emptyCart(), gummies);
  cart = addItem(cart, {
    offerId: 2,
    offerLocationId: 11,
    display: { item: 'Papers', fullPrice: 3, discountPrice: 0 },
  });
  // The minus button leaves a row at 0 until Update Cart.
  cart = setQuantity(cart, 11, 0);
  cart = {
    ...cart,
    offerCart: [...cart.offerCart, { ...cart.offerCart[0]!, offerLocationId: 12, quantity: 0 }],
  };
  return { ...cart, promoCode };
}

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordFetch(() => ({ valid: true, message: 'ok', item: {} }));
  resetApiStore({ latitude: 38.97, longitude: -95.23 });
});
afterEach(() => vi.unstubAllGlobals());

describe('marketplace endpoints', () => {
  it('sends the promo code only when non-empty after trimming, and no rows at 0', async () => {
    await previewCart(cartWith('   '));
    await placeOrder(cartWith(' WELCOME10 '), 4, 'order-abc12345');
    const [preview, order] = requests;
    expect(preview?.path).toBe('/wallets/preview');
    expect(preview?.body).toEqual({
      offerCart: [expect.objectContaining({ offerLocationId: 10, quantity: 1 })],
      currencyType: 'CASH',
      latitude: 38.97,
      longitude: -95.23,
    });
    expect(order?.body).toMatchObject({
      promoCode: 'WELCOME10',
      billingAddressId: 4,
      idempotencyKey: 'order-abc12345',
    });
  });

  it('hands a refusal back to the caller and shows it as a toast', async () => {
    requests = recordFetch(() =>
      refusalBody('PROMO_EXPIRED', 'The promo code EXPIRED5 has expired.'),
    );
    const answer = await previewCart(cartWith('EXPIRED5'));
    expect(answer).toMatchObject({ valid: false, errorCode: 'PROMO_EXPIRED' });
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'The promo code EXPIRED5 has expired.',
    ]);
  });

  it('searches near a chosen place without replacing the member position', async () => {
    await searchRetailerLocations({
      keyword: 'leaf',
      near: { latitude: 39.74, longitude: -104.98 },
    });
    const [search] = requests;
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({
      keyword: 'leaf',
      sortField: 'DISTANCE',
      distanceUnit: 'MILES',
      range: '5000',
      searchLatitude: '39.74',
      searchLongitude: '-104.98',
      latitude: '38.97',
      longitude: '-95.23',
    });
  });

  it("keeps a map's area search to its bounds, with the list's filters and one full page", async () => {
    const filters = { keyword: 'leaf', categoryId: 3, near: null };
    await searchRetailerLocations(
      mapAreaSearch(filters, { south: 38.5, west: -96, north: 39.5, east: -94.5 }),
    );
    await searchRetailerLocations(nearbyRetailersSearch(filters));
    const [area, list] = requests.map((request) => Object.fromEntries(request.query));
    expect(area).toMatchObject({
      keyword: 'leaf',
      categoryIds: '3',
      sortField: 'DISTANCE',
      south: '38.5',
      west: '-96',
      north: '39.5',
      east: '-94.5',
      start: '0',
      limit: '100',
    });
    expect(list).not.toHaveProperty('south');
    expect(list).toMatchObject({ keyword: 'leaf', categoryIds: '3', limit: '24' });
  });

  it('asks for up to 100 billing addresses, reloads credit, removes favorites by target', async () => {
    await searchBillingAddresses();
    await reloadCredit(25, 'reload-key-1');
    await removeFavorite({ offerLocationId: 10 });
    expect(requests[0]?.query.get('limit')).toBe('100');
    expect(requests[1]?.body).toMatchObject({
      cart: [{ amount: 25, orderItemType: 'CUSTOM' }],
      currencyType: 'RELOAD',
      idempotencyKey: 'reload-key-1',
    });
    expect(requests[2]).toMatchObject({ method: 'DELETE', path: '/favorites' });
    expect(requests[2]?.query.get('offerLocationId')).toBe('10');
  });

  it('makes a new idempotency key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^order-[0-9a-f]{32}$/);
  });
});

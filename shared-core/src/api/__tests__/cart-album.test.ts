import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCartAlbum,
  getUserProfile,
  updateCartAlbum,
  updateMyProfile,
} from '../cart-album.ts';
import { addItem, emptyCart } from '../../domain/cart.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { recordFetch, type RecordedRequest } from './fetch-recorder.ts';

const cart = addItem(emptyCart(), {
  offerId: 1,
  offerLocationId: 10,
  display: { item: 'Gummies', fullPrice: 20, discountPrice: 0 },
});

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordFetch(() => ({ valid: true, message: 'ok', item: { albumId: 5 } }));
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(locationAtom, UNKNOWN_LOCATION);
});

afterEach(() => vi.unstubAllGlobals());

const cartAlbumFields = {
  title: 'Shopping Cart',
  albumType: 'cart',
  visibility: 'PUBLIC',
  publicRead: true,
  publicWrite: true,
  publicAdd: true,
  metaData: JSON.stringify(cart),
};

describe('cart album endpoints', () => {
  it('creates the cart album with the cart as JSON text in metaData', async () => {
    await createCartAlbum(cart);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', path: '/albums', body: cartAlbumFields }),
    ]);
  });

  it('saves the cart album with the same fields', async () => {
    await updateCartAlbum(5, cart);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/albums/5', body: cartAlbumFields }),
    ]);
  });

  it('reads a member profile', async () => {
    await getUserProfile(7);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/users/7' });
  });

  it('updates my profile asking for the app info back', async () => {
    await updateMyProfile({ appBlob: '{"shoppingCartId":5}' });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/users/myprofile',
      body: { returnProfile: true, responseFilters: 'APPS', appBlob: '{"shoppingCartId":5}' },
    });
  });
});

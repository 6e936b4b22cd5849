// SPEC §7 "Cart album": the cart lives in an album of type cart, its id in the
// member's app blob. Loading the album itself is `getAlbum` in albums.ts.
import type { Cart } from '../domain/cart.ts';
import { apiGet, apiPut, apiPost } from '../http/client.ts';
import type { Album, GetResult, ItemResponse } from './types.ts';

export const CART_ALBUM_TYPE = 'cart';

/** A member profile as GET /users/{id} returns it; appBlob only reaches its owner. */
export interface UserProfile {
  profileInfo: {
    accountId: number;
    firstName: string;
    lastName: string;
    display: string;
    profileAvatar: { fullURL: string | null };
  };
  appInfo: { appBlob: string | null };
  /** Posts visible to the viewer and friends. */
  counts?: { albums: number; friends: number };
  following?: boolean;
  friend?: boolean;
  isProfileOwner?: boolean;
  referralAccountId?: number | null;
}

// SPEC §7 fixes these fields for both create and save; the server still enforces who
// owns a cart, whatever the public flags say.
function cartAlbumBody(cart: Cart) {
  return {
    title: 'Shopping Cart',
    albumType: CART_ALBUM_TYPE,
    visibility: 'PUBLIC',
    publicRead: true,
    publicWrite: true,
    publicAdd: true,
    metaData: JSON.stringify(cart),
  };
}

export function createCartAlbum(cart: Cart): Promise<ItemResponse<Album>> {
  return apiPost('/albums', cartAlbumBody(cart));
}

export function updateCartAlbum(albumId: number, cart: Cart): Promise<ItemResponse<Album>> {
  return apiPut(`/albums/${albumId}`, cartAlbumBody(cart));
}

export function getUserProfile(userId: number): Promise<GetResult<ItemResponse<UserProfile>>> {
  return apiGet(`/users/${userId}`);
}

export interface MyProfileChanges {
  /** JSON text, e.g. '{"shoppingCartId":12}'. */
  appBlob?: string;
  referralAccountId?: number;
  firstName?: string;
  lastName?: string;
}

export function updateMyProfile(
  changes: MyProfileChanges,
): Promise<ItemResponse<UserProfile | null>> {
  return apiPut('/users/myprofile', { returnProfile: true, responseFilters: 'APPS', ...changes });
}

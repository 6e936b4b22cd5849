// SPEC §7 "Cart album": the cart lives in an album of type cart, its id in the
// member's app blob. Loading the album itself is `getAlbum` in albums.ts.
import type { Cart } from '../domain/cart.ts';
import { apiGet, apiPut, apiPost } from '../http/client.ts';
import type { ApiBody, ApiItem, ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

export const CART_ALBUM_TYPE = 'cart';

/** A member profile as GET /users/{id} returns it; appBlob only reaches its owner. */
export type UserProfile = ApiItem<'/users/{id}', 'get'>;

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

export function createCartAlbum(cart: Cart): Promise<ApiOk<'/albums', 'post'>> {
  return apiPost('/albums', cartAlbumBody(cart));
}

export function updateCartAlbum(
  albumId: number,
  cart: Cart,
): Promise<ApiOk<'/albums/{id}', 'put'>> {
  return apiPut(`/albums/${albumId}`, cartAlbumBody(cart));
}

export function getUserProfile(userId: number): Promise<GetResult<ApiOk<'/users/{id}', 'get'>>> {
  return apiGet(`/users/${userId}`);
}

/** A member's profile by @handle: an old handle still finds them for 30 days (a mention's link). */
export function getProfileByHandle(
  handle: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/by-handle/{handle}', 'get'>>> {
  return apiGet(`/users/by-handle/${encodeURIComponent(handle)}`, undefined, signal);
}

export type MyProfileChanges = Omit<
  ApiBody<'/users/myprofile', 'put'>,
  'returnProfile' | 'responseFilters'
>;

export function updateMyProfile(
  changes: MyProfileChanges,
): Promise<ApiOk<'/users/myprofile', 'put'>> {
  return apiPut('/users/myprofile', { returnProfile: true, responseFilters: 'APPS', ...changes });
}

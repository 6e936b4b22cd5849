import type { Cart } from '@canopy/shared-core';
import { apiCall } from './api.ts';

/** A cart line as stored; `display` (what the cart table shows) may be left out. */
export type SavedCartLine = Omit<Cart['offerCart'][number], 'display'> &
  Partial<Pick<Cart['offerCart'][number], 'display'>>;

/**
 * Saves `lines` as the member's cart the way the app does (SPEC §7): a cart album, its id in
 * the member's app blob. Then the cart button, the cart modal and checkout start from it.
 * Returns the cart album's id.
 */
export async function saveCart(token: string, lines: SavedCartLine[]): Promise<number> {
  const cart = { offerCart: lines, currencyType: 'CASH', promoCode: '', finalPrice: 0 };
  const album = await apiCall<{ valid: boolean; message: string; item: { albumId: number } }>(
    'POST',
    '/albums',
    {
      title: 'Shopping Cart',
      albumType: 'cart',
      visibility: 'PUBLIC',
      publicRead: true,
      publicWrite: true,
      publicAdd: true,
      metaData: JSON.stringify(cart),
    },
    token,
  );
  if (!album.valid) throw new Error(`The cart album was refused: ${album.message}`);
  await apiCall(
    'PUT',
    '/users/myprofile',
    { appBlob: JSON.stringify({ shoppingCartId: album.item.albumId }) },
    token,
  );
  return album.item.albumId;
}

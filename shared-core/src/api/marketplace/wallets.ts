import { promoCodeForOrder, type Cart } from '../../domain/cart.ts';
import { apiPost } from '../../http/client.ts';
import type { BusinessRefusal, ItemResponse } from '../types.ts';
import type { CartPreview, Order } from './types.ts';

// SPEC §5: the promo code goes with an order only when non-empty after trimming. Rows at
// quantity 0 (kept until Update Cart) are left out; the server would skip them anyway.
function cartBody(cart: Cart) {
  const promoCode = promoCodeForOrder(cart);
  return {
    offerCart: cart.offerCart.filter((item) => item.quantity > 0),
    currencyType: cart.currencyType,
    ...(promoCode ? { promoCode } : {}),
  };
}

/** Prices the cart on the server: database prices, promo code, credit balance. */
export function previewCart(cart: Cart): Promise<ItemResponse<CartPreview> | BusinessRefusal> {
  return apiPost('/wallets/preview', cartBody(cart));
}

/** A fresh key per checkout: sending it again returns the first order, never a second. */
export function newIdempotencyKey(): string {
  // getRandomValues works outside secure contexts too, unlike randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function placeOrder(
  cart: Cart,
  billingAddressId: number,
  idempotencyKey: string,
): Promise<ItemResponse<Order> | BusinessRefusal> {
  return apiPost('/wallets', { ...cartBody(cart), billingAddressId, idempotencyKey });
}

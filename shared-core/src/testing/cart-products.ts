import type { CartProduct } from '../domain/cart.ts';

// Products as a shop's page adds them to the cart, for the cart's tests: one sold at a
// discount, one at its full price and in a size.
export const gummies: CartProduct = {
  offerId: 1,
  offerLocationId: 10,
  display: { item: 'Gummies', fullPrice: 20, discountPrice: 15 },
};

export const tee: CartProduct = {
  offerId: 2,
  offerLocationId: 11,
  display: { item: 'T-shirt', fullPrice: 25, discountPrice: 0, size: 'M' },
};

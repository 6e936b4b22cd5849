import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartTotal,
  clearAfterOrder,
  decrementItem,
  dropEmptyItems,
  emptyCart,
  hasSizes,
  incrementItem,
  itemCount,
  itemPrice,
  lineTotal,
  parseAppBlob,
  parseCartMetaData,
  promoCodeForOrder,
  removePromoCode,
  setPromoCode,
  setQuantity,
  type Cart,
  type CartProduct,
} from '../cart.ts';
import { gummies, tee } from '../../testing/cart-products.ts';

function cartWith(...products: CartProduct[]): Cart {
  return products.reduce(addItem, emptyCart());
}

function quantityOf(cart: Cart, offerLocationId: number): number | undefined {
  return cart.offerCart.find((item) => item.offerLocationId === offerLocationId)?.quantity;
}

describe('cart transitions', () => {
  it('starts empty, paying cash', () => {
    expect(emptyCart()).toEqual({
      offerCart: [],
      currencyType: 'CASH',
      promoCode: '',
      finalPrice: 0,
    });
  });

  it('adds a product with quantity 1', () => {
    const cart = cartWith(gummies);
    expect(cart.offerCart).toHaveLength(1);
    expect(cart.offerCart[0]).toMatchObject({
      offerId: 1,
      offerLocationId: 10,
      quantity: 1,
      display: { item: 'Gummies', quantity: 1 },
    });
  });

  it('does not add a product that is already in the cart', () => {
    const once = cartWith(gummies);
    const twice = addItem(incrementItem(once, 10), gummies);
    expect(twice.offerCart).toHaveLength(1);
    expect(quantityOf(twice, 10)).toBe(2);
  });

  it('does not change the cart it was given', () => {
    const cart = cartWith(gummies);
    setQuantity(cart, 10, 5);
    incrementItem(cart, 10);
    expect(quantityOf(cart, 10)).toBe(1);
  });

  it('sets a quantity and keeps the displayed quantity in step', () => {
    const cart = setQuantity(cartWith(gummies), 10, 4);
    expect(quantityOf(cart, 10)).toBe(4);
    expect(cart.offerCart[0]?.display.quantity).toBe(4);
  });

  it('removes the item when its quantity is set to 0, and never goes below 0', () => {
    expect(
      setQuantity(cartWith(gummies, tee), 10, 0).offerCart.map((i) => i.offerLocationId),
    ).toEqual([11]);
    expect(setQuantity(cartWith(gummies), 10, -3).offerCart).toEqual([]);
  });

  it('plus raises the quantity by one', () => {
    expect(quantityOf(incrementItem(cartWith(gummies), 10), 10)).toBe(2);
  });

  it('minus cannot take the quantity below 0', () => {
    const atZero = decrementItem(cartWith(gummies), 10);
    expect(quantityOf(atZero, 10)).toBe(0);
    expect(quantityOf(decrementItem(atZero, 10), 10)).toBe(0);
  });

  it('update drops the items at quantity 0', () => {
    const cart = dropEmptyItems(decrementItem(cartWith(gummies, tee), 10));
    expect(cart.offerCart.map((item) => item.offerLocationId)).toEqual([11]);
  });

  it('sets and removes a promo code; removal resets finalPrice to 0', () => {
    const withPromo = setPromoCode(cartWith(gummies), 'SPRING', 12.5);
    expect(withPromo).toMatchObject({ promoCode: 'SPRING', finalPrice: 12.5 });
    expect(removePromoCode(withPromo)).toMatchObject({ promoCode: '', finalPrice: 0 });
  });

  it('a successful order clears the cart', () => {
    const cart = setPromoCode(cartWith(gummies, tee), 'SPRING', 30);
    expect(clearAfterOrder(cart)).toEqual(emptyCart());
  });
});

describe('cart prices', () => {
  it('uses the discount price unless it is 0, then the full price', () => {
    const [discounted, fullPrice] = cartWith(gummies, tee).offerCart;
    expect(itemPrice(discounted!)).toBe(15);
    expect(itemPrice(fullPrice!)).toBe(25);
  });

  it('totals lines and the cart to the cent', () => {
    const cheap: CartProduct = {
      offerId: 3,
      offerLocationId: 12,
      display: { item: 'Papers', fullPrice: 0.1, discountPrice: 0 },
    };
    const cart = setQuantity(setQuantity(cartWith(gummies, tee, cheap), 10, 2), 12, 3);
    expect(lineTotal(cart.offerCart[0]!)).toBe(30);
    expect(lineTotal(cart.offerCart[2]!)).toBe(0.3);
    expect(cartTotal(cart)).toBe(55.3);
    expect(cartTotal(emptyCart())).toBe(0);
  });

  it('counts units, and knows whether any item has a size', () => {
    const cart = setQuantity(cartWith(gummies, tee), 11, 3);
    expect(itemCount(cart)).toBe(4);
    expect(hasSizes(cart)).toBe(true);
    expect(hasSizes(cartWith(gummies))).toBe(false);
  });
});

describe('promo code in orders', () => {
  it('is the trimmed code, or left out when blank after trimming', () => {
    expect(promoCodeForOrder(setPromoCode(emptyCart(), '  SPRING '))).toBe('SPRING');
    expect(promoCodeForOrder(setPromoCode(emptyCart(), '   '))).toBeUndefined();
    expect(promoCodeForOrder(emptyCart())).toBeUndefined();
  });
});

describe('parsing stored data', () => {
  it('reads a cart from the album metaData JSON text', () => {
    const cart = setPromoCode(cartWith(gummies, tee), 'SPRING', 30);
    expect(parseCartMetaData(JSON.stringify({ ...cart, currencyType: 'RELOAD' }))).toEqual({
      ...cart,
      currencyType: 'RELOAD',
    });
  });

  it('accepts metaData the platform has already parsed', () => {
    const cart = cartWith(tee);
    expect(parseCartMetaData(cart)).toEqual(cart);
  });

  it('falls back to an empty cart when metaData is unreadable', () => {
    for (const metaData of ['{not json', '', 'null', '[1,2]', null, undefined, 42]) {
      expect(parseCartMetaData(metaData)).toEqual(emptyCart());
    }
  });

  it('skips unreadable items and defaults unknown fields', () => {
    const cart = parseCartMetaData(
      JSON.stringify({
        offerCart: [{ offerLocationId: 'x' }, { offerId: 3, offerLocationId: '7', quantity: 2 }],
        currencyType: 'BITCOIN',
      }),
    );
    expect(cart).toEqual({
      offerCart: [
        {
          offerId: 3,
          offerLocationId: 7,
          quantity: 2,
          display: { item: '', quantity: 2, fullPrice: 0, discountPrice: 0 },
        },
      ],
      currencyType: 'CASH',
      promoCode: '',
      finalPrice: 0,
    });
  });

  it('reads the app blob as an object, or null when unparseable', () => {
    expect(parseAppBlob('{"shoppingCartId":12}')).toEqual({ shoppingCartId: 12 });
    expect(parseAppBlob('{oops')).toBeNull();
    expect(parseAppBlob('7')).toBeNull();
    expect(parseAppBlob(null)).toBeNull();
  });
});

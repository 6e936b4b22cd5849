import type { Cart, OfferLocation, Order } from '@canopy/shared-core';

/** The Lawrence shop's address, as every fixture of it gives it. */
export const LAWRENCE_ADDRESS = {
  street: '812 Massachusetts St',
  city: 'Lawrence',
  state: 'KS',
  postalCode: '66044',
  country: 'US',
};

/** A shop as the distance search lists it, in Lawrence with two categories. */
export const lawrenceShop = {
  retailerLocationId: 1,
  name: 'Prairie Leaf Co. Lawrence',
  latitude: 38.97,
  longitude: -95.23,
  distance: 0.4,
  locationDisplay: 'Lawrence, KS',
  hours: [],
  closures: [],
  rating: { average: 4.5, count: 2 },
  categories: [
    { categoryId: 1, name: 'Flower' },
    { categoryId: 2, name: 'Edibles' },
  ],
};

/** The fixture offer as a line of the cart: `quantity` units in `size`. */
export function cartLineFixture(quantity: number, size: string): Cart['offerCart'][number] {
  return {
    offerId: 7,
    offerLocationId: 41,
    quantity,
    display: { item: 'Blue Dream Flower', quantity, fullPrice: 15, discountPrice: 12, size },
  };
}

export function offerFixture(overrides: Partial<OfferLocation> = {}): OfferLocation {
  return {
    offerLocationId: 41,
    offerId: 7,
    retailerId: 1,
    retailerLocationId: 1,
    offerName: 'Blue Dream Flower',
    subTitle: 'Hybrid · sweet berry',
    description: 'A balanced hybrid.',
    locationName: 'Prairie Leaf Co. Lawrence',
    fullPrice: 15,
    discountPrice: 12,
    price: 12,
    image: 'http://api.test/media/cover-herbs.svg',
    images: ['http://api.test/media/cover-herbs.svg', 'http://api.test/media/cover-leaves.svg'],
    sizes: ['1g', '3.5g', '7g'],
    stock: 12,
    distance: 0.4,
    distanceUnit: 'MILES',
    favorite: false,
    favoriteId: null,
    likeCount: 0,
    hasLiked: false,
    categories: [{ categoryId: 1, name: 'Flower' }],
    offerType: 'PRODUCT',
    barcode: null,
    externalUrl: null,
    starts: null,
    expires: null,
    active: true,
    rating: { average: null, count: 0 },
    retailerLocation: {
      retailerLocationId: 1,
      retailerId: 1,
      name: 'Prairie Leaf Co. Lawrence',
      retailerName: 'Prairie Leaf Co.',
      locationDisplay: 'Lawrence, KS',
      address: LAWRENCE_ADDRESS,
      latitude: 38.97,
      longitude: -95.23,
      distance: 0.4,
      logo: null,
    },
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 31,
    orderType: 'PURCHASE',
    status: 'COMPLETED',
    customer: { accountId: 1, display: 'Dana Rivera' },
    amount: 21.6,
    subtotal: 24,
    discount: 2.4,
    currencyType: 'RELOAD',
    promoCode: 'WELCOME10',
    description: '2 items from Prairie Leaf Co. Lawrence',
    billingAddress: null,
    purchases: [
      {
        transactionId: 5,
        orderId: 31,
        offerLocationId: 41,
        offerId: 7,
        offerName: 'Blue Dream Flower',
        size: '3.5g',
        quantity: 2,
        fullPrice: 15,
        discountPrice: 12,
        price: 12,
        lineTotal: 24,
        redemptionCode: 'ABCD-EFGH-JKLM',
        qrCodeUrl: null,
        image: null,
        location: {
          retailerLocationId: 1,
          name: 'Prairie Leaf Co. Lawrence',
          locationDisplay: 'Lawrence, KS',
          address: LAWRENCE_ADDRESS,
        },
        status: 'ACTIVE',
        created: 1_760_000_000_000,
      },
    ],
    credits: [],
    payments: [{ paymentType: 'CREDIT', amount: 21.6, status: 'PAID' }],
    created: 1_760_000_000_000,
    updated: 1_760_000_000_000,
    ...overrides,
  };
}

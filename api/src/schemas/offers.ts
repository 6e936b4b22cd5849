import { Type, type Static } from 'typebox';
import { GeoFields, IdList, Nullable, PagingFields } from './common.ts';
import { Category, RetailerLocation } from './retailers.ts';
import { RatingSummary } from './reviews.ts';

export const AddressFields = Type.Object({
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
});

/** The shop an offer is sold at, as an offer carries it. */
export const RetailerLocationSummary = Type.Object({
  retailerLocationId: Type.Integer(),
  retailerId: Type.Integer(),
  name: Type.String(),
  retailerName: Type.String(),
  locationDisplay: Type.String(),
  address: AddressFields,
  latitude: Type.Number(),
  longitude: Type.Number(),
  distance: Type.Number({ description: 'Miles from the member' }),
  logo: Nullable(Type.String()),
});

export const OfferLocation = Type.Object(
  {
    offerLocationId: Type.Integer(),
    offerId: Type.Integer(),
    retailerId: Type.Integer(),
    retailerLocationId: Type.Integer(),
    offerName: Type.String(),
    subTitle: Type.String(),
    description: Type.String(),
    locationName: Type.String(),
    fullPrice: Type.Number(),
    discountPrice: Type.Number({ description: '0 means no discount' }),
    price: Type.Number({ description: 'What one unit costs: discountPrice unless 0' }),
    image: Nullable(Type.String()),
    images: Type.Array(Type.String()),
    sizes: Type.Array(Type.String()),
    stock: Type.Integer(),
    distance: Type.Number({ description: 'Miles from the member' }),
    distanceUnit: Type.String(),
    favorite: Type.Boolean(),
    favoriteId: Nullable(Type.Integer()),
    likeCount: Type.Integer(),
    hasLiked: Type.Boolean(),
    categories: Type.Array(Category),
    offerType: Type.String(),
    barcode: Nullable(Type.String()),
    externalUrl: Nullable(Type.String()),
    starts: Nullable(Type.Integer({ description: 'Epoch ms' })),
    expires: Nullable(Type.Integer({ description: 'Epoch ms' })),
    active: Type.Boolean({ description: 'On sale now: active, started, not expired' }),
    rating: RatingSummary,
    retailerLocation: RetailerLocationSummary,
  },
  { description: 'One offer at one retailer location' },
);
export type OfferLocationResponse = Static<typeof OfferLocation>;

export const Offer = Type.Object({
  offerId: Type.Integer(),
  retailerId: Type.Integer(),
  retailerName: Type.String(),
  offerName: Type.String(),
  subTitle: Type.String(),
  description: Type.String(),
  fullPrice: Type.Number(),
  discountPrice: Type.Number(),
  price: Type.Number(),
  image: Nullable(Type.String()),
  images: Type.Array(Type.String()),
  sizes: Type.Array(Type.String()),
  categories: Type.Array(Category),
  offerType: Type.String(),
  barcode: Nullable(Type.String()),
  externalUrl: Nullable(Type.String()),
  starts: Nullable(Type.Integer()),
  expires: Nullable(Type.Integer()),
  active: Type.Boolean(),
  locations: Type.Array(
    Type.Object({
      offerLocationId: Type.Integer(),
      retailerLocationId: Type.Integer(),
      locationName: Type.String(),
      locationDisplay: Type.String(),
      stock: Type.Integer(),
      distance: Type.Number(),
    }),
    { description: 'Where it is sold, nearest first' },
  ),
});
export type OfferResponse = Static<typeof Offer>;

export const OfferSearchQuery = Type.Object({
  ...GeoFields,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  retailerLocationId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  categoryIds: Type.Optional(IdList('Offers in any of these categories')),
  ...PagingFields,
});

export const RetailerLocationWithOffers = Type.Object({
  ...RetailerLocation.properties,
  offers: Type.Array(OfferLocation, { description: 'What this shop sells now' }),
});

// The marketplace's entities, read off the generated OpenAPI types (see ../openapi.ts).
import type { ApiBody, ApiItem, ApiListItem } from '../openapi.ts';

/** One offer at one retailer location (the product page). */
export type OfferLocation = ApiItem<'/offers/location/{id}', 'get'>;
export type Category = OfferLocation['categories'][number];

export type RetailerLocationDetail = ApiItem<'/retailers/location/{id}', 'get'>;

/** What a favorite or like is about: one offer at a location, or one retailer location. */
export type FavoriteTarget = { offerLocationId: number } | { retailerLocationId: number };
export type Favorite = ApiItem<'/favorites', 'post'>;

export type Region = ApiListItem<'/regions/geocode', 'get'>;

export type BillingAddressInput = ApiBody<'/billing', 'post'>;
export type BillingAddress = ApiItem<'/billing/{id}', 'get'>;

export type CreditBalance = ApiItem<'/billing/points', 'get'>;
export type CreditEntry = CreditBalance['history'][number];

export type CartPreview = ApiItem<'/wallets/preview', 'post'>;
export type Order = ApiItem<'/orders/{id}', 'get'>;

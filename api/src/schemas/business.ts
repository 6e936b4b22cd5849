// The shop's side of the marketplace (issue 36): shop staff, their shops and the orders
// placed there.
import { Type, type Static } from 'typebox';
import { GeoFields, Nullable } from './common.ts';
import { HolidayClosure, OpeningHours } from './retailers.ts';
import { Reason } from './staff.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SHOP_ORDER_STATUSES = [
  'PLACED',
  'ACCEPTED',
  'READY',
  'COLLECTED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const ShopOrderStatusName = Type.Union(
  [
    Type.Literal('PLACED'),
    Type.Literal('ACCEPTED'),
    Type.Literal('READY'),
    Type.Literal('COLLECTED'),
    Type.Literal('REJECTED'),
    Type.Literal('CANCELLED'),
    Type.Literal('EXPIRED'),
  ],
  {
    description:
      'PLACED → ACCEPTED → READY → COLLECTED; or REJECTED (by the shop), CANCELLED (by the ' +
      'member, until accepted) or EXPIRED (not collected in time)',
  },
);

export const StaffedLocation = Type.Object({
  retailerLocationId: Type.Integer(),
  name: Type.String(),
  locationDisplay: Type.String(),
  timeZone: Type.String(),
  hours: Type.Array(OpeningHours),
  openOrders: Type.Integer({ description: 'Orders placed, accepted or ready' }),
});
export type StaffedLocationResponse = Static<typeof StaffedLocation>;

export const ShopOrderItem = Type.Object({
  transactionId: Type.Integer(),
  offerName: Type.String(),
  size: Nullable(Type.String()),
  quantity: Type.Integer(),
  price: Type.Number(),
  lineTotal: Type.Number(),
  status: Type.String({ description: 'ACTIVE, REDEEMED, EXPIRED or CANCELLED' }),
});

export const ShopOrder = Type.Object({
  shopOrderId: Type.Integer(),
  orderId: Type.Integer(),
  retailerLocationId: Type.Integer(),
  locationName: Type.String(),
  status: ShopOrderStatusName,
  reason: Nullable(Type.String()),
  amount: Type.Number({ description: "This shop's share of what the order cost" }),
  paidWith: Type.Union([Type.Literal('CREDIT'), Type.Literal('CASH')], {
    description: 'CREDIT: paid already; CASH: to pay at the counter',
  }),
  customer: Type.Object({ accountId: Type.Integer(), display: Type.String() }),
  items: Type.Array(ShopOrderItem),
  idChecked: Type.Boolean({ description: "Staff confirmed the member's ID and age" }),
  idCheckedAt: Nullable(Type.Integer({ description: 'Epoch ms' })),
  created: Type.Integer({ description: 'Epoch ms' }),
  updated: Type.Integer({ description: 'Epoch ms' }),
});
export type ShopOrderResponse = Static<typeof ShopOrder>;

export const ShopOrdersQuery = Type.Object({
  ...GeoFields,
  retailerLocationId: Id,
  view: Type.Optional(
    Type.Union([Type.Literal('open'), Type.Literal('done')], {
      description: 'open (default): placed, accepted or ready; done: the 50 latest others',
    }),
  ),
});

export const ShopOrderParams = Type.Object({ shopOrderId: Id });

export const ShopOrderAction = Type.Union(
  [Type.Literal('accept'), Type.Literal('ready'), Type.Literal('reject')],
  { description: 'accept (PLACED), ready (ACCEPTED), reject (with a reason)' },
);

export const ShopOrderActionBody = Type.Object({
  ...GeoFields,
  action: ShopOrderAction,
  reason: Type.Optional(Reason),
});
export type ShopOrderActionInput = Static<typeof ShopOrderActionBody>;

export const CollectBody = Type.Object({
  ...GeoFields,
  redemptionCode: Type.String({
    minLength: 4,
    maxLength: 40,
    description: "One of the order's redemption codes, as the member shows it",
  }),
  idChecked: Type.Boolean({
    description: "Staff saw the member's ID and checked their age: required to collect",
  }),
});

export const CancelOrderBody = Type.Object({
  ...GeoFields,
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

/** What the member's order shows of each shop it is collected from. */
export const Pickup = Type.Object({
  shopOrderId: Type.Integer(),
  retailerLocationId: Type.Integer(),
  locationName: Type.String(),
  status: ShopOrderStatusName,
  reason: Nullable(Type.String()),
  amount: Type.Number(),
  pickupFrom: Type.Integer({ description: 'Epoch ms: from when the order can be collected' }),
  pickupBy: Nullable(
    Type.Integer({ description: 'Epoch ms: when an order to pay in the shop expires' }),
  ),
  timeZone: Type.String(),
  hours: Type.Array(OpeningHours),
  closures: Type.Array(HolidayClosure, { description: "The shop's holiday closures to come" }),
  cancellable: Type.Boolean({ description: 'The member may still cancel it (until accepted)' }),
});
export type PickupResponse = Static<typeof Pickup>;

export const InviteTokenParams = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 100 }),
});

export const ShopInvitePreview = Type.Object({
  retailerLocationId: Type.Integer(),
  locationName: Type.String(),
  locationDisplay: Type.String(),
  expires: Type.Integer({ description: 'Epoch ms' }),
});

/** A photo of an offer; `photoId` names it when the photos are sent back in a change. */
const OfferPhoto = Type.Object({
  photoId: Type.String(),
  thumbnailURL: Type.String(),
  fullURL: Type.String(),
});

/** An offer at a shop, as its staff edit it (issue 36, menus and stock). */
export const ShopMenuItem = Type.Object({
  offerLocationId: Type.Integer(),
  offerId: Type.Integer(),
  offerName: Type.String(),
  fullPrice: Type.Number({ description: "The retailer's price, for all its shops" }),
  discountPrice: Type.Number({ description: '0 when there is no sale price' }),
  description: Type.String(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  sizes: Type.Array(Type.String()),
  stock: Type.Integer(),
  soldOut: Type.Boolean({ description: 'Taken off sale at this shop, whatever the stock' }),
  lowStock: Type.Boolean({
    description: "At or below the operator's low-stock threshold (its staff were notified)",
  }),
  photos: Type.Array(OfferPhoto, { description: 'The first is the one lists show' }),
});

export const ShopMenuQuery = Type.Object({ ...GeoFields, retailerLocationId: Id });

export const MenuItemParams = Type.Object({ offerLocationId: Id });

export const MAX_OFFER_PHOTOS = 6;

const FullPrice = Type.Number({
  minimum: 0,
  maximum: 100_000,
  description: "Dollars; the retailer's price at ALL its shops",
});

const OfferFields = {
  photos: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 300 }), {
      maxItems: MAX_OFFER_PHOTOS,
      description:
        "The offer's photos in order, replacing the ones it had: photoIds it has now, and " +
        'uploadIds of photos the staff member uploaded (POST /assets). At all its shops.',
    }),
  ),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  description: Type.Optional(Type.String({ maxLength: 2_000 })),
  categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  sizes: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      maxItems: 12,
      description: 'The sizes sold, e.g. "1 g", "3.5 g"',
    }),
  ),
  fullPrice: Type.Optional(FullPrice),
  discountPrice: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100_000,
      description: 'Dollars, below the full price; 0 for no sale price. At all its shops.',
    }),
  ),
};

const Stock = Type.Integer({
  minimum: 0,
  maximum: 100_000,
  description: 'Units on hand at this shop',
});

export const MenuItemBody = Type.Object({
  ...GeoFields,
  stock: Type.Optional(Stock),
  soldOut: Type.Optional(Type.Boolean({ description: 'true takes it off sale here' })),
  ...OfferFields,
});
export type MenuItemInput = Omit<Static<typeof MenuItemBody>, 'latitude' | 'longitude'>;

/** A new offer at the shop: the retailer's, sold at this shop only until another adds it. */
export const NewOfferBody = Type.Object({
  ...GeoFields,
  ...OfferFields,
  name: Type.String({ minLength: 1, maxLength: 120 }),
  fullPrice: FullPrice,
  stock: Stock,
});
export type NewOfferInput = Omit<Static<typeof NewOfferBody>, 'latitude' | 'longitude'>;

const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM' });

export const HoursBody = Type.Object({
  ...GeoFields,
  hours: Type.Array(
    Type.Object({
      day: Type.Union(
        ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) =>
          Type.Literal(day),
        ),
      ),
      open: Nullable(Time),
      close: Nullable(Time),
    }),
    { maxItems: 7, description: 'One entry a day; open and close both null when closed' },
  ),
});
export type HoursInput = Static<typeof HoursBody>['hours'];

export const LocationParams = Type.Object({ retailerLocationId: Id });

export const ClosuresBody = Type.Object({
  ...GeoFields,
  closures: Type.Array(HolidayClosure, {
    maxItems: 60,
    description: "The shop's holiday closures from today on; replaces the ones it had",
  }),
});
export type ClosuresInput = Static<typeof ClosuresBody>['closures'];

export const ShopClosures = Type.Object({
  retailerLocationId: Type.Integer(),
  closures: Type.Array(HolidayClosure),
});

import { Type, type Static } from 'typebox';
import { BillingAddress, CreditEntry } from './billing.ts';
import { AddressFields } from './offers.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const CurrencyType = Type.Union([Type.Literal('CASH'), Type.Literal('RELOAD')], {
  description: 'CASH pays in the shop; RELOAD pays with credit',
});

/** SPEC §3 cart item. `display` is what the cart showed; only its size is used. */
export const CartLine = Type.Object({
  offerId: Id,
  offerLocationId: Id,
  quantity: Type.Integer({ minimum: 0, maximum: 1000 }),
  display: Type.Optional(
    Type.Object({
      item: Type.Optional(Type.String({ maxLength: 300 })),
      size: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    }),
  ),
});
export type CartLineInput = Static<typeof CartLine>;

const CartFields = {
  ...GeoFields,
  offerCart: Type.Array(CartLine, { minItems: 1, maxItems: 100 }),
  currencyType: Type.Optional(CurrencyType),
  promoCode: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  finalPrice: Type.Optional(
    Type.Number({ description: 'Ignored: prices always come from the database' }),
  ),
};

export const CartBody = Type.Object(CartFields);
export type CartInput = Static<typeof CartBody>;

export const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Chosen by the client per checkout; repeating it returns the first order',
});

export const PlaceOrderBody = Type.Object({
  ...CartFields,
  billingAddressId: Id,
  idempotencyKey: IdempotencyKey,
});
export type PlaceOrderInput = Static<typeof PlaceOrderBody>;

export const PricedLine = Type.Object({
  offerId: Type.Integer(),
  offerLocationId: Type.Integer(),
  offerName: Type.String(),
  locationName: Type.String(),
  size: Nullable(Type.String()),
  quantity: Type.Integer(),
  fullPrice: Type.Number(),
  discountPrice: Type.Number(),
  price: Type.Number({ description: 'One unit: discountPrice unless 0' }),
  lineTotal: Type.Number(),
  stock: Type.Integer(),
});

export const CartPreview = Type.Object({
  offerCart: Type.Array(PricedLine),
  currencyType: CurrencyType,
  promoCode: Nullable(Type.String()),
  promoDescription: Nullable(Type.String()),
  itemCount: Type.Integer(),
  subtotal: Type.Number(),
  discount: Type.Number(),
  finalPrice: Type.Number({ description: 'What the order costs: subtotal less discount' }),
  creditBalance: Type.Number(),
  creditSufficient: Type.Boolean({ description: 'Whether credit covers finalPrice' }),
});

export const WalletEntry = Type.Object({
  transactionId: Type.Integer(),
  orderId: Type.Integer(),
  offerLocationId: Nullable(Type.Integer()),
  offerId: Nullable(Type.Integer()),
  offerName: Type.String(),
  size: Nullable(Type.String()),
  quantity: Type.Integer(),
  fullPrice: Type.Number(),
  discountPrice: Type.Number(),
  price: Type.Number(),
  lineTotal: Type.Number(),
  redemptionCode: Type.String({ description: 'Shown at the counter to collect the items' }),
  qrCodeUrl: Nullable(Type.String()),
  image: Nullable(Type.String()),
  location: Nullable(
    Type.Object({
      retailerLocationId: Type.Integer(),
      name: Type.String(),
      locationDisplay: Type.String(),
      address: AddressFields,
    }),
  ),
  status: Type.String({ description: 'ACTIVE, REDEEMED or EXPIRED' }),
  created: Type.Integer({ description: 'Epoch ms' }),
});
export type WalletEntryResponse = Static<typeof WalletEntry>;

export const Payment = Type.Object({
  paymentType: Type.String({ description: 'CASH (in the shop) or CREDIT' }),
  amount: Type.Number(),
  status: Type.String({ description: 'DUE_AT_PICKUP or PAID' }),
});

export const Order = Type.Object({
  orderId: Type.Integer(),
  orderType: Type.String({ description: 'PURCHASE or RELOAD (buying credit)' }),
  status: Type.String(),
  customer: Type.Object({ accountId: Type.Integer(), display: Type.String() }),
  amount: Type.Number({ description: 'What the order cost after any promo code' }),
  subtotal: Type.Number(),
  discount: Type.Number(),
  currencyType: CurrencyType,
  promoCode: Nullable(Type.String()),
  description: Type.String(),
  billingAddress: Nullable(BillingAddress),
  purchases: Type.Array(WalletEntry),
  credits: Type.Array(CreditEntry),
  payments: Type.Array(Payment),
  created: Type.Integer({ description: 'Epoch ms' }),
  updated: Type.Integer({ description: 'Epoch ms' }),
});
export type OrderResponse = Static<typeof Order>;

export const WalletSearchQuery = Type.Object({
  ...GeoFields,
  status: Type.Optional(Type.String({ maxLength: 20 })),
  orderId: Type.Optional(Id),
  ...PagingFields,
});

export const OrderSearchQuery = Type.Object({
  ...GeoFields,
  orderType: Type.Optional(Type.String({ maxLength: 20, description: 'PURCHASE or RELOAD' })),
  ...PagingFields,
});

/** SPEC §7 POST /orders: a credit reload, or a ticket deduction. */
export const OrderBody = Type.Object({
  ...GeoFields,
  cart: Type.Optional(
    Type.Array(
      Type.Object({
        amount: Type.Number({ exclusiveMinimum: 0, maximum: 500 }),
        orderItemType: Type.String({ maxLength: 20 }),
      }),
      { minItems: 1, maxItems: 10 },
    ),
  ),
  currencyType: Type.Optional(Type.String({ maxLength: 20 })),
  ticketCount: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000, description: 'Tickets to spend (a deduction)' }),
  ),
  description: Type.Optional(Type.String({ maxLength: 200, description: 'What they pay for' })),
  idempotencyKey: Type.Optional(IdempotencyKey),
});
export type OrderInput = Static<typeof OrderBody>;

import { Type, type Static } from 'typebox';
import { GeoFields, Nullable } from './common.ts';

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

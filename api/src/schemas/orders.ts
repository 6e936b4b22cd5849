import { Type, type Static } from 'typebox';
import { BillingAddress, CreditEntry } from './billing.ts';
import { Pickup } from './business.ts';
import { CurrencyType, IdempotencyKey } from './checkout.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';
import { WalletEntry } from './wallets.ts';

export const Payment = Type.Object({
  paymentType: Type.String({ description: 'CASH (in the shop), CREDIT, or CARD (a reload)' }),
  amount: Type.Number(),
  status: Type.String({ description: 'DUE_AT_PICKUP or PAID; a card payment PENDING or FAILED' }),
  provider: Type.Optional(Type.String({ description: 'Who takes a card payment: stripe' })),
  paymentIntentId: Type.Optional(
    Nullable(Type.String({ description: "The provider's payment (a Stripe PaymentIntent id)" })),
  ),
  clientSecret: Type.Optional(
    Nullable(
      Type.String({
        description:
          'While the payment is pending: what the client confirms the PaymentIntent with',
      }),
    ),
  ),
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
  pickups: Type.Optional(
    Type.Array(Pickup, {
      description: 'Where each part of a purchase is collected, and where it is in its life',
    }),
  ),
  created: Type.Integer({ description: 'Epoch ms' }),
  updated: Type.Integer({ description: 'Epoch ms' }),
});
export type OrderResponse = Static<typeof Order>;

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
  gameObjectId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'With ticketCount: buys the hint to this question at its hintTicketCost',
    }),
  ),
  description: Type.Optional(Type.String({ maxLength: 200, description: 'What they pay for' })),
  idempotencyKey: Type.Optional(IdempotencyKey),
});
export type OrderInput = Static<typeof OrderBody>;

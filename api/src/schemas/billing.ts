import { Type, type Static } from 'typebox';
import { GeoFields, Nullable, PagingFields } from './common.ts';

export const BillingAddressBody = Type.Object({
  ...GeoFields,
  name: Type.String({ maxLength: 120, description: 'Who pays' }),
  street: Type.String({ maxLength: 200 }),
  street2: Type.Optional(Type.String({ maxLength: 200 })),
  city: Type.String({ maxLength: 100 }),
  state: Type.String({ maxLength: 50, description: 'Two-letter code in the US' }),
  postalCode: Type.String({ maxLength: 20, description: 'A ZIP code in the US' }),
  country: Type.Optional(Type.String({ maxLength: 2, description: 'ISO code, default US' })),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
});
export type BillingAddressInput = Static<typeof BillingAddressBody>;

export const BillingAddress = Type.Object({
  billingAddressId: Type.Integer(),
  name: Type.String(),
  street: Type.String(),
  street2: Type.String(),
  city: Type.String(),
  state: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  phone: Nullable(Type.String()),
  created: Type.Integer({ description: 'Epoch ms' }),
  updated: Type.Integer({ description: 'Epoch ms' }),
});
export type BillingAddressResponse = Static<typeof BillingAddress>;

export const BillingSearchQuery = Type.Object({
  ...GeoFields,
  ...PagingFields,
});

export const CreditEntry = Type.Object({
  entryId: Type.Integer(),
  amount: Type.Number({ description: 'Positive adds credit, negative spends it' }),
  entryType: Type.String({
    description: 'STARTING_CREDIT, RELOAD, PURCHASE, REFUND or ADJUSTMENT',
  }),
  description: Type.String(),
  orderId: Nullable(Type.Integer()),
  created: Type.Integer({ description: 'Epoch ms' }),
});
export type CreditEntryResponse = Static<typeof CreditEntry>;

export const CreditBalance = Type.Object({
  accountId: Type.Integer(),
  balance: Type.Number({ description: 'The sum of every ledger entry' }),
  currency: Type.String(),
  history: Type.Array(CreditEntry, { description: 'The latest entries, newest first' }),
});

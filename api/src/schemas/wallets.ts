import { Type, type Static } from 'typebox';
import { AddressFields } from './offers.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

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

export const WalletSearchQuery = Type.Object({
  ...GeoFields,
  status: Type.Optional(Type.String({ maxLength: 20 })),
  orderId: Type.Optional(Id),
  ...PagingFields,
});

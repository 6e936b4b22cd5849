import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, IdList, Nullable, PagingFields } from './common.ts';
import { PhotoSize } from './uploads.ts';

/** At most this many ids per asset search. */
export const MAX_ASSET_IDS = 100;

export const AssetSearchQuery = Type.Object({
  assetIds: Type.Optional(IdList(`Comma-separated asset ids (at most ${MAX_ASSET_IDS})`)),
  albumId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: "Only this album's assets" }),
  ),
  ...PagingFields,
  ...GeoFields,
});
export type AssetSearchInput = Static<typeof AssetSearchQuery>;

export const Asset = Type.Object({
  assetId: Type.Integer(),
  albumId: Type.Integer(),
  fileName: Type.String(),
  caption: Type.String(),
  mediaType: Type.String({ description: 'IMAGE, AUDIO or VIDEO' }),
  mimeType: Type.String(),
  thumbnailURL: Nullable(Type.String()),
  coverURL: Nullable(Type.String()),
  fullURL: Nullable(Type.String()),
  ...PhotoSize,
  uploader: AccountShort,
  likesCount: Type.Integer(),
  commentsCount: Type.Integer(),
  created: Type.Integer({ description: 'Epoch milliseconds' }),
  updated: Type.Integer({ description: 'Epoch milliseconds' }),
  metaData: Type.Object({}, { additionalProperties: true }),
});
export type AssetResponse = Static<typeof Asset>;

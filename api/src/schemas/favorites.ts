import { Type, type Static } from 'typebox';
import { GeoFields, Nullable } from './common.ts';

const TargetId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** What a favorite or like is about: exactly one of these. */
export const TargetFields = {
  offerLocationId: Type.Optional(TargetId),
  retailerLocationId: Type.Optional(TargetId),
  albumId: Type.Optional(TargetId),
};

export const TargetBody = Type.Object({ ...GeoFields, ...TargetFields });

export const FavoriteDeleteInput = Type.Object({
  ...GeoFields,
  ...TargetFields,
  favoriteId: Type.Optional(TargetId),
});

export const TargetType = Type.Union([
  Type.Literal('OFFER_LOCATION'),
  Type.Literal('RETAILER_LOCATION'),
  Type.Literal('ALBUM'),
]);
export type TargetTypeValue = Static<typeof TargetType>;

export const Favorite = Type.Object({
  favoriteId: Type.Integer(),
  favoritableType: TargetType,
  favoritableId: Type.Integer(),
  offerLocationId: Nullable(Type.Integer()),
  retailerLocationId: Nullable(Type.Integer()),
  created: Type.Integer({ description: 'Epoch ms' }),
});
export type FavoriteResponse = Static<typeof Favorite>;

/** What a like is about: a favorite's targets, or a comment (PLATFORM.md `note`). */
export const LikeTargetBody = Type.Object({
  ...GeoFields,
  ...TargetFields,
  noteId: Type.Optional(TargetId),
});

export const LikeState = Type.Object({
  likeId: Nullable(Type.Integer()),
  likableType: Type.Union([...TargetType.anyOf, Type.Literal('NOTE')]),
  likableId: Type.Integer(),
  likeCount: Type.Integer(),
  hasLiked: Type.Boolean(),
});
export type LikeStateResponse = Static<typeof LikeState>;

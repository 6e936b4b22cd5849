import { Type, type Static } from 'typebox';
import { GeoFields, IdList, Nullable, PagingFields } from './common.ts';

/** SPEC §9: anything else falls back to ALBUM_CREATED. */
export const ALBUM_SORT_FIELDS = [
  'ALBUM_ID',
  'ALBUM_TYPE',
  'ALBUM_TITLE',
  'ALBUM_DESCRIPTION',
  'ALBUM_UPDATED',
  'ALBUM_CREATED',
  'ALBUM_START_DATE',
  'ALBUM_END_DATE',
  'ALBUM_LIKES',
  'ALBUM_NOTES',
  'ALBUM_FLAGS',
  'ALBUM_SHARES',
  'ALBUM_USERS',
  'ALBUM_FAVORITES',
  'ALBUM_DISLIKES',
  'ALBUM_DISTANCE',
  'ALBUM_TYPE_ID',
  'TRENDING',
  'RANDOM',
] as const;
export type AlbumSortField = (typeof ALBUM_SORT_FIELDS)[number];

export const AccountShort = Type.Object({
  accountId: Type.Integer(),
  display: Type.String(),
  username: Type.String(),
  profileImage: Type.String(),
  accountType: Type.String({ description: 'MEMBER or OPERATOR' }),
  locationDisplay: Nullable(Type.String()),
});

export const Album = Type.Object({
  albumId: Type.Integer(),
  albumType: Type.String(),
  owner: AccountShort,
  ownerId: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  coverURL: Nullable(Type.String()),
  fullURL: Nullable(Type.String()),
  thumbnailURL: Nullable(Type.String()),
  mediaType: Type.String({ description: 'IMAGE, AUDIO or VIDEO' }),
  tags: Type.Array(Type.String()),
  visibility: Type.String({ description: 'PUBLIC, PRIVATE or FRIENDS' }),
  categoryIds: Type.Array(Type.Integer()),
  startDate: Nullable(Type.Integer()),
  endDate: Nullable(Type.Integer()),
  assetCount: Type.Integer(),
  likeCount: Type.Integer(),
  dislikeCount: Type.Integer(),
  commentsCount: Type.Integer(),
  favoriteCount: Type.Integer(),
  sharedCount: Type.Integer(),
  viewedCount: Type.Integer(),
  clickedCount: Type.Integer(),
  userCount: Type.Integer(),
  flagCount: Type.Integer(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  locationDescription: Nullable(Type.String()),
  distance: Nullable(Type.Number({ description: 'Miles from the member' })),
  dateCreated: Type.Integer({ description: 'Epoch milliseconds' }),
  dateUpdated: Type.Integer({ description: 'Epoch milliseconds' }),
  hasLiked: Type.Boolean(),
  favorite: Type.Boolean(),
  favoriteId: Nullable(Type.Integer()),
  metaData: Type.Object({}, { additionalProperties: true }),
  publicPermissions: Type.Object({
    read: Type.Boolean(),
    write: Type.Boolean(),
    delete: Type.Boolean(),
    add: Type.Boolean(),
  }),
  totalEpisodes: Type.Integer(),
});
export type AlbumResponse = Static<typeof Album>;

export const AlbumSearchQuery = Type.Object({
  albumType: Type.Optional(
    Type.String({ maxLength: 200, description: 'One type or a comma list' }),
  ),
  filter: Type.Optional(Type.String({ maxLength: 50, description: 'MINE: only your own albums' })),
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  sortField: Type.Optional(
    Type.String({ maxLength: 50, description: `One of ${ALBUM_SORT_FIELDS.join(', ')}` }),
  ),
  sortOrder: Type.Optional(Type.String({ maxLength: 10, description: 'ASC or DESC' })),
  descending: Type.Optional(Type.Boolean()),
  ...PagingFields,
  audienceIds: Type.Optional(IdList('Only albums aimed at any of these audiences')),
  categoryIds: Type.Optional(IdList('Albums in any (strictMap: all) of these categories')),
  strictMap: Type.Optional(Type.Boolean({ description: 'Require every category, not any' })),
  albumIds: Type.Optional(IdList('Only these albums')),
  nocache: Type.Optional(Type.String({ maxLength: 100 })),
  returnFullResponse: Type.Optional(Type.Boolean()),
  ...GeoFields,
});
export type AlbumSearchInput = Static<typeof AlbumSearchQuery>;

export const AlbumGetQuery = Type.Object({
  returnFullResponse: Type.Optional(Type.Boolean()),
  nocache: Type.Optional(Type.String({ maxLength: 100 })),
  ...GeoFields,
});

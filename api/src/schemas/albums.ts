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
  parentAlbumId: Nullable(
    Type.Integer({ description: 'The channel or group a post was written in' }),
  ),
  accessLocked: Type.Boolean({
    description:
      'Its access tags, or those of the channel or group it is written in, do not open it ' +
      'to you (SPEC §4): only what its tile shows is sent (title, cover, owner, dates, ' +
      'counts and its own metaData access_* keys); the description, tags, location, other ' +
      "metaData and photos are left out, and a post's title and cover too (its first line " +
      'and photo)',
  }),
});
export type AlbumResponse = Static<typeof Album>;

export const AlbumSearchQuery = Type.Object({
  albumType: Type.Optional(
    Type.String({ maxLength: 200, description: 'One type or a comma list' }),
  ),
  filter: Type.Optional(
    Type.String({
      maxLength: 50,
      description:
        'MINE: only your own albums; JOINED: the groups you joined, channels you follow and ' +
        'events you attend (private ones included)',
    }),
  ),
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
  ownerId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: "Only this member's albums (those you may see)",
    }),
  ),
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

/** SPEC §3 album types; members may create any of them. */
export const ALBUM_TYPES = [
  'episodes',
  'category',
  'brand',
  'charities',
  'star',
  'series',
  'news',
  'customlist',
  'breakoutlist',
  'chat_bot',
  'cart',
  'album',
] as const;

/** Stored metaData is at most this many bytes of JSON. */
export const MAX_META_DATA_BYTES = 64 * 1024;

const albumWriteFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  albumType: Type.Union(
    ALBUM_TYPES.map((type) => Type.Literal(type)),
    { description: 'cart and chat_bot albums are only ever shown to their owner' },
  ),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  visibility: Type.Optional(
    Type.Union([Type.Literal('PUBLIC'), Type.Literal('PRIVATE')], { default: 'PUBLIC' }),
  ),
  publicRead: Type.Optional(Type.Boolean()),
  publicWrite: Type.Optional(Type.Boolean()),
  publicAdd: Type.Optional(Type.Boolean()),
  metaData: Type.Optional(
    Type.Union(
      [
        Type.Object({}, { additionalProperties: true }),
        // The 64 KiB limit applies to the parsed JSON, checked with a clearer message.
        Type.String({ maxLength: 1024 * 1024 }),
      ],
      {
        description:
          'A JSON object, or JSON text of one (the web client sends its cart as text); ' +
          'at most 64 KiB. Returned as an object.',
      },
    ),
  ),
};

export const AlbumCreateBody = Type.Object({ ...albumWriteFields, ...GeoFields });
export type AlbumCreateInput = Static<typeof AlbumCreateBody>;

export const AlbumUpdateBody = Type.Object({
  ...albumWriteFields,
  title: Type.Optional(albumWriteFields.title),
  albumType: Type.Optional(albumWriteFields.albumType),
  ...GeoFields,
});
export type AlbumUpdateInput = Static<typeof AlbumUpdateBody>;

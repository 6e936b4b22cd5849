import { Type, type Static } from 'typebox';
import { Album } from './albums.ts';
import { GeoFields, Nullable } from './common.ts';
import { LinkPreview } from './link-previews.ts';
import { PhotoSize, UPLOAD_ID_PATTERN } from './uploads.ts';

/** A photo of a post (PLATFORM.md `asset`, the fields a wall card needs). */
export const PostPhoto = Type.Object({
  assetId: Type.Integer(),
  fileName: Type.String(),
  caption: Type.String(),
  mimeType: Type.String(),
  thumbnailURL: Type.String({ description: 'Within 320×320 px' }),
  coverURL: Type.String({ description: 'Within 1080×1080 px' }),
  fullURL: Type.String({ description: 'Within 2048×2048 px' }),
  ...PhotoSize,
});
export type PostPhotoResponse = Static<typeof PostPhoto>;

const ReviewTypeSchema = Type.Union(
  [Type.Literal('RETAILER_LOCATION'), Type.Literal('OFFER_LOCATION')],
  { description: 'A shop (retailerLocationId) or an offer at a shop (offerLocationId)' },
);
const Rating = Type.Integer({ minimum: 1, maximum: 5, description: 'Stars, 1 to 5' });

/** What a post reviews and how many stars it gives. */
export const PostReview = Type.Object({
  reviewType: ReviewTypeSchema,
  reviewId: Type.Integer({ description: 'The retailerLocationId or offerLocationId' }),
  name: Type.String({ description: 'The shop, or the offer and its shop' }),
  rating: Rating,
});
export type PostReviewResponse = Static<typeof PostReview>;

export const PostReviewInput = Type.Object({
  reviewType: ReviewTypeSchema,
  reviewId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  rating: Rating,
});

/** An album as the wall and the post detail show it: with its photos and your reactions. */
export const WallPost = Type.Object({
  ...Album.properties,
  review: Nullable(PostReview),
  assets: Type.Array(PostPhoto),
  linkPreview: Type.Optional(
    Type.Union([LinkPreview, Type.Null()], {
      description:
        'On the wall: the preview card of the first web page the text links to, null when ' +
        'that page has none; left out when the server has not read the page yet (ask ' +
        'GET /link-previews for it) or the text links nowhere.',
    }),
  ),
});
export type WallPostResponse = Static<typeof WallPost>;

export const WallQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'nextCursor of the previous page; leave out for the newest posts',
    }),
  ),
  limit: Type.Optional(Type.Integer({ description: 'Page size (default 10, at most 50)' })),
  albumId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: "A channel's or a group's own wall: only the posts written in it",
    }),
  ),
  ...GeoFields,
});

export const WallEnvelope = Type.Object({
  valid: Type.Literal(true),
  message: Type.String(),
  items: Type.Array(WallPost),
  count: Type.Integer({ description: 'Items in this page' }),
  countTotal: Type.Integer({
    description:
      'Posts on the whole wall, counted up to 1000 past the first page: exact when the ' +
      'wall fits on one page or holds at most 1000 posts',
  }),
  hasMoreResults: Type.Boolean(),
  start: Type.Integer({ description: 'Always 0: the wall pages by cursor, not by offset' }),
  limit: Type.Integer(),
  nextCursor: Nullable(Type.String({ description: 'Pass as cursor for the next page' })),
});

const UploadId = Type.String({ pattern: UPLOAD_ID_PATTERN, maxLength: 36 });

// Lengths are checked by the route, which says how long the text is; this only stops abuse.
const PostText = Type.String({ maxLength: 200_000 });

export const PostCreateBody = Type.Object({
  description: PostText,
  uploadIds: Type.Optional(
    Type.Array(UploadId, {
      maxItems: 50,
      description: 'Photos uploaded with POST /assets, in the order to show them (at most 10)',
    }),
  ),
  albumId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Write it in a group you joined or a channel you own',
    }),
  ),
  review: Type.Optional(PostReviewInput),
  idempotencyKey: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Chosen by the client per post; sending it again returns the first post (409 with ' +
        'another post)',
    }),
  ),
  ...GeoFields,
});

export const PostUpdateBody = Type.Object({ description: PostText, ...GeoFields });

export const UploadedPhoto = Type.Object({
  uploadId: Type.String(),
  fullURL: Type.String(),
  coverURL: Type.String(),
  thumbnailURL: Type.String(),
  mimeType: Type.String({ description: 'The type of the file as uploaded' }),
  byteSize: Type.Integer({ description: 'The size of the file as uploaded' }),
  ...PhotoSize,
});

export const PhotoUploadForm = Type.Object({
  file: Type.Optional(
    Type.Unsafe<unknown>({
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'The photo: JPEG, PNG, WebP or GIF, at most 10 MB',
    }),
  ),
});

export const DiscoverQuery = Type.Object({
  keyword: Type.String({ minLength: 1, maxLength: 200, description: 'Words to find' }),
  start: Type.Optional(Type.Integer({ description: 'Offset of the first item (default 0)' })),
  limit: Type.Optional(Type.Integer({ description: 'Page size (default 10, at most 100)' })),
  ...GeoFields,
});

/** A search result: the album, and its text with the matched words marked ⟪like this⟫. */
export const DiscoveredPost = Type.Object({
  ...WallPost.properties,
  headline: Nullable(
    Type.String({ description: 'Matching text with the found words between ⟪ and ⟫' }),
  ),
});

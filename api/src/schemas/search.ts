import { Type, type Static } from 'typebox';
import { Nullable, PagingFields } from './common.ts';

/** What one search may ask for at most per kind (the header shows a handful of each). */
export const MAX_SEARCH_PER_KIND = 20;
export const MAX_SEARCH_LENGTH = 100;

export const SEARCH_KINDS = [
  'posts',
  'comments',
  'members',
  'shops',
  'products',
  'events',
  'groups',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: MAX_SEARCH_LENGTH,
    description: 'The words to find; the last one may be unfinished (matched as a prefix)',
  }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_SEARCH_PER_KIND,
      description: `Results per kind (default 5, at most ${MAX_SEARCH_PER_KIND})`,
    }),
  ),
});

/** One thing found, with what its page's address is built from. */
export const SearchHit = Type.Object({
  /** The post's, comment's, member's, shop's (retailer location), product's (offer location), event's or group's id. */
  id: Type.Integer(),
  title: Type.String(),
  /** A second line: the author, the shop and city, the start… */
  subtitle: Type.String(),
  imageURL: Nullable(Type.String()),
  /** The album a post, event, group or comment opens on, and its type (albumPath). */
  albumId: Nullable(Type.Integer()),
  albumType: Nullable(Type.String()),
  /** A member's @handle. */
  username: Nullable(Type.String()),
  /** The album is access-locked to the viewer: only its title is shown and matched. */
  accessLocked: Type.Boolean(),
});
export type SearchHitResponse = Static<typeof SearchHit>;

export const SearchGroup = Type.Object({
  kind: Type.Union([
    Type.Literal('posts'),
    Type.Literal('comments'),
    Type.Literal('members'),
    Type.Literal('shops'),
    Type.Literal('products'),
    Type.Literal('events'),
    Type.Literal('groups'),
  ]),
  items: Type.Array(SearchHit),
  /** More of this kind match than were sent. */
  hasMoreResults: Type.Boolean(),
});
export type SearchGroupResponse = Static<typeof SearchGroup>;

export const SearchAnswer = Type.Object({
  /** Every kind, in a fixed order, empty ones included. */
  groups: Type.Array(SearchGroup),
});
export type SearchAnswerResponse = Static<typeof SearchAnswer>;

export const MAX_TAG_LENGTH = 50;

export const TaggedQuery = Type.Object({
  tag: Type.String({
    minLength: 1,
    maxLength: MAX_TAG_LENGTH + 1,
    description: 'A #tag, with or without its #',
  }),
  ...PagingFields,
});

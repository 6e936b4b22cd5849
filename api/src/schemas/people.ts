import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { GeoFields, Nullable, PagingFields } from './common.ts';

export const PeopleSearchQuery = Type.Object({
  keyword: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of a name or username' }),
  ),
  ...PagingFields,
  ...GeoFields,
});

/** The account-short form plus how the caller is connected to the member. */
export const Person = Type.Object({
  ...AccountShort.properties,
  friend: Type.Boolean({ description: 'You and this member are friends' }),
  following: Type.Boolean({ description: 'You follow this member' }),
  followerCount: Type.Integer({ description: 'Members who follow this member' }),
});
export type PersonResponse = Static<typeof Person>;

/** SPEC §9: referral lists ask for up to 100 children. */
export const MAX_REFERRAL_LIST = 100;
export const MAX_REFERRAL_LEVELS = 10;

/** The platform's names, and the shorter ones clients also send. */
export const REFERRAL_RETRIEVE_TYPES = [
  'GET_CHILDREN',
  'GET_ANCESTOR',
  'GET_ALL',
  'CHILDREN',
  'ANCESTOR',
  'PARENT',
  'ALL',
] as const;
export type ReferralRetrieveType = (typeof REFERRAL_RETRIEVE_TYPES)[number];

const Level = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_REFERRAL_LEVELS, description }));
const ListStart = Type.Optional(Type.Integer({ minimum: 0, description: 'Offset (default 0)' }));
const ListLimit = Type.Optional(
  Type.Integer({ description: `Page size (default and at most ${MAX_REFERRAL_LIST})` }),
);

export const ReferralListQuery = Type.Object({
  accountId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Whose tree: only your own (anyone else is 404). Default: you.',
    }),
  ),
  retrieveType: Type.Optional(
    Type.Union(
      REFERRAL_RETRIEVE_TYPES.map((type) => Type.Literal(type)),
      {
        description:
          'GET_CHILDREN (members you referred, and theirs), GET_ANCESTOR (who referred you, ' +
          'and who referred them) or GET_ALL (default); CHILDREN, ANCESTOR/PARENT and ALL ' +
          'are accepted too.',
      },
    ),
  ),
  levelLimit: Level('How many levels to walk each way (default 3)'),
  childrenLevelLimit: Level('Levels of children; overrides levelLimit'),
  ancestorLevelLimit: Level('Levels of ancestors; overrides levelLimit'),
  childrenListStart: ListStart,
  childrenListLimit: ListLimit,
  ancestorListStart: ListStart,
  ancestorListLimit: ListLimit,
  start: Type.Optional(Type.Integer({ minimum: 0, description: 'Same as childrenListStart' })),
  limit: Type.Optional(Type.Integer({ description: 'Same as childrenListLimit' })),
  ...GeoFields,
});
export type ReferralListInput = Static<typeof ReferralListQuery>;

export const ReferralEntry = Type.Object({
  ...AccountShort.properties,
  level: Type.Integer({ description: '1 = directly referred by (or directly referring) you' }),
  referrerId: Nullable(Type.Integer({ description: 'The member who referred this one' })),
  joinedDate: Type.Integer({ description: 'When this member signed up (epoch ms)' }),
  childrenTotalNumber: Type.Integer({ description: 'Members this one referred directly' }),
});
export type ReferralEntryResponse = Static<typeof ReferralEntry>;

export const ReferralTree = Type.Object({
  account: AccountShort,
  retrieveType: Type.String({ description: 'GET_CHILDREN, GET_ANCESTOR or GET_ALL' }),
  ancestors: Type.Array(ReferralEntry, { description: 'Nearest first' }),
  ancestorTotal: Type.Integer(),
  children: Type.Array(ReferralEntry, { description: 'By level, then newest first' }),
  childrenTotal: Type.Integer(),
  childrenStart: Type.Integer(),
  childrenLimit: Type.Integer(),
  hasMoreChildren: Type.Boolean(),
});
export type ReferralTreeResponse = Static<typeof ReferralTree>;

import { Type, type Static } from 'typebox';
import { GeoFields, PagingFields } from './common.ts';
import { Person } from './people.ts';

const AccountId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const FollowBody = Type.Object({ accountId: AccountId, ...GeoFields });
export const FollowQuery = Type.Object({ accountId: Type.Optional(AccountId), ...GeoFields });

export const FollowState = Type.Object({
  accountId: Type.Integer(),
  following: Type.Boolean({ description: 'You follow this member now' }),
  followerCount: Type.Integer(),
});
export type FollowStateResponse = Static<typeof FollowState>;

/** A member ranked by followers and the engagement their posts get. */
export const Influencer = Type.Object({
  ...Person.properties,
  rank: Type.Integer({ description: '1 for the most influential' }),
  followingCount: Type.Integer(),
  postCount: Type.Integer({ description: 'Posts you may see' }),
  engagement: Type.Integer({ description: 'Likes and comments on the posts you may see' }),
});
export type InfluencerResponse = Static<typeof Influencer>;

export const InfluencerQuery = Type.Object({ ...PagingFields, ...GeoFields });

export const FollowListQuery = Type.Object({
  accountId: AccountId,
  followType: Type.Union([Type.Literal('FOLLOWERS'), Type.Literal('FOLLOWING')], {
    description: 'FOLLOWERS: who follows the member; FOLLOWING: whom the member follows',
  }),
  ...PagingFields,
  ...GeoFields,
});

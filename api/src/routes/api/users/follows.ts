import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { Person } from '../../../schemas/people.ts';
import { errorResponses, ItemEnvelope, ListEnvelope } from '../../../schemas/common.ts';
import {
  FollowBody,
  FollowListQuery,
  FollowQuery,
  FollowState,
  Influencer,
  InfluencerQuery,
} from '../../../schemas/follows.ts';

/** Following members and the influencer ranking, under /users. */

const follows: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/follow',
    {
      schema: {
        tags: ['users'],
        summary: 'Follow a member',
        description:
          'Following twice counts once; recorded as a FOLLOW event. 404 for an unknown member ' +
          'or yourself.',
        body: FollowBody,
        response: { 200: ItemEnvelope(FollowState), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('follows'),
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.follows.follow(me.id, request.body.accountId);
      return { valid: true as const, message: 'You follow this member now.', item };
    },
  );

  app.delete(
    '/follow',
    {
      schema: {
        tags: ['users'],
        summary: 'Stop following a member',
        description: 'Name the member by accountId in the query or the body.',
        querystring: FollowQuery,
        body: FollowQuery,
        response: { 200: ItemEnvelope(FollowState), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const accountId = request.query.accountId ?? request.body.accountId;
      if (accountId === undefined) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'querystring/accountId is required');
      }
      const item = await app.follows.unfollow(me.id, accountId);
      return { valid: true as const, message: 'You no longer follow this member.', item };
    },
  );

  app.get(
    '/follow/search',
    {
      schema: {
        tags: ['users'],
        summary: "A member's followers, or the members they follow",
        description:
          'Newest first, with public account fields only and whether you follow each of them.',
        querystring: FollowListQuery,
        response: { 200: ListEnvelope(Person), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { accountId, followType } = request.query;
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.follows.members(me.id, accountId, followType, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/influencers',
    {
      schema: {
        tags: ['users'],
        summary: 'Members ranked by followers and engagement',
        description:
          'Engagement is the likes and comments on the posts you may see: posts hidden from ' +
          'your audiences count for nothing here.',
        querystring: InfluencerQuery,
        response: { 200: ListEnvelope(Influencer), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.follows.influencers(viewerOf(me), page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default follows;

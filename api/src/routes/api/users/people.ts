import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, ItemEnvelope, ListEnvelope } from '../../../schemas/common.ts';
import {
  MAX_REFERRAL_LIST,
  PeopleSearchQuery,
  Person,
  ReferralListQuery,
  ReferralTree,
  type ReferralRetrieveType,
} from '../../../schemas/people.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const DEFAULT_REFERRAL_LEVELS = 3;

const RETRIEVE_TYPES: Record<ReferralRetrieveType, 'GET_CHILDREN' | 'GET_ANCESTOR' | 'GET_ALL'> = {
  GET_CHILDREN: 'GET_CHILDREN',
  CHILDREN: 'GET_CHILDREN',
  GET_ANCESTOR: 'GET_ANCESTOR',
  ANCESTOR: 'GET_ANCESTOR',
  PARENT: 'GET_ANCESTOR',
  GET_ALL: 'GET_ALL',
  ALL: 'GET_ALL',
};

/** People search and the member's referral tree, under /users. */
const people: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/people/search',
    {
      schema: {
        tags: ['users'],
        summary: 'Find other members by name or username',
        description:
          'Returns the public account-short form only (never e-mail or other private ' +
          'fields), with whether you are friends. Exact matches come first.',
        querystring: PeopleSearchQuery,
        response: { 200: ListEnvelope(Person), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const keyword = request.query.keyword?.replace(/\s+/g, ' ').trim() || undefined;
      const result = await app.people.search(me.id, keyword, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/referral/list',
    {
      schema: {
        tags: ['users'],
        summary: 'Your referral tree: who referred you, and whom you referred',
        description:
          'A referral is recorded when a member signs up through your link ' +
          '(PUT /users/myprofile referralAccountId). Only your own tree: another accountId is ' +
          `404. Lists are at most ${MAX_REFERRAL_LIST} long (larger limits are clamped).`,
        querystring: ReferralListQuery,
        response: { 200: ItemEnvelope(ReferralTree), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const query = request.query;
      if (query.accountId !== undefined && query.accountId !== me.id) {
        throw notFound('That referral list does not exist.');
      }
      const retrieveType = RETRIEVE_TYPES[query.retrieveType ?? 'GET_ALL'];
      const levels = query.levelLimit ?? DEFAULT_REFERRAL_LEVELS;
      const childrenPage = resolvePage(
        query.childrenListStart ?? query.start,
        query.childrenListLimit ?? query.limit,
        MAX_REFERRAL_LIST,
      );
      const ancestorPage = resolvePage(
        query.ancestorListStart,
        query.ancestorListLimit,
        MAX_REFERRAL_LIST,
      );
      const wantsChildren = retrieveType !== 'GET_ANCESTOR';
      const wantsAncestors = retrieveType !== 'GET_CHILDREN';
      const [account, children, ancestors] = await Promise.all([
        app.people.accountShort(me.id),
        wantsChildren
          ? app.people.referralChildren(me.id, query.childrenLevelLimit ?? levels, childrenPage)
          : { items: [], countTotal: 0 },
        wantsAncestors
          ? app.people.referralAncestors(me.id, query.ancestorLevelLimit ?? levels)
          : [],
      ]);
      if (!account) throw notFound('That referral list does not exist.');
      return itemEnvelope({
        account,
        retrieveType,
        ancestors: ancestors.slice(ancestorPage.start, ancestorPage.start + ancestorPage.limit),
        ancestorTotal: ancestors.length,
        children: children.items,
        childrenTotal: children.countTotal,
        childrenStart: childrenPage.start,
        childrenLimit: childrenPage.limit,
        hasMoreChildren: childrenPage.start + children.items.length < children.countTotal,
      });
    },
  );
};

export default people;

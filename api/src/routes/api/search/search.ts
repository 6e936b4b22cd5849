import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import { SearchAnswer, SearchQuery } from '../../../schemas/search.ts';

/** Results of each kind when the request does not say. */
const DEFAULT_PER_KIND = 5;

/** One search (GET /search): everything a member may see, found by its words, grouped. */
const search: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      // Per address as well as per member: many members behind one address share it.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['search'],
        summary: 'Find posts, comments, members, shops, products, events and groups at once',
        description:
          'PostgreSQL full-text search of every kind a member can open, each word matched ' +
          'as a word prefix (so a word still being typed finds), grouped by kind in a fixed ' +
          'order, the best first in each. Only what the member may see is searched: audiences, ' +
          'access locks (a locked album by its title alone), blocks and mutes, flags, deleted ' +
          'accounts. Limited per member (`searches`) and per address.',
        querystring: SearchQuery,
        response: { 200: ItemEnvelope(SearchAnswer), ...errorResponses(403) },
      },
      preHandler: app.memberLimits.preHandler('searches'),
    },
    async (request) => {
      if (!request.query.q.trim()) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'querystring/q must contain a word');
      }
      const viewer = viewerOf(currentUser(request));
      return itemEnvelope(
        await app.oneSearch.find(viewer, request.query.q, request.query.limit ?? DEFAULT_PER_KIND),
      );
    },
  );
};

export default search;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { HttpError } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses, ListEnvelope } from '../../../schemas/common.ts';
import { DiscoveredPost, DiscoverQuery } from '../../../schemas/posts.ts';

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** Discovery (GET /albums/discover): posts found by a word. */
const discover: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/discover',
    {
      schema: {
        tags: ['albums'],
        summary: 'Search the wall and its comments by keyword (full-text, ranked)',
        description:
          'PostgreSQL full-text search (English stemming, websearch syntax: "quoted phrases", ' +
          'or, -not). An exact title match comes first, then by rank; a word found only in a ' +
          'comment finds its album too. Audience visibility is enforced.',
        querystring: DiscoverQuery,
        response: { 200: ListEnvelope(DiscoveredPost), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const keyword = request.query.keyword.replace(/\s+/g, ' ').trim();
      if (!keyword) throw invalid('querystring/keyword must contain a word');
      const result = await app.posts.discover(viewerOf(me), keyword, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default discover;

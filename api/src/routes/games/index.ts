import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listEnvelope, resolvePage } from '../../lib/paging.ts';
import { bearerSecurity, errorResponses, ListEnvelope } from '../../schemas/common.ts';
import { PackSearchQuery, QuizPack } from '../../schemas/games.ts';

const games: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pack/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['games'],
        summary: 'Quiz packs with their levels',
        security: bearerSecurity,
        querystring: PackSearchQuery,
        response: { 200: ListEnvelope(QuizPack), ...errorResponses(403) },
      },
    },
    async (request) => {
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.games.searchPacks({
        keyword: request.query.keyword?.trim() || undefined,
        packType: request.query.packType?.trim() || undefined,
        page,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default games;

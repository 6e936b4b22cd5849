import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { Achievement, AchievementSearchQuery } from '../../../schemas/achievements.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const achievements: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['achievements'],
        summary: 'Every achievement (badge) with your progress',
        querystring: AchievementSearchQuery,
        response: { 200: ListEnvelope(Achievement), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.achievements.search(me.id, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['achievements'],
        summary: 'An achievement with its tiers and your progress',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Achievement), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.achievements.find(me.id, request.params.id);
      if (!item) throw notFound('That achievement does not exist.');
      return itemEnvelope(item);
    },
  );
};

export default achievements;

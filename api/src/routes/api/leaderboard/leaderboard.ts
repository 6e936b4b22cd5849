import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, ListEnvelope } from '../../../schemas/common.ts';
import {
  Leaderboard,
  PersonalQuery,
  PersonalRank,
  RankingQuery,
  SORT_FIELD,
} from '../../../schemas/leaderboard.ts';

const leaderboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ranking',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Members ranked by points, tickets earned or levels completed',
        description:
          'With missionId, the board of that tournament (404 unless you are in it); with ' +
          'window, only the plays of the last month, week or day count. ' +
          'userRank is where you stand.',
        querystring: RankingQuery,
        response: { 200: Leaderboard, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const rankType = request.query.rankType ?? 'POINTS';
      const window = request.query.window ?? 'ALL';
      const missionId = request.query.missionId ?? null;
      const board = await app.leaderboards.ranking(me.id, {
        rankType,
        missionId: missionId ?? undefined,
        window,
        page,
      });
      return {
        ...listEnvelope(board.items, board.countTotal, page),
        userRank: board.userRank,
        rankType,
        window,
        sortField: SORT_FIELD,
        missionId,
      };
    },
  );

  app.get(
    '/personal',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Where you stand on every board, your tournaments included',
        querystring: PersonalQuery,
        response: { 200: ListEnvelope(PersonalRank), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const ranks = await app.leaderboards.personal(
        me.id,
        request.query.rankType,
        request.query.window,
      );
      return listEnvelope(ranks.slice(page.start, page.start + page.limit), ranks.length, page);
    },
  );
};

export default leaderboard;

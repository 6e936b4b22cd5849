import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/errors.ts';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  Challenge,
  ChallengeSearchQuery,
  CreateChallengeBody,
  RespondChallengeBody,
} from '../../../schemas/challenges.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';

const ChallengeAnswer = Type.Union([ItemEnvelope(Challenge), ErrorEnvelope]);

const challenges: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Challenge another member to a quiz pack',
        description:
          'Both play the pack’s first level once (POST /games/score/create with challengeId); ' +
          'the challenger may play at once, the opponent after accepting. Refusals: ' +
          'PACK_CLOSED, CHALLENGE_OPEN (you two already have one open on this pack).',
        body: CreateChallengeBody,
        response: { 200: ChallengeAnswer, ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.watchedWords.refuse(request.body.message);
      const item = await app.challenges.create(me.id, request.body);
      if ('valid' in item) return item;
      return itemEnvelope(item, `You challenged ${item.opponent.account.display}.`);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Challenges you sent or received',
        description: 'Those waiting for your answer first, then the latest changed.',
        querystring: ChallengeSearchQuery,
        response: { 200: ListEnvelope(Challenge), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.challenges.search(me.id, request.query.status, page);
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['challenges'],
        summary: 'A challenge you sent or received',
        description: '404 when it does not exist or you are not one of its two members.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Challenge), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.challenges.find(me.id, request.params.id);
      if (!item) throw notFound('That challenge does not exist.');
      return itemEnvelope(item);
    },
  );

  app.post(
    '/:id/respond',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Accept or decline a challenge sent to you',
        description:
          '404 unless you are one of its members. Refusals: NOT_YOUR_ANSWER (you sent it), ' +
          'ALREADY_ANSWERED.',
        params: IdParams,
        body: RespondChallengeBody,
        response: { 200: ChallengeAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.challenges.respond(me.id, request.params.id, request.body.accept);
      if ('valid' in item) return item;
      return itemEnvelope(
        item,
        request.body.accept ? 'Challenge accepted: your turn to play.' : 'Challenge declined.',
      );
    },
  );
};

export default challenges;

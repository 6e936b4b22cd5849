import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.ts';
import { resolvePage } from '../../lib/paging.ts';
import { listEnvelope } from '../../lib/envelopes.ts';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../schemas/common.ts';
import {
  AnswerBody,
  AnswerCheck,
  GameScore,
  Hint,
  PackSearchQuery,
  QuizPack,
  QuizPackDetail,
  ScoreBody,
  TicketCount,
} from '../../schemas/games.ts';
import { authenticated } from '../authenticated.ts';
import { itemEnvelope } from '../../lib/envelopes.ts';

const games: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pack/search',
    {
      schema: {
        tags: ['games'],
        summary: 'Quiz packs with their levels',
        querystring: PackSearchQuery,
        response: { 200: ListEnvelope(QuizPack), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.games.searchPacks(me.id, {
        keyword: request.query.keyword?.trim() || undefined,
        packType: request.query.packType?.trim() || undefined,
        page,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/pack/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'A quiz pack with its levels, questions and your progress',
        description:
          'Answers come without saying which is right: POST /games/score/create scores them. ' +
          'A locked level lists no questions until the level before it is completed.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(QuizPackDetail), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.games.getPack(me.id, request.params.id);
      if (!item) throw notFound('That quiz pack does not exist.');
      return itemEnvelope(item);
    },
  );

  app.post(
    '/score/create',
    {
      schema: {
        tags: ['games'],
        summary: 'Submit your answers to a level',
        description:
          'The server scores the answers, records the attempt and pays tickets for correct ' +
          'answers, at most once per level in all (a replay pays only what a better result ' +
          'adds). With missionId the attempt counts in that tournament. Refusals: ' +
          'LEVEL_LOCKED, PACK_CLOSED, TOURNAMENT_NOT_STARTED, TOURNAMENT_ENDED.',
        body: ScoreBody,
        response: {
          200: Type.Union([ItemEnvelope(GameScore), ErrorEnvelope]),
          ...errorResponses(403, 404, 409),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const recorded = await app.games.recordScore(me.id, request.body);
      if (!('item' in recorded)) return recorded;
      const { item } = recorded;
      const message = recorded.repeated
        ? 'This attempt was already recorded.'
        : item.ticketsEarned > 0
          ? `${item.points} points and ${item.ticketsEarned} ${item.ticketsEarned === 1 ? 'ticket' : 'tickets'}!`
          : `${item.points} points.`;
      return itemEnvelope(item, message);
    },
  );

  app.get(
    '/:id/hint',
    {
      schema: {
        tags: ['games'],
        summary: 'A hint for a question (game object)',
        description:
          'Strikes out a wrong answer, once bought with tickets (POST /orders with ' +
          'gameObjectId; HINT_NOT_BOUGHT until then). The question is then worth half in ' +
          'your next attempt at its level; asking again before that attempt is free.',
        params: IdParams,
        querystring: GeoQuery,
        response: {
          200: Type.Union([ItemEnvelope(Hint), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const hint = await app.games.hint(me.id, request.params.id);
      if ('valid' in hint) return hint;
      return itemEnvelope(hint);
    },
  );

  app.post(
    '/:id/answer',
    {
      schema: {
        tags: ['games'],
        summary: 'Lock in an answer to a question (game object) and hear whether it is right',
        description:
          'The first answer sent for a question is locked in until its level is next scored: ' +
          'POST /games/score/create counts it whatever the submission says, and sending ' +
          "another answer returns the first one's verdict (alreadyAnswered). LEVEL_LOCKED " +
          'when the level is not unlocked yet.',
        params: IdParams,
        body: AnswerBody,
        response: {
          200: Type.Union([ItemEnvelope(AnswerCheck), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const check = await app.games.checkAnswer(me.id, request.params.id, request.body.answerId);
      if ('valid' in check) return check;
      return itemEnvelope(check);
    },
  );

  app.get(
    '/ticket/count',
    {
      schema: {
        tags: ['games'],
        summary: 'Your ticket balance',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(TicketCount), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return itemEnvelope(await app.tickets.count(me.id));
    },
  );
};

export default authenticated(games);

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoBody,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  AnswerBody,
  AnswerCheck,
  GameScore,
  Hint,
  PackSearchQuery,
  QuizPack,
  QuizPackDetail,
  ScoreBody,
  ServedQuestion,
  TicketCount,
} from '../../../schemas/games.ts';
import { MAX_QUESTION_TIME_MS } from '../../../plugins/app/games/rules.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

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
        summary: 'A quiz pack with its levels, the questions served to you and your progress',
        description:
          'A level lists the questions served to you so far (POST /games/level/{id}/next ' +
          'serves the next), their answers without saying which is right: that is told once ' +
          'your answer is locked in (POST /games/{id}/answer). A level unlocks once the one ' +
          'before it has been played.',
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
        summary: 'Score a level',
        description:
          'Locks in the answers sent for questions still open, and every other open question ' +
          'of the level with no answer; an answer locked before stands whatever is sent. The ' +
          'server scores the locked answers, times the level as the sum of its questions’ ' +
          'measured times (timeTaken is ignored), records it and pays tickets for correct ' +
          'answers, at most once per level in all. A level is scored once per place: outside ' +
          'any tournament, and once in each tournament (missionId); submitting it again ' +
          'answers the first result, changed in nothing. A challenge (challengeId) takes the ' +
          'level’s result outside tournaments as its attempt. Refusals: LEVEL_LOCKED, ' +
          'PACK_CLOSED, TOURNAMENT_NOT_STARTED, TOURNAMENT_ENDED.',
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
        ? 'This level was already scored: your first answers stand.'
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
          'For the question on screen: served and not answered yet (QUESTION_NOT_SERVED, ' +
          'ALREADY_ANSWERED otherwise). Strikes out a wrong answer when two or more are ' +
          'wrong, once bought with tickets (POST /orders with gameObjectId; HINT_NOT_BOUGHT ' +
          'until then). The question is then worth half; asking again is free.',
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
    '/level/:id/next',
    {
      schema: {
        tags: ['games'],
        summary: 'Serve your next question of a level and start its clock',
        description:
          'The first question of the level, in order, that you have not answered. Its clock ' +
          'starts the first time it is served (serving it again, say after a reload, does not ' +
          'restart it) and stops when your answer is locked in; a question counts at most ' +
          `${MAX_QUESTION_TIME_MS / 60_000} minutes. Refusals: LEVEL_LOCKED, PACK_CLOSED, ` +
          'LEVEL_ANSWERED (every question is answered: POST /games/score/create scores it).',
        params: IdParams,
        body: GeoBody,
        response: {
          200: Type.Union([ItemEnvelope(ServedQuestion), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const served = await app.games.serveNextQuestion(me.id, request.params.id);
      if ('valid' in served) return served;
      return itemEnvelope(served);
    },
  );

  app.post(
    '/:id/answer',
    {
      schema: {
        tags: ['games'],
        summary: 'Lock in an answer to a question (game object) and hear whether it is right',
        description:
          'The first answer sent for a question served to you is locked in for good, and only ' +
          'then is the right answer told, with the time the server measured. Every scoring ' +
          'of its level counts it, and sending another answer returns the first one’s ' +
          'verdict (alreadyAnswered). Refusals: QUESTION_NOT_SERVED (POST ' +
          '/games/level/{id}/next first), LEVEL_LOCKED.',
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

export default games;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { MAX_OPEN_TOURNAMENTS } from '../../../plugins/app/games/tournaments-repository.ts';
import {
  ErrorEnvelope,
  errorResponses,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  CreateTournamentBody,
  JoinTournamentBody,
  Tournament,
  TournamentQuery,
  TournamentSearchQuery,
  VoteBody,
} from '../../../schemas/tournaments.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const TournamentAnswer = Type.Union([ItemEnvelope(Tournament), ErrorEnvelope]);

const tournaments: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Start a tournament over some quiz packs',
        description:
          'You own it and are its first member; share its joinCode to let others in. ' +
          `Refused (TOO_MANY_TOURNAMENTS) while you run ${MAX_OPEN_TOURNAMENTS} unfinished ones.`,
        body: CreateTournamentBody,
        response: { 200: TournamentAnswer, ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.watchedWords.refuse(request.body.title, request.body.description);
      const item = await app.tournaments.create(me.id, request.body);
      if ('valid' in item) return item;
      return itemEnvelope(item, 'Tournament created.');
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Your tournaments, or the one a join code opens',
        description:
          'Without joinCode: the tournaments you own or joined, running ones first. With ' +
          'joinCode: the tournament it belongs to, so you can join it. includeScores=MINE adds ' +
          'your scores.',
        querystring: TournamentSearchQuery,
        response: { 200: ListEnvelope(Tournament), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.tournaments.search(me.id, {
        joinCode: request.query.joinCode?.trim() || undefined,
        filter: request.query.filter ?? 'ALL',
        keyword: request.query.keyword?.trim() || undefined,
        includeScores: request.query.includeScores === 'MINE',
        page,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.post(
    '/join',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Join a tournament by its join code',
        description:
          'Pays its costToPlay in tickets. 404 when no tournament has the code. Refusals: ' +
          'ALREADY_JOINED, TOURNAMENT_ENDED, NOT_ENOUGH_TICKETS.',
        body: JoinTournamentBody,
        response: { 200: TournamentAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.tournaments.join(me.id, request.body.joinCode);
      if ('valid' in item) return item;
      return itemEnvelope(item, `You joined ${item.title}.`);
    },
  );

  app.post(
    '/vote',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Vote for a question (game object) of a tournament you are in',
        description:
          'One vote each; voting for another question moves it. 404 when the tournament is ' +
          'not yours to see or the question is not one of its games. Refusals: ' +
          'ALREADY_VOTED (the same question again), TOURNAMENT_NOT_STARTED, TOURNAMENT_ENDED.',
        body: VoteBody,
        response: { 200: TournamentAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.tournaments.vote(
        me.id,
        request.body.missionId,
        request.body.gameObjectId,
      );
      if ('valid' in item) return item;
      return itemEnvelope(item, 'Vote saved.');
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'A tournament you own or joined',
        description: '404 when it does not exist or you are not in it.',
        params: IdParams,
        querystring: TournamentQuery,
        response: { 200: ItemEnvelope(Tournament), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.tournaments.find(
        me.id,
        request.params.id,
        request.query.includeScores === 'MINE',
      );
      if (!item) throw notFound('That tournament does not exist.');
      return itemEnvelope(item);
    },
  );
};

export default tournaments;

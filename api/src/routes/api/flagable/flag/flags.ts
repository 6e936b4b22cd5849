import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AccountRow } from '../../../../plugins/app/identity/accounts-repository.ts';
import { notFound, refuse } from '../../../../lib/errors.ts';
import { resolveLocation } from '../../../../lib/geo.ts';
import { currentUser } from '../../../../plugins/app/kernel/current-member.ts';
import type { FlagTarget } from '../../../../plugins/app/social/flags-repository.ts';
import { FLAGS_TO_HIDE } from '../../../../plugins/app/social/rules.ts';
import {
  ErrorEnvelope,
  errorResponses,
  ItemEnvelope,
  Nullable,
} from '../../../../schemas/common.ts';
import {
  Flag,
  FlagCreateBody,
  FlagRemoved,
  FlagTargetBody,
  FlagTargetQuery,
} from '../../../../schemas/flags.ts';
import { authenticated } from '../../authenticated.helpers.ts';
import { itemEnvelope } from '../../../../lib/envelopes.ts';

const ALBUM_NOT_FOUND = 'That album does not exist.';

/** Member reports ("flags") on albums, one per member per album (SPEC §7 Flags). */
const flags: FastifyPluginAsyncTypebox = async (app) => {
  /** The album as the member may see it; 404 when it is missing or hidden from them. */
  async function visibleTarget(me: AccountRow, target: FlagTarget) {
    const found = await app.albums.findVisible(
      target.flagableId,
      { id: me.id, audienceIds: me.audience_ids },
      resolveLocation(),
    );
    if (!found) throw notFound(ALBUM_NOT_FOUND);
    return found.album;
  }

  app.get(
    '/get',
    {
      schema: {
        tags: ['flags'],
        summary: 'Your flag on an item, or item null when you have not flagged it',
        description: '404 when the album does not exist or is hidden from you.',
        querystring: FlagTargetQuery,
        response: { 200: ItemEnvelope(Nullable(Flag)), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await visibleTarget(me, request.query);
      const item = (await app.flags.findOwn(me.id, request.query)) ?? null;
      return itemEnvelope(item);
    },
  );

  app.post(
    '/create',
    {
      schema: {
        tags: ['flags'],
        summary: 'Flag an album you can see for review',
        description:
          'One flag per member per album: a second is HTTP 200 with `valid:false, ' +
          'errorCode:ALREADY_FLAGGED`; your own album is `valid:false, errorCode:OWN_ITEM`. ' +
          `The album's flagCount goes up by one; flagged by ${FLAGS_TO_HIDE} members it is hidden ` +
          'from everybody but its owner until reviewed. 404 when it does not exist or is hidden ' +
          'from you.',
        body: FlagCreateBody,
        response: {
          200: Type.Union([ItemEnvelope(Flag), ErrorEnvelope]),
          ...errorResponses(403, 404),
        },
      },
      preHandler: app.memberLimits.preHandler('reports'),
    },
    async (request) => {
      const me = currentUser(request);
      const album = await visibleTarget(me, request.body);
      if (album.ownerId === me.id) {
        return refuse('OWN_ITEM', 'You cannot flag your own album.');
      }
      const description = (request.body.flagDescription ?? '').replace(/\s+/g, ' ').trim();
      const item = await app.flags.create(me.id, request.body, description);
      if (!item) return refuse('ALREADY_FLAGGED', 'You have already flagged this album.');
      return itemEnvelope(item, 'Thank you. The album has been flagged for review.');
    },
  );

  app.post(
    '/delete',
    {
      schema: {
        tags: ['flags'],
        summary: 'Take back your flag on an album',
        description:
          "The album's flagCount goes down by one. 404 when the album is hidden from you or " +
          'you have not flagged it.',
        body: FlagTargetBody,
        response: { 200: ItemEnvelope(FlagRemoved), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const target = {
        flagableId: request.body.flagableId,
        flagableType: request.body.flagableType,
      };
      await visibleTarget(me, target);
      const flagCount = await app.flags.remove(me.id, target);
      if (flagCount === undefined) throw notFound('You have not flagged that album.');
      return itemEnvelope({ ...target, flagCount }, 'Your flag has been removed.');
    },
  );
};

export default authenticated(flags);

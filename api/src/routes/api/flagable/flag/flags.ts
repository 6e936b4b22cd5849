import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AccountRow } from '../../../../plugins/app/identity/accounts-repository.ts';
import { HttpError, notFound, refuse } from '../../../../lib/errors.ts';

function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}
import { resolveLocation } from '../../../../lib/geo.ts';
import { currentUser } from '../../../../plugins/app/kernel/current-member.ts';
import type { FlagableType, FlagTarget } from '../../../../plugins/app/social/flags-repository.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  ItemEnvelope,
  ListEnvelope,
  Nullable,
} from '../../../../schemas/common.ts';
import {
  Flag,
  FlagCreateBody,
  FlagRemoved,
  FlagTargetBody,
  FlagTargetQuery,
  OwnFlag,
} from '../../../../schemas/flags.ts';
import { itemEnvelope, listEnvelope } from '../../../../lib/envelopes.ts';

const NOT_FOUND: Record<FlagableType, string> = {
  ALBUM: 'That album does not exist.',
  NOTE: 'That comment does not exist.',
  CHAT_MESSAGE: 'That message does not exist.',
  REVIEW: 'That review does not exist.',
  ACCOUNT: 'That member does not exist.',
};

/** What a refusal or a thank-you calls the item. */
const ITEM_NAME: Record<FlagableType, string> = {
  ALBUM: 'album',
  NOTE: 'comment',
  CHAT_MESSAGE: 'message',
  REVIEW: 'review',
  ACCOUNT: 'member',
};

/** Member reports ("flags") on albums, comments, chat messages and members (SPEC §7 Flags). */
const flags: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Whose the item is, when the member may see it; 404 when it is missing or hidden from
   * them (an album or comment they may not open, a chat they are not in).
   */
  async function visibleTarget(me: AccountRow, target: FlagTarget): Promise<number> {
    if (target.flagableType === 'ALBUM') {
      const found = await app.albums.findVisible(
        target.flagableId,
        { id: me.id, audienceIds: me.audience_ids },
        resolveLocation(),
      );
      if (!found) throw notFound(NOT_FOUND.ALBUM);
      return found.album.ownerId;
    }
    const owner = await app.flags.ownerOf(target, { id: me.id, audienceIds: me.audience_ids });
    if (owner === undefined) throw notFound(NOT_FOUND[target.flagableType]);
    return owner;
  }

  app.get(
    '/mine',
    {
      schema: {
        tags: ['flags'],
        summary: 'Every item you reported, newest first (to show each as reported)',
        querystring: GeoQuery,
        response: { 200: ListEnvelope(OwnFlag), ...errorResponses(403) },
      },
    },
    async (request) => {
      const items = await app.flags.listOwn(currentUser(request).id);
      return listEnvelope(items, items.length, { start: 0, limit: items.length });
    },
  );

  app.get(
    '/get',
    {
      schema: {
        tags: ['flags'],
        summary: 'Your flag on an item, or item null when you have not flagged it',
        description: '404 when the item does not exist or is hidden from you.',
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
        summary: 'Report an album, a comment, a chat message, a review or a member for review',
        description:
          'With a reason (required but for albums; OTHER needs a flagDescription). One report ' +
          'per member per item: a second is HTTP 200 with `valid:false, ' +
          'errorCode:ALREADY_FLAGGED`; your own item (or yourself) is `valid:false, ' +
          "errorCode:OWN_ITEM`. An album's flagCount goes up by one. The item enters the " +
          "staff review queue; reported by the operator's threshold of members (3 unless " +
          'changed) it is hidden from everybody but its owner, who is told, until reviewed. ' +
          '404 when the item does not exist or is hidden from you (a chat message: when you ' +
          'are not in its chat).',
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
      const { flagableType, flagableId, reason } = request.body;
      const description = (request.body.flagDescription ?? '').replace(/\s+/g, ' ').trim();
      if (reason === undefined && flagableType !== 'ALBUM') {
        throw invalid('body/reason is required: choose why you report it.');
      }
      if (reason === 'OTHER' && description === '') {
        throw invalid('body/flagDescription is required with reason OTHER: say what is wrong.');
      }
      const target = { flagableType, flagableId };
      const ownerId = await visibleTarget(me, target);
      const name = ITEM_NAME[flagableType];
      if (ownerId === me.id) {
        return refuse(
          'OWN_ITEM',
          flagableType === 'ACCOUNT'
            ? 'You cannot report yourself.'
            : `You cannot flag your own ${name}.`,
        );
      }
      const item = await app.flags.create(me.id, target, {
        reason: reason ?? null,
        description,
        reportedAccountId: ownerId,
      });
      if (!item) return refuse('ALREADY_FLAGGED', `You have already reported this ${name}.`);
      return itemEnvelope(item, `Thank you. The ${name} has been reported for review.`);
    },
  );

  app.post(
    '/delete',
    {
      schema: {
        tags: ['flags'],
        summary: 'Take back your report on an item',
        description:
          "An album's flagCount goes down by one. 404 when the item is hidden from you or " +
          'you have not reported it.',
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
      if (flagCount === undefined) throw notFound('You have not reported that item.');
      return itemEnvelope({ ...target, flagCount }, 'Your flag has been removed.');
    },
  );
};

export default flags;

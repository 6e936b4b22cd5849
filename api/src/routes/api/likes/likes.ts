import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { targetOf } from '../../../plugins/app/social/rules.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses, ItemEnvelope } from '../../../schemas/common.ts';
import { LikeState, LikeTargetBody } from '../../../schemas/favorites.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

const likes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['likes'],
        summary: 'Like an offer at a shop, a retailer location, a post (album) or a comment',
        description:
          'Send offerLocationId, retailerLocationId, albumId or noteId. Liking twice counts ' +
          'once. An album or comment you may not open is 404; liking one is recorded as a ' +
          'LIKE event.',
        body: LikeTargetBody,
        response: { 200: ItemEnvelope(LikeState), ...errorResponses(403, 404) },
      },
      preHandler: app.memberLimits.preHandler('reactions'),
    },
    async (request) => {
      const me = currentUser(request);
      const { albumId, noteId } = request.body;
      const item =
        noteId !== undefined
          ? await app.reactions.like('NOTE', noteId, viewerOf(me))
          : albumId !== undefined
            ? await app.reactions.like('ALBUM', albumId, viewerOf(me))
            : await app.likes.like(me.id, targetOf(request.body, 'body'));
      return itemEnvelope(item, 'Liked.');
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['likes'],
        summary: 'Take a like back',
        description: 'Name the target in the query or the body.',
        querystring: LikeTargetBody,
        body: LikeTargetBody,
        response: { 200: ItemEnvelope(LikeState), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const input = { ...request.body, ...request.query };
      const item =
        input.noteId !== undefined
          ? await app.reactions.unlike('NOTE', input.noteId, viewerOf(me))
          : input.albumId !== undefined
            ? await app.reactions.unlike('ALBUM', input.albumId, viewerOf(me))
            : await app.likes.unlike(me.id, targetOf(input, 'querystring'));
      return itemEnvelope(item, 'Like removed.');
    },
  );
};

export default likes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import { targetOf } from '../../plugins/app/social/favorites-repository.ts';
import { bearerSecurity, errorResponses, ItemEnvelope } from '../../schemas/common.ts';
import { LikeState, TargetBody } from '../../schemas/favorites.ts';

const likes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['likes'],
        summary: 'Like an offer at a shop or a retailer location',
        description: 'Send offerLocationId or retailerLocationId. Liking twice counts once.',
        security: bearerSecurity,
        body: TargetBody,
        response: { 200: ItemEnvelope(LikeState), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.likes.like(me.id, targetOf(request.body, 'body'));
      return { valid: true as const, message: 'Liked.', item };
    },
  );

  app.delete(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['likes'],
        summary: 'Take a like back',
        description: 'Name the target in the query or the body.',
        security: bearerSecurity,
        querystring: TargetBody,
        body: TargetBody,
        response: { 200: ItemEnvelope(LikeState), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const item = await app.likes.unlike(
        me.id,
        targetOf({ ...request.body, ...request.query }, 'querystring'),
      );
      return { valid: true as const, message: 'Like removed.', item };
    },
  );
};

export default likes;

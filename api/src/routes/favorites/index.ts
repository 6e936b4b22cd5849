import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import { targetOf } from '../../plugins/app/social/favorites-repository.ts';
import {
  bearerSecurity,
  errorResponses,
  ItemEnvelope,
  MessageEnvelope,
} from '../../schemas/common.ts';
import { Favorite, FavoriteDeleteInput, TargetBody } from '../../schemas/favorites.ts';

const favorites: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favorites'],
        summary: 'Favorite an offer at a shop or a retailer location',
        description: 'Send offerLocationId or retailerLocationId. Favoriting twice is harmless.',
        security: bearerSecurity,
        body: TargetBody,
        response: { 200: ItemEnvelope(Favorite), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const favorite = await app.favorites.add(me.id, targetOf(request.body, 'body'));
      return { valid: true as const, message: 'Saved to your favorites.', item: favorite };
    },
  );

  app.delete(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favorites'],
        summary: 'Remove a favorite',
        description:
          'Name it by favoriteId, offerLocationId or retailerLocationId, in the query or the ' +
          'body. A favoriteId that is not yours is 404.',
        security: bearerSecurity,
        querystring: FavoriteDeleteInput,
        body: FavoriteDeleteInput,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const input = { ...request.body, ...request.query };
      await app.favorites.remove(
        me.id,
        input.favoriteId !== undefined
          ? { favoriteId: input.favoriteId }
          : targetOf(input, 'querystring'),
      );
      return { valid: true as const, message: 'Removed from your favorites.' };
    },
  );
};

export default favorites;

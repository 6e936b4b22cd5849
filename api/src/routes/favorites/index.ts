import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import { targetOf } from '../../plugins/app/social/favorites-repository.ts';
import { errorResponses, ItemEnvelope, MessageEnvelope } from '../../schemas/common.ts';
import { Favorite, FavoriteDeleteInput, TargetBody } from '../../schemas/favorites.ts';
import { authenticated } from '../authenticated.ts';
import { itemEnvelope, messageEnvelope } from '../../lib/envelopes.ts';

const favorites: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Favorite an offer at a shop or a retailer location',
        description: 'Send offerLocationId or retailerLocationId. Favoriting twice is harmless.',
        body: TargetBody,
        response: { 200: ItemEnvelope(Favorite), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const favorite = await app.favorites.add(me.id, targetOf(request.body, 'body'));
      return itemEnvelope(favorite, 'Saved to your favorites.');
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove a favorite',
        description:
          'Name it by favoriteId, offerLocationId or retailerLocationId, in the query or the ' +
          'body. A favoriteId that is not yours is 404.',
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
      return messageEnvelope('Removed from your favorites.');
    },
  );
};

export default authenticated(favorites);

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { targetOf } from '../../../plugins/app/social/rules.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import { errorResponses, ItemEnvelope, MessageEnvelope } from '../../../schemas/common.ts';
import { Favorite, FavoriteDeleteInput, TargetBody } from '../../../schemas/favorites.ts';
import { itemEnvelope, messageEnvelope } from '../../../lib/envelopes.ts';

const favorites: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Favorite an offer at a shop, a retailer location or a post (album)',
        description:
          'Send offerLocationId, retailerLocationId or albumId. Favoriting twice is harmless. ' +
          "An album you may not open is 404; the album's favoriteCount counts each member once.",
        body: TargetBody,
        response: { 200: ItemEnvelope(Favorite), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { albumId } = request.body;
      const favorite =
        albumId !== undefined
          ? await app.reactions.favorite(albumId, viewerOf(me))
          : await app.favorites.add(me.id, targetOf(request.body, 'body'));
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
          'Name it by favoriteId, offerLocationId, retailerLocationId or albumId, in the query ' +
          'or the ' +
          'body. A favoriteId that is not yours is 404.',
        querystring: FavoriteDeleteInput,
        body: FavoriteDeleteInput,
        response: { 200: MessageEnvelope, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const input = { ...request.body, ...request.query };
      if (input.albumId !== undefined) {
        await app.reactions.unfavorite(input.albumId, viewerOf(me));
        return messageEnvelope('Removed from your favorites.');
      }
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

export default favorites;

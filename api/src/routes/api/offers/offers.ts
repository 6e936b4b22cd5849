import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { parseIdList, resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  errorResponses,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { Offer, OfferLocation, OfferSearchQuery } from '../../../schemas/offers.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { MarketReview, ReviewListQuery } from '../../../schemas/reviews.ts';

const offers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offers on sale now, each at one shop, nearest shop first',
        querystring: OfferSearchQuery,
        response: { 200: ListEnvelope(OfferLocation), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const query = request.query;
      const page = resolvePage(query.start, query.limit);
      const result = await app.offers.search(
        {
          keyword: query.keyword?.trim() || undefined,
          retailerLocationId: query.retailerLocationId,
          categoryIds: parseIdList(query.categoryIds),
          page,
        },
        { accountId: me.id, center: resolveLocation(query.latitude, query.longitude) },
      );
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/location/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One offer at one shop (the product page)',
        description: '`active` is false when it is no longer on sale; `stock` 0 when sold out.',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(OfferLocation), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const offer = await app.offers.atLocation(request.params.id, {
        accountId: me.id,
        center: resolveLocation(request.query.latitude, request.query.longitude),
      });
      if (!offer) throw notFound('That offer does not exist.');
      return itemEnvelope(offer);
    },
  );

  app.get(
    '/location/:id/reviews',
    {
      schema: {
        tags: ['offers', 'reviews'],
        summary: "A product's (an offer at a shop) reviews: newest or most helpful first",
        description: 'The same reviews the rating on the offer counts.',
        params: IdParams,
        querystring: ReviewListQuery,
        response: { 200: ListEnvelope(MarketReview), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.reviews.list(
        'OFFER_LOCATION',
        request.params.id,
        request.query.sort ?? 'NEWEST',
        me.id,
        page,
      );
      if (!result) throw notFound('That offer does not exist.');
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One offer with the shops that sell it, nearest first',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Offer), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const offer = await app.offers.byId(request.params.id, {
        accountId: me.id,
        center: resolveLocation(request.query.latitude, request.query.longitude),
      });
      if (!offer) throw notFound('That offer does not exist.');
      return itemEnvelope(offer);
    },
  );
};

export default offers;

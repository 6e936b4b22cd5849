import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/errors.ts';
import { KILOMETERS_PER_MILE, mapBoundsOf, resolveLocation, type Point } from '../../../lib/geo.ts';
import { parseIdList, resolvePage } from '../../../lib/paging.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import {
  errorResponses,
  GeoFields,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import { RetailerLocationWithOffers } from '../../../schemas/offers.ts';
import {
  DistanceSearchQuery,
  Retailer,
  RetailerLocation,
  RetailerSearchQuery,
  SearchCenterFields,
} from '../../../schemas/retailers.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { MarketReview, ReviewListQuery } from '../../../schemas/reviews.ts';

/** SPEC §9: marketplace search defaults to DISTANCE, MILES, range 5000. */
export const DEFAULT_RANGE = 5000;

const retailers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/location/distancesearch',
    {
      schema: {
        tags: ['retailers'],
        summary: 'Retailer locations near a point, nearest first',
        description:
          'Without a position (or at 0,0) the central-US default point is used; ' +
          'searchLatitude/searchLongitude look near another place. Distances are ' +
          'great-circle (haversine) in distanceUnit. south/west/north/east keep to the ' +
          'area a map shows (all four or none), still nearest first.',
        querystring: DistanceSearchQuery,
        response: { 200: ListEnvelope(RetailerLocation), ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const query = request.query;
      const bounds = mapBoundsOf(query);
      const page = resolvePage(query.start, query.limit);
      const unit = query.distanceUnit?.trim().toUpperCase().startsWith('K')
        ? 'KILOMETERS'
        : 'MILES';
      const range = query.range ?? DEFAULT_RANGE;
      const result = await app.retailers.distanceSearch({
        center: searchCenter(query),
        rangeMiles: unit === 'KILOMETERS' ? range / KILOMETERS_PER_MILE : range,
        unit,
        keyword: query.keyword?.trim() || undefined,
        categoryIds: parseIdList(query.categoryIds),
        bounds,
        sortByName: ['NAME', 'RETAILER_NAME', 'LOCATION_NAME'].includes(
          query.sortField?.trim().toUpperCase() ?? '',
        ),
        page,
        viewerId: me.id,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['retailers'],
        summary: 'Retailers (brands) by name, each with its locations nearest first',
        querystring: RetailerSearchQuery,
        response: { 200: ListEnvelope(Retailer), ...errorResponses(403) },
      },
    },
    async (request) => {
      const query = request.query;
      const page = resolvePage(query.start, query.limit);
      const result = await app.retailers.searchRetailers(
        {
          keyword: query.keyword?.trim() || undefined,
          categoryIds: parseIdList(query.categoryIds),
          page,
        },
        resolveLocation(query.latitude, query.longitude),
      );
      return listEnvelope(result.items, result.countTotal, page);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['retailers'],
        summary: 'One retailer (brand) with its locations',
        params: IdParams,
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(Retailer), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const retailer = await app.retailers.retailerById(
        request.params.id,
        resolveLocation(request.query.latitude, request.query.longitude),
      );
      if (!retailer) throw notFound('That retailer does not exist.');
      return itemEnvelope(retailer);
    },
  );

  app.get(
    '/location/:id',
    {
      schema: {
        tags: ['retailers'],
        summary: 'One retailer location with the offers it sells now',
        description: 'Distances are miles from the member (or searchLatitude/searchLongitude).',
        params: IdParams,
        querystring: Type.Object({ ...GeoFields, ...SearchCenterFields }),
        response: { 200: ItemEnvelope(RetailerLocationWithOffers), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const center = searchCenter(request.query);
      const location = await app.retailers.locationById(request.params.id, center, me.id);
      if (!location) throw notFound('That retailer location does not exist.');
      const offers = await app.offers.forLocation(location.retailerLocationId, {
        accountId: me.id,
        center,
      });
      return itemEnvelope({ ...location, offers });
    },
  );

  app.get(
    '/location/:id/reviews',
    {
      schema: {
        tags: ['retailers', 'reviews'],
        summary: "A shop's reviews: newest first, or most helpful first",
        description:
          'The reviews members wrote as wall posts that everybody may read (the same ones ' +
          'the rating on the shop counts).',
        params: IdParams,
        querystring: ReviewListQuery,
        response: { 200: ListEnvelope(MarketReview), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const page = resolvePage(request.query.start, request.query.limit);
      const result = await app.reviews.list(
        'RETAILER_LOCATION',
        request.params.id,
        request.query.sort ?? 'NEWEST',
        me.id,
        page,
      );
      if (!result) throw notFound('That retailer location does not exist.');
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

/** A place the member chose to look near wins over the member's own position. */
export function searchCenter(query: {
  latitude?: number | undefined;
  longitude?: number | undefined;
  searchLatitude?: number | undefined;
  searchLongitude?: number | undefined;
}): Point {
  if (query.searchLatitude !== undefined && query.searchLongitude !== undefined) {
    return resolveLocation(query.searchLatitude, query.searchLongitude);
  }
  return resolveLocation(query.latitude, query.longitude);
}

export default retailers;

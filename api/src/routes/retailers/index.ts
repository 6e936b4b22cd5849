import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KILOMETERS_PER_MILE, resolveLocation } from '../../lib/geo.ts';
import { listEnvelope, parseIdList, resolvePage } from '../../lib/paging.ts';
import { bearerSecurity, errorResponses, ListEnvelope } from '../../schemas/common.ts';
import { DistanceSearchQuery, RetailerLocation } from '../../schemas/retailers.ts';

/** SPEC §9: marketplace search defaults to DISTANCE, MILES, range 5000. */
export const DEFAULT_RANGE = 5000;

const retailers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/location/distancesearch',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['retailers'],
        summary: 'Retailer locations near a point, nearest first',
        description:
          'Without a position (or at 0,0) the central-US default point is used. Distances are ' +
          'great-circle (haversine) in distanceUnit.',
        security: bearerSecurity,
        querystring: DistanceSearchQuery,
        response: { 200: ListEnvelope(RetailerLocation), ...errorResponses(403) },
      },
    },
    async (request) => {
      const query = request.query;
      const page = resolvePage(query.start, query.limit);
      const unit = query.distanceUnit?.trim().toUpperCase().startsWith('K')
        ? 'KILOMETERS'
        : 'MILES';
      const range = query.range ?? DEFAULT_RANGE;
      const result = await app.retailers.distanceSearch({
        center: resolveLocation(query.latitude, query.longitude),
        rangeMiles: unit === 'KILOMETERS' ? range / KILOMETERS_PER_MILE : range,
        unit,
        keyword: query.keyword?.trim() || undefined,
        categoryIds: parseIdList(query.categoryIds),
        sortByName: ['NAME', 'RETAILER_NAME', 'LOCATION_NAME'].includes(
          query.sortField?.trim().toUpperCase() ?? '',
        ),
        page,
      });
      return listEnvelope(result.items, result.countTotal, page);
    },
  );
};

export default retailers;

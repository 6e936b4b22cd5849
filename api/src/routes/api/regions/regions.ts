import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resolveLocation } from '../../../lib/geo.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { errorResponses, ListEnvelope } from '../../../schemas/common.ts';
import { GeocodeQuery, Region } from '../../../schemas/regions.ts';
import { loadGazetteer } from '../../../lib/gazetteer.ts';
import { authenticated } from '../authenticated.helpers.ts';

const regions: FastifyPluginAsyncTypebox = async (app) => {
  const gazetteer = await loadGazetteer();

  app.get(
    '/geocode',
    {
      schema: {
        tags: ['regions'],
        summary: 'US cities by name or ZIP code, or the city nearest to a position',
        description:
          'With a keyword: matching cities (exact names first, then larger cities). Without ' +
          'one: the cities nearest to latitude/longitude (the central-US point when unknown). ' +
          '`distance` is miles from latitude/longitude.',
        querystring: GeocodeQuery,
        response: { 200: ListEnvelope(Region), ...errorResponses(403) },
      },
    },
    async (request) => {
      const query = request.query;
      const from = resolveLocation(query.latitude, query.longitude);
      const limit = Math.min(50, Math.max(1, query.limit ?? 10));
      const keyword = query.keyword?.trim() ?? '';
      const items = keyword
        ? gazetteer.search(keyword, from, limit)
        : gazetteer.nearest(from, limit);
      return listEnvelope(items, items.length, { start: 0, limit });
    },
  );
};

export default authenticated(regions);

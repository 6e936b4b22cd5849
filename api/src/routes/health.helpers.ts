import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../lib/errors.ts';
import { ErrorEnvelope, errorResponses, GeoQuery, ItemEnvelope } from '../schemas/common.ts';
import { itemEnvelope } from '../lib/envelopes.ts';

const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Enum(['pglite', 'postgres']),
});

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        querystring: GeoQuery,
        response: {
          200: ItemEnvelope(Health),
          ...errorResponses(),
          503: Type.Object(ErrorEnvelope.properties, { description: 'Database unreachable' }),
        },
      },
    },
    async (request) => {
      let database;
      try {
        database = await app.databaseStatus();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable.');
      }
      return itemEnvelope({ status: 'ok' as const, database });
    },
  );
};

export default health;

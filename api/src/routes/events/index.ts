import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { resolvePage } from '../../lib/paging.ts';
import { listEnvelope } from '../../lib/envelopes.ts';
import {
  errorResponses,
  GeoFields,
  ListEnvelope,
  Nullable,
  PagingFields,
} from '../../schemas/common.ts';
import { authenticated } from '../authenticated.ts';

const AccountBrief = Type.Object({ accountId: Type.Integer(), display: Type.String() });

export const EventAttendance = Type.Object({
  event: Type.Object({ eventId: Type.Integer(), title: Type.String() }),
  attendee: AccountBrief,
  friend: Nullable(AccountBrief),
});

const events: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/search',
    {
      schema: {
        tags: ['events'],
        summary: 'Who attends events tied to an offer at a shop',
        description:
          'Shops do not host events on Canopy yet, so the list is empty; the shape is the ' +
          "platform's (event, attendee, friend) so clients can render it when they do.",
        querystring: Type.Object({
          ...GeoFields,
          offerLocationId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
          ...PagingFields,
        }),
        response: { 200: ListEnvelope(EventAttendance), ...errorResponses(403) },
      },
    },
    async (request) => {
      const page = resolvePage(request.query.start, request.query.limit);
      return listEnvelope([], 0, page);
    },
  );
};

export default authenticated(events);

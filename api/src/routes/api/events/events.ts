import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listEnvelope } from '../../../lib/envelopes.ts';
import { notFound } from '../../../lib/errors.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { eventCalendar } from '../../../plugins/app/social/event-calendar.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import {
  errorResponses,
  GeoFields,
  GeoQuery,
  IdParams,
  ListEnvelope,
  PagingFields,
} from '../../../schemas/common.ts';
import { AlbumMember } from '../../../schemas/sections.ts';

export interface EventRoutesOptions {
  /** Base of the web app, for the event's link in calendars, e.g. http://localhost:3000. */
  publicAppUrl: string;
}

const NO_SUCH_EVENT = 'That event does not exist.';
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const events: FastifyPluginAsyncTypebox<EventRoutesOptions> = async (app, options) => {
  const appUrl = options.publicAppUrl.replace(/\/+$/, '');

  /** An event album the member may open, or 404. */
  async function openEvent(member: Parameters<typeof viewerOf>[0], id: number) {
    const found = await app.albums.findVisible(id, viewerOf(member), resolveLocation(0, 0));
    if (!found || found.locked || found.album.albumType !== 'event') throw notFound(NO_SUCH_EVENT);
    return found.album;
  }

  app.get(
    '/attendance/search',
    {
      schema: {
        tags: ['events'],
        summary: 'Who attends an event (albumId), newest first',
        description:
          'Name the event album by albumId. Shops do not host events on Canopy yet, so ' +
          'offerLocationId alone gives an empty list.',
        querystring: Type.Object({
          ...GeoFields,
          albumId: Type.Optional(Id),
          offerLocationId: Type.Optional(Id),
          ...PagingFields,
        }),
        response: { 200: ListEnvelope(AlbumMember), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const page = resolvePage(request.query.start, request.query.limit);
      const { albumId } = request.query;
      if (albumId === undefined) return listEnvelope([], 0, page);
      const me = currentUser(request);
      const event = await openEvent(me, albumId);
      const result = await app.sections.members(event.albumId, me.id, page);
      const brief = { eventId: event.albumId, title: event.title };
      return listEnvelope(
        result.items.map((item) => ({ event: brief, ...item })),
        result.countTotal,
        page,
      );
    },
  );

  app.get(
    '/:id/calendar',
    {
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar (.ics) file, in its own time zone',
        params: IdParams,
        querystring: GeoQuery,
        response: {
          200: Type.Unsafe<string>({ type: 'string', description: 'text/calendar' }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const event = await openEvent(me, request.params.id);
      const config = await app.appConfig.get();
      const body = eventCalendar(event, {
        appName: config.appName,
        eventUrl: `${appUrl}/#/browse/event/${event.albumId}`,
      });
      if (body === undefined) throw notFound('That event has no date yet.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${event.albumId}.ics"`)
        .send(body);
    },
  );
};

export default events;

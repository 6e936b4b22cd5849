import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope, listEnvelope } from '../../../lib/envelopes.ts';
import { notFound } from '../../../lib/errors.ts';
import { resolvePage } from '../../../lib/paging.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { viewerOf } from '../../../plugins/app/social/viewer.ts';
import {
  errorResponses,
  GeoBody,
  GeoQuery,
  IdParams,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  Notification,
  NotificationSearchQuery,
  NotificationSettings,
  NotificationSettingsBody,
  UnreadCount,
} from '../../../schemas/notifications.ts';

const notifications: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first, alike ones as one",
        querystring: NotificationSearchQuery,
        response: { 200: ListEnvelope(Notification), ...errorResponses(403) },
      },
    },
    async (request) => {
      const page = resolvePage(request.query.start, request.query.limit);
      const found = await app.notifications.search(viewerOf(currentUser(request)), page);
      return listEnvelope(found.items, found.total, page);
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications (groups) are unread',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(UnreadCount), ...errorResponses(403) },
      },
    },
    async (request) =>
      itemEnvelope({ unreadCount: await app.notifications.unreadCount(currentUser(request).id) }),
  );

  app.post(
    '/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification read',
        body: GeoBody,
        response: { 200: ItemEnvelope(UnreadCount), ...errorResponses(403) },
      },
    },
    async (request) =>
      itemEnvelope({
        unreadCount: await app.notifications.markAllRead(currentUser(request).id),
      }),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks a notification (and the alike ones listed with it) read',
        params: IdParams,
        body: GeoBody,
        response: { 200: ItemEnvelope(UnreadCount), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const unreadCount = await app.notifications.markRead(
        currentUser(request).id,
        request.params.id,
      );
      if (unreadCount === undefined) throw notFound('That notification does not exist.');
      return itemEnvelope({ unreadCount });
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which notification types the member receives',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(NotificationSettings), ...errorResponses(403) },
      },
    },
    async (request) => itemEnvelope(await app.notifications.settings(currentUser(request).id)),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Switches notification types on or off',
        description: 'A type switched off creates no notifications until it is on again.',
        body: NotificationSettingsBody,
        response: { 200: ItemEnvelope(NotificationSettings), ...errorResponses(403) },
      },
    },
    async (request) => {
      const { latitude: _latitude, longitude: _longitude, ...changes } = request.body;
      return itemEnvelope(
        await app.notifications.updateSettings(currentUser(request).id, changes),
        'Notification settings saved.',
      );
    },
  );
};

export default notifications;

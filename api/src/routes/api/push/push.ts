import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { errorResponses, GeoQuery, ItemEnvelope } from '../../../schemas/common.ts';
import {
  PushDevices,
  PushEndpointBody,
  PushKey,
  PushSubscriptionBody,
} from '../../../schemas/push.ts';

// Web push: a device turns notifications on (subscribes) or off; what is pushed follows the
// member's notification settings.
const push: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/key',
    {
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key, to subscribe a device with",
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(PushKey), ...errorResponses(403) },
      },
    },
    async () => itemEnvelope({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turns push notifications on for this device',
        description:
          'Keeps the member\u2019s newest ten devices; a device another member had subscribed ' +
          'moves to this member.',
        body: PushSubscriptionBody,
        response: { 200: ItemEnvelope(PushDevices), ...errorResponses(400, 403, 429) },
      },
      preHandler: app.memberLimits.preHandler('push-devices'),
    },
    async (request) => {
      const memberId = currentUser(request).id;
      const { endpoint, keys } = request.body;
      await app.push.subscribe(memberId, { endpoint, keys });
      return itemEnvelope({ devices: await app.push.deviceCount(memberId) });
    },
  );

  app.post(
    '/subscriptions/remove',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turns push notifications off for this device',
        body: PushEndpointBody,
        response: { 200: ItemEnvelope(PushDevices), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const memberId = currentUser(request).id;
      await app.push.unsubscribe(memberId, request.body.endpoint);
      return itemEnvelope({ devices: await app.push.deviceCount(memberId) });
    },
  );
};

export default push;

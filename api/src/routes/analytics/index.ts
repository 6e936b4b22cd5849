import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import { UsageBody } from '../../schemas/analytics.ts';
import { errorResponses, MessageEnvelope } from '../../schemas/common.ts';
import { authenticated } from '../authenticated.ts';
import { messageEnvelope } from '../../lib/envelopes.ts';

/** Registered under /sirqul/analytics, beside the config routes of /sirqul. */
const analytics: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/usage',
    {
      schema: {
        tags: ['config'],
        summary: 'Record a usage event (section as tag, and action)',
        description:
          'Stored with the signed-in member. Both tag and action are required (SPEC §5: ' +
          'analytics needs a section and an action).',
        body: UsageBody,
        response: { 200: MessageEnvelope, ...errorResponses(403) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const body = request.body;
      await app.usage.record({
        accountId: me.id,
        tag: body.tag,
        action: body.action,
        appVersion: body.appVersion,
        deviceType: body.deviceType,
        userAgent: body.userAgent,
        deviceId: body.deviceId,
        aggregateColumn: body.aggregateColumn,
        clientTime: body.clientTime,
        clientAccountId: body.accountId ?? undefined,
        customMessage: body.customMessage,
        customId: body.customId === undefined ? undefined : String(body.customId),
        latitude: body.latitude,
        longitude: body.longitude,
      });
      return messageEnvelope('Recorded.');
    },
  );
};

export default authenticated(analytics);

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../../plugins/app/kernel/current-member.ts';
import { albumCounterOf } from '../../../../plugins/app/social/rules.ts';
import { viewerOf } from '../../../../plugins/app/social/viewer.ts';
import {
  FederationEventBody,
  FederationHealthQuery,
  FederationHealthSummary,
  UsageBody,
} from '../../../../schemas/analytics.ts';
import { errorResponses, ItemEnvelope, MessageEnvelope } from '../../../../schemas/common.ts';
import { itemEnvelope, messageEnvelope } from '../../../../lib/envelopes.ts';

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
          'analytics needs a section and an action). A post page viewed (tag activity-detail, ' +
          'action Viewed) or an album shared (tag activity-wall or activity-detail, action ' +
          "Shared), with the album's id as customId, counts on its viewedCount or sharedCount.",
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
      const counted = albumCounterOf(body.tag, body.action, body.customId);
      if (counted) await app.albums.countUsage(counted.albumId, counted.counter, viewerOf(me));
      return messageEnvelope('Recorded.');
    },
  );

  app.post(
    '/federation',
    {
      schema: {
        tags: ['config'],
        summary: 'Record how the host loaded one remote (its version, or a failure)',
        description:
          'Federation health for operators: which remote versions browsers load and which ' +
          'fail. Nothing about the member is stored.',
        body: FederationEventBody,
        response: { 200: MessageEnvelope, ...errorResponses(403) },
      },
    },
    async (request) => {
      const event = request.body;
      await app.federationHealth.record(event);
      if (event.outcome === 'FAILED') {
        request.log.warn(
          { remote: event.remote, version: event.version, stage: event.stage },
          'a browser could not load a remote',
        );
      }
      return messageEnvelope('Recorded.');
    },
  );

  app.get(
    '/federation',
    {
      schema: {
        tags: ['config'],
        summary: 'Loads and failures per remote version over the last hours',
        querystring: FederationHealthQuery,
        response: {
          200: ItemEnvelope(FederationHealthSummary),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      const hours = request.query.hours ?? 24;
      return itemEnvelope({ hours, remotes: await app.federationHealth.summary(hours) });
    },
  );
};

export default analytics;

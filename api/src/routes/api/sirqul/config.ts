import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SWITCH_CONFIG } from '../../../plugins/app/platform/app-config-defaults.ts';
import { HttpError, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { configLinkProblem } from '../../../plugins/app/platform/rules.ts';
import { AppConfig, AppConfigBody, SwitchConfig } from '../../../schemas/app-config.ts';
import { errorResponses, GeoQuery, ItemEnvelope } from '../../../schemas/common.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';

/** A plugin scope of its own, typed like the file's routes. */
type Scope = Parameters<FastifyPluginAsyncTypebox>[0];

const sirqul: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/appconfig',
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        summary: 'The app configuration (public)',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(AppConfig), ...errorResponses() },
      },
    },
    async () => itemEnvelope(await app.appConfig.get()),
  );

  await app.register(
    // Operators' routes, in one scope (signed in; each checks the operator role).
    async (operator: Scope) => {
      operator.put(
        '/appconfig',
        {
          schema: {
            tags: ['config'],
            summary: 'Replace the app configuration (operators only)',
            description:
              'Members who are not operators get 404: the resource is not theirs. Every link ' +
              'and image address (any key ending in url, link, linkto, href or src) must be an ' +
              'http(s) URL or a path of this app starting with / or #/; otherwise 400 naming it. ' +
              'The document is published as a new version (kept, logged in the audit log), ' +
              'whatever was published since: the console publishes with POST ' +
              '/api/staff/config/versions, which refuses a stale base.',
            body: AppConfigBody,
            response: { 200: ItemEnvelope(AppConfig), ...errorResponses(403, 404) },
          },
        },
        async (request) => {
          const me = currentUser(request);
          if (!me.is_operator) throw notFound('There is no app configuration you can change.');
          const { latitude: _latitude, longitude: _longitude, ...config } = request.body;
          // Every member loads these links: no script, no other scheme, no look-alike host.
          const badLink = configLinkProblem(config);
          if (badLink) throw new HttpError(400, 'VALIDATION_ERROR', badLink);
          // A version like any other: kept in the history, logged, and undone by a rollback.
          await operator.configVersions.publish({
            config,
            note: 'Replaced with PUT /api/sirqul/appconfig',
            actorId: me.id,
          });
          return itemEnvelope(
            await operator.appConfig.get(),
            'The app configuration has been saved.',
          );
        },
      );
    },
  );

  app.get(
    '/switchconfig',
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        summary: 'Where the client takes its services and state from (public)',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(SwitchConfig), ...errorResponses() },
      },
    },
    async () => itemEnvelope(SWITCH_CONFIG),
  );
};

export default sirqul;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SWITCH_CONFIG } from '../../plugins/app/platform/app-config-defaults.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/app/identity/sessions-repository.ts';
import { AppConfig, AppConfigBody, SwitchConfig } from '../../schemas/app-config.ts';
import { bearerSecurity, errorResponses, GeoQuery, ItemEnvelope } from '../../schemas/common.ts';

const sirqul: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/appconfig',
    {
      schema: {
        tags: ['config'],
        summary: 'The app configuration (public)',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(AppConfig), ...errorResponses() },
      },
    },
    async () => ({ valid: true as const, message: 'ok', item: await app.appConfig.get() }),
  );

  app.put(
    '/appconfig',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['config'],
        summary: 'Replace the app configuration (operators only)',
        description: 'Members who are not operators get 404: the resource is not theirs.',
        security: bearerSecurity,
        body: AppConfigBody,
        response: { 200: ItemEnvelope(AppConfig), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (!me.is_operator) throw notFound('There is no app configuration you can change.');
      const { latitude: _latitude, longitude: _longitude, ...config } = request.body;
      return {
        valid: true as const,
        message: 'The app configuration has been saved.',
        item: await app.appConfig.replace(config, me.id),
      };
    },
  );

  app.get(
    '/switchconfig',
    {
      schema: {
        tags: ['config'],
        summary: 'Where the client takes its services and state from (public)',
        querystring: GeoQuery,
        response: { 200: ItemEnvelope(SwitchConfig), ...errorResponses() },
      },
    },
    async () => ({ valid: true as const, message: 'ok', item: SWITCH_CONFIG }),
  );
};

export default sirqul;

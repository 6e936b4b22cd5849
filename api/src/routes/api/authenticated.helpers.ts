import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions } from 'fastify';
import { bearerSecurity } from '../../schemas/common.ts';

/**
 * Routes for signed-in members. One onRequest hook checks the bearer session (403 without
 * one) and sets `request.user`; every route's OpenAPI entry asks for the bearer token unless
 * it names its own security. Registered in place, so the routes keep their order.
 */
export function authenticated<Options extends FastifyPluginOptions = Record<never, never>>(
  routes: FastifyPluginAsyncTypebox<Options>,
): FastifyPluginAsyncTypebox<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: route.schema?.security ?? bearerSecurity };
      // A route hook after the rate limiter's (added by its onRoute, which runs first), so a
      // request with a wrong token is counted before it is turned away.
      const before = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(before) ? before : [before]), app.authenticate];
    });
    await routes(app, options);
  };
}

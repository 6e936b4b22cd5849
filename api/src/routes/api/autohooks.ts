import type { FastifyPluginAsync } from 'fastify';
import { bearerSecurity } from '../../schemas/common.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route under /api anybody may call, signed in or not (sign-up, the app config…). */
    public?: boolean;
  }
}

/**
 * Loaded by @fastify/autoload before the routes of this folder and, cascading, of every folder
 * under it (so before every route under /api): a route is for signed-in members unless it says
 * `config: { public: true }`. Its onRequest hook checks the bearer session (403 without one)
 * and sets `request.user`; its OpenAPI entry asks for the bearer token unless it names its own
 * security. A new route goes in the folder its URL names (see the README's route table).
 */
const authentication: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true) return;
    route.schema = { ...route.schema, security: route.schema?.security ?? bearerSecurity };
    // A route hook after the rate limiter's (added by its onRoute, which runs first), so a
    // request with a wrong token is counted before it is turned away.
    const before = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(before) ? before : [before]), app.authenticate];
  });
};

export default authentication;

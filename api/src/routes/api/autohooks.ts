import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import { restrictionMessage } from '../../plugins/app/kernel/moderation.ts';
import { bearerSecurity } from '../../schemas/common.ts';

/** Methods that only read: a suspended member may still call them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes a suspended member may still make (issue 35): signing out, deleting their account,
 * marking what they read, their notification switches, and the ticket of the live stream
 * (which only delivers). Everything else that writes is refused while the suspension lasts.
 */
const ALLOWED_WHILE_SUSPENDED = new Set([
  'POST /api/users/logout',
  'POST /api/users/logout-all',
  'POST /api/users/myprofile/delete',
  'POST /api/notifications/read',
  'POST /api/notifications/:id/read',
  'PUT /api/notifications/settings',
  'POST /api/chats/:id/read',
  'POST /api/live/ticket',
]);

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
    const hooks = [...(Array.isArray(before) ? before : [before]), app.authenticate];
    // The ONE write choke point of moderation: a suspended or banned member's writes are
    // refused with the end date (kernel/moderation.ts); reading goes on.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((method) => !READS.has(method));
    const allowed = methods.every((method) =>
      ALLOWED_WHILE_SUSPENDED.has(`${method} ${route.url}`),
    );
    if (writes && !allowed) hooks.push(refuseRestrictedWrites);
    route.onRequest = hooks;
  });

  async function refuseRestrictedWrites(request: FastifyRequest) {
    if (READS.has(request.method) || !request.user) return;
    const restriction = await app.moderation.restrictionOf(request.user.id);
    if (!restriction) return;
    // 423 (the account is locked for writing), not 403: a 403 ends the session in the
    // clients (SPEC §7), and a suspended member stays signed in to read.
    throw new HttpError(
      423,
      restriction.kind === 'BAN' ? 'ACCOUNT_BANNED' : 'ACCOUNT_SUSPENDED',
      restrictionMessage(restriction),
    );
  }
};

export default authentication;

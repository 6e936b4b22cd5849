// The one place every staff endpoint's role is checked. `staffOnly(role, routes)` wraps a
// plugin of routes: each route first needs a live session (403 SESSION_INVALID without one,
// from routes/api/autohooks.ts), then `app.requireRole(role)` (403 ROLE_REQUIRED), which
// reads the role from the account the session belongs to (read afresh on every request, so
// a role taken away applies at the next call).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../../lib/errors.ts';
import { currentUser } from '../kernel/current-member.ts';
import { hasRole, ROLE_PLURAL, type StaffRole } from '../kernel/roles.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A request hook that lets through signed-in accounts with at least `role`. */
    requireRole: (role: StaffRole) => (request: FastifyRequest) => Promise<void>;
  }
}

export const ROLE_REQUIRED = 'ROLE_REQUIRED';

export function roleRequired(role: StaffRole): HttpError {
  return new HttpError(403, ROLE_REQUIRED, `Only ${ROLE_PLURAL[role]} may do this.`);
}

export default fp(
  async (app) => {
    app.decorate('requireRole', (role: StaffRole) => async (request: FastifyRequest) => {
      if (!hasRole(currentUser(request).role, role)) throw roleRequired(role);
    });
  },
  { name: 'require-role', dependencies: ['auth'] },
);

/** Routes for staff with at least `role`: a session, then the role, on every route. */
export function staffOnly<Options extends FastifyPluginOptions = Record<never, never>>(
  role: StaffRole,
  routes: FastifyPluginAsyncTypebox<Options>,
): FastifyPluginAsyncTypebox<Options> {
  return async (app, options) => {
    // After `authenticate` (added by the autohooks' onRoute, which runs first) and before
    // the body is read: a member is refused whatever they send.
    app.addHook('onRoute', (route) => {
      const before = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(before) ? before : [before]), app.requireRole(role)];
    });
    await routes(app, options);
  };
}

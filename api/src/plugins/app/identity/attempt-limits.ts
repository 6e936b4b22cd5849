// Throttles for credentials (issue 17), on the rate limiter's own counters. Attempts count
// per address and per account; failed sign-ins also count per address across every account
// (one password sprayed over many) and across the whole API, since only a failure says
// someone is guessing. One route may meet several limits, so each is checked here rather
// than as the route's single rate-limit config.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../../lib/errors.ts';
import { attemptLimits } from './rules.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const emailOf = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** The preHandlers of the credential routes, and what a failed sign-in reports. */
export function credentialLimits(app: FastifyInstance, max: number, signupMax: number) {
  const limits = attemptLimits(max);
  const limiter = (
    name: string,
    limit: { max: number; windowMs: number },
    key: (request: FastifyRequest) => string,
  ): Limiter =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}|${key(request)}`,
    });
  const perMinute = { max: limits.perMinute, windowMs: 60_000 };

  /** Counts this attempt against each limit; 429 once one is past it. */
  const attempts =
    (...limiters: Limiter[]) =>
    async (request: FastifyRequest) => {
      for (const limit of limiters) {
        const state = await limit(request);
        if (!state.isAllowed && state.isExceeded) throw tooManyRequests(state.ttl);
      }
    };

  const addressFailures = limiter('login-failures-address', limits.addressFailures, (r) => r.ip);
  const globalFailures = limiter('login-failures', limits.globalFailures, () => 'all');

  return {
    signup: attempts(
      limiter('signup-address', { max: signupMax, windowMs: 60_000 }, (request) => request.ip),
      limiter('signup-account', { max: signupMax, windowMs: 60_000 }, emailOf),
    ),
    login: [
      attempts(
        limiter('login-address-account', perMinute, (r) => `${r.ip}|${emailOf(r)}`),
        limiter('login-account', perMinute, emailOf),
      ),
      // Failures are read here and counted by loginFailed.
      async (request: FastifyRequest) => {
        for (const failures of [addressFailures, globalFailures]) {
          const state = await failures(request, { increment: false });
          if (!state.isAllowed && state.remaining === 0) throw tooManyRequests(state.ttl);
        }
      },
    ],
    async loginFailed(request: FastifyRequest): Promise<void> {
      await addressFailures(request);
      await globalFailures(request);
    },
    passwordChange: attempts(
      limiter('password-address', perMinute, (request) => request.ip),
      limiter('password-account', perMinute, (request) => String(request.user?.id ?? '')),
    ),
  };
}

// Throttles for credentials (issues 17 and 32). A limit must slow down whoever guesses and
// never lock out anyone else, so sign-in counts only failures, and only against those who
// failed: the address that failed at one account (a minute), the address that failed across
// many accounts (one password sprayed over many, 15 minutes), and, for an account being
// guessed at from many addresses, a growing spacing for the addresses that failed at it
// (rules.ts, accountSignInWaitMs; its history in the database, sign-in-attempts.ts). An
// address that has not failed is never refused the correct password, however many others
// fail; nothing counts failures across the whole API. Sign-up and password change count
// attempts per address and per account. One route may meet several limits, so each is
// checked here rather than as the route's single rate-limit config.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../../lib/errors.ts';
import { attemptLimits } from './rules.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const emailOf = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** The preHandlers of the credential routes, and what a sign-in's outcome reports. */
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

  // Failures are read before the password is checked and counted by loginFailed.
  const failureLimiters = [
    limiter('login-failures-address-account', perMinute, (r) => `${r.ip}|${emailOf(r)}`),
    limiter('login-failures-address', limits.addressFailures, (r) => r.ip),
  ];
  // The attempt each sign-in wrote down, to mark it succeeded.
  const attemptIds = new WeakMap<FastifyRequest, number>();

  return {
    signup: attempts(
      limiter('signup-address', { max: signupMax, windowMs: 60_000 }, (request) => request.ip),
      limiter('signup-account', { max: signupMax, windowMs: 60_000 }, emailOf),
    ),
    login: async (request: FastifyRequest) => {
      for (const failures of failureLimiters) {
        const state = await failures(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) throw tooManyRequests(state.ttl);
      }
      const start = await app.signInAttempts.start(
        emailOf(request),
        request.ip,
        limits.accountFreeFailures,
      );
      if ('waitMs' in start) throw tooManyRequests(start.waitMs, 'signing in to this account');
      attemptIds.set(request, start.attemptId);
    },
    async loginFailed(request: FastifyRequest): Promise<void> {
      for (const failures of failureLimiters) await failures(request);
    },
    async loginSucceeded(request: FastifyRequest): Promise<void> {
      const attemptId = attemptIds.get(request);
      if (attemptId !== undefined) await app.signInAttempts.succeeded(attemptId);
    },
    passwordChange: attempts(
      limiter('password-address', perMinute, (request) => request.ip),
      limiter('password-account', perMinute, (request) => String(request.user?.id ?? '')),
    ),
  };
}

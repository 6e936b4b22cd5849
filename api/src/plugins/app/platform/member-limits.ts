// Per-member write limits (issue 32) on the rate limiter's own counters, as the credential
// limits do: keyed by the signed-in member rather than the address, so one member cannot
// flood others from many addresses and members behind one address do not share a budget.
// With REDIS_URL the counts live in Redis and hold across API instances.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, tooManyRequests } from '../../../lib/errors.ts';
import { currentUser } from '../kernel/current-member.ts';
import {
  MEMBER_ACTIONS,
  memberLimitsWith,
  tooManyAtOnce,
  UNIT_MS,
  type MemberAction,
  type MemberLimitOverrides,
} from './member-limit-rules.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

// Counts are kept per member: the in-memory store (without Redis) must hold far more keys
// than its default 5,000 before it forgets a busy member's count.
const MEMBERS_COUNTED = 100_000;

export interface MemberLimitsOptions {
  /** Changes to the table (MEMBER_LIMITS), or 'off' for none at all. */
  limits?: MemberLimitOverrides | 'off' | undefined;
}

export function createMemberLimits(
  app: FastifyInstance,
  overrides: MemberLimitOverrides | 'off' = {},
) {
  const table = memberLimitsWith(overrides);
  const limiters = new Map<MemberAction, Limiter[]>(
    MEMBER_ACTIONS.map((action) => [
      action,
      table[action].windows.map((window, index) =>
        app.createRateLimit({
          max: window.max,
          timeWindow: UNIT_MS[window.per],
          keyGenerator: (request) =>
            `member|${action}|${index}-${window.per}|${currentUser(request).id}`,
          // Read by the in-memory store of each limiter, though the types only name it on
          // the plugin's own options.
          ...{ cache: MEMBERS_COUNTED },
        }),
      ),
    ]),
  );

  /**
   * Counts `times` of `action` for the signed-in member against each of its windows; 429
   * naming the wait once a window is past its number.
   */
  async function count(request: FastifyRequest, action: MemberAction, times = 1): Promise<void> {
    const windows = limiters.get(action) ?? [];
    if (times <= 0 || windows.length === 0) return;
    const impossible = tooManyAtOnce(table[action], times);
    if (impossible) throw new HttpError(400, 'TOO_MANY_AT_ONCE', impossible);
    let waitMs = 0;
    for (const limiter of windows) {
      for (let counted = 0; counted < times; counted += 1) {
        const state = await limiter(request);
        if (!state.isAllowed && state.isExceeded) {
          waitMs = Math.max(waitMs, state.ttl);
          break;
        }
      }
    }
    if (waitMs > 0) throw tooManyRequests(waitMs, table[action].doing);
  }

  return {
    count,
    /** A route's preHandler: counts one `action`, or as many as `times` finds in the request. */
    preHandler:
      (action: MemberAction, times?: (request: FastifyRequest) => number) =>
      async (request: FastifyRequest) =>
        count(request, action, times ? times(request) : 1),
  };
}

export type MemberLimits = ReturnType<typeof createMemberLimits>;

declare module 'fastify' {
  interface FastifyInstance {
    memberLimits: MemberLimits;
  }
}

export default fp<MemberLimitsOptions>(
  async (app, options) => {
    app.decorate('memberLimits', createMemberLimits(app, options.limits));
  },
  { name: 'member-limits', dependencies: ['rate-limit'] },
);

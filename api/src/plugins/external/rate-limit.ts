import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../../lib/errors.ts';

export interface RateLimitOptions {
  /** Requests per minute per client address across the API; 0 turns the global limit off. */
  max: number;
  /**
   * With several API instances, their counts meet in Redis, so a limit is the same however
   * the requests are spread; each instance counts alone without it.
   */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys, so deployments (and test runs) sharing a Redis stay apart. */
  redisNamespace?: string | undefined;
}

export default fp<RateLimitOptions>(
  async (app, options) => {
    const redis = options.redisUrl
      ? // Commands fail at once while Redis is away (skipOnError lets the request through)
        // rather than waiting in a queue and holding every request up with them.
        new Redis(options.redisUrl, { connectTimeout: 2_000, enableOfflineQueue: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await app.register(rateLimit, {
      global: options.max > 0,
      max: options.max > 0 ? options.max : 1_000,
      timeWindow: '1 minute',
      ...(redis
        ? {
            redis,
            nameSpace: `${options.redisNamespace ?? 'canopy'}:rate-limit:`,
            // Redis being down must not take the API down with it: requests go through.
            skipOnError: true,
          }
        : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    });
  },
  { name: 'rate-limit' },
);

import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';

export interface RateLimitOptions {
  /** Requests per minute per client address across the API; 0 turns the global limit off. */
  max: number;
}

export default fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: options.max > 0,
      max: options.max > 0 ? options.max : 1_000,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'RATE_LIMITED',
          `Too many requests. Please wait ${context.after} and try again.`,
        ),
    });
  },
  { name: 'rate-limit' },
);

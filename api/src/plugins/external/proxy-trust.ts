import fp from 'fastify-plugin';
import { isProxySecret, PROXY_SECRET_HEADER } from '../../lib/proxy-secret.ts';

export interface ProxyTrustOptions {
  /** TRUST_PROXY_SECRET: forwarded addresses count only on requests carrying it. */
  secret?: string | undefined;
}

/** Headers only a trusted proxy may set; Fastify reads them when it works out `request.ip`. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * With a proxy secret, a request without it loses its X-Forwarded-* headers before anything
 * reads the client's address (the rate limits run after this hook), so it counts as the
 * address it came from, whatever it claims. Registered before the rate limiter.
 */
export default fp<ProxyTrustOptions>(
  async (app, options) => {
    const secret = options.secret;
    if (!secret) return;
    app.addHook('onRequest', async (request) => {
      const headers = request.raw.headers;
      if (!isProxySecret(secret, headers[PROXY_SECRET_HEADER])) {
        for (const name of FORWARDED) delete headers[name];
      }
      delete headers[PROXY_SECRET_HEADER];
    });
  },
  { name: 'proxy-trust' },
);

// A reverse proxy that shares the machine with other clients (pnpm start's host server on
// loopback) cannot be told apart from them by its address, so TRUST_PROXY alone would let
// any local client name another address in X-Forwarded-For. With TRUST_PROXY_SECRET set,
// the proxy proves itself with this header, and forwarded addresses count only then.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the trusted proxy sends its secret in; it replaces any a client sent. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `sent` (the header's value, if any) is the proxy's secret, compared in constant time. */
export function isProxySecret(secret: string, sent: string | string[] | undefined): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(secret), digest(sent));
}

// Forwards the host page's API requests (and its media) to the API, so the browser calls
// the API on the page's own origin and never needs the API's port. A cross-origin call
// that carries a token (every signed-in call) first costs a CORS preflight round trip,
// once per distinct URL; on a phone's network that is 150 ms or more in front of each
// piece of data a page draws.
import http from 'node:http';
import { PROXY_SECRET_HEADER } from '../api/src/lib/proxy-secret.ts';

/** Headers that describe one hop and must not be passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * The answer when the API cannot be reached: the API's own error envelope, so the app
 * shows it like any other failure. docker-compose's nginx answers the same.
 */
export const API_UNREACHABLE = {
  valid: false,
  message: 'Canopy cannot be reached right now. Please try again.',
  errorCode: 'SERVICE_UNAVAILABLE',
} as const;

function forwardedHeaders(
  request: http.IncomingMessage,
  target: URL,
  secret: string | undefined,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && name !== PROXY_SECRET_HEADER && value !== undefined) {
      headers[name] = value;
    }
  }
  // This server is the edge: the address it saw replaces whatever the client claimed,
  // so no one picks the address the API's per-address limits count against.
  headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  // The API believes the address above only with the secret (TRUST_PROXY_SECRET).
  if (secret) headers[PROXY_SECRET_HEADER] = secret;
  headers.host = target.host;
  return headers;
}

/**
 * Sends `request` to `target` (an origin) with the same method, path and body, and
 * streams the answer back as it comes (the live event stream included). With `secret`,
 * the API's TRUST_PROXY_SECRET, the request proves it comes from this server.
 */
export function proxyTo(
  target: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  secret?: string,
): void {
  const origin = new URL(target);
  const upstream = http.request(
    {
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request, origin, secret),
    },
    (answer) => {
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
      );
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
      // A member who leaves the page closes the stream: stop the API's side too.
      response.on('close', () => answer.destroy());
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(API_UNREACHABLE));
    } else {
      response.destroy();
    }
  });
  request.pipe(upstream);
}

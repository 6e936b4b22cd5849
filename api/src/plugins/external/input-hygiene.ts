import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';

/** How deep free-form JSON (metaData, appBlob) may nest; real documents stay under ten. */
export const MAX_JSON_DEPTH = 32;
/** Ids are PostgreSQL `integer` columns. */
const MAX_ID = 2_147_483_647;

// PostgreSQL text cannot hold NUL, and an unpaired surrogate is not valid UTF-8: either
// one reaching SQL was a 500. Refused here, once, for every route.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The deepest bracket nesting of a JSON-looking string, ignoring brackets inside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, (depth += 1));
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

const isId = (key: string) => key === 'id' || /[a-z]Id$/.test(key);

/** What is wrong with `value` at `path`, or undefined when it may go on to the route. */
export function inputProblem(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (unstorable(value)) {
      return `${path} contains a character that cannot be stored (a NUL byte or an unpaired surrogate)`;
    }
    if (/^\s*[[{]/.test(value) && jsonDepth(value) > MAX_JSON_DEPTH) {
      return `${path} is nested more than ${MAX_JSON_DEPTH} levels deep`;
    }
    return undefined;
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) return `${path} is out of range`;
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return `${path} is nested more than ${MAX_JSON_DEPTH} levels deep`;
  // Binary bodies and streams are not text: the routes that take them check them.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (typeof item === 'number' && isId(key) && Math.abs(item) > MAX_ID) {
      return `${at} is out of range`;
    }
    const problem = inputProblem(item, at, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

async function checkInput(request: FastifyRequest): Promise<void> {
  for (const [name, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const problem = inputProblem(value, name);
    if (problem) throw new HttpError(400, 'VALIDATION_ERROR', problem);
  }
}

/**
 * Input that the schemas let through but the database cannot take: checked after
 * validation (numbers are numbers by then) and before any handler runs.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', checkInput);
  },
  { name: 'input-hygiene' },
);

const envelope = (message: string, errorCode: string) =>
  JSON.stringify({ valid: false, message, errorCode });

/** Fastify's own routing errors (a malformed URL, an over-long parameter) in the envelope. */
export function frameworkErrorEnvelope(
  error: { code?: string; statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .type('application/json')
    .send(
      tooLong
        ? envelope('A path parameter is too long.', 'URI_TOO_LONG')
        : envelope('The request URL could not be read.', 'BAD_URL'),
    );
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers or URL over
 * 16 kB, a broken request line), answered in the envelope as well.
 */
export function clientErrorEnvelope(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          envelope('The request headers or URL are too large.', 'HEADERS_TOO_LARGE'),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [
            408,
            'Request Timeout',
            envelope('The request took too long to arrive.', 'REQUEST_TIMEOUT'),
          ]
        : [400, 'Bad Request', envelope('The request could not be read.', 'BAD_REQUEST')];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import type { FastifyError, FastifyInstance } from 'fastify';
import type { TrustProxy } from './config.ts';
import { HttpError } from './lib/errors.ts';
import { validationMessage } from './lib/validation-message.ts';

export const BODY_LIMIT = 1024 * 1024;

/** Fastify's types take a hop count as a function: trust the first `hops` proxies. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((_: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** JSON bodies, and every error answered in the API's envelope (valid, message, errorCode). */
export function readBodiesAndAnswerErrors(app: FastifyInstance): void {
  // The web client sends `Content-Type: application/json` on every request, even bodiless
  // POSTs such as logout, so an empty JSON body means "no body" rather than an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
  // A bodiless POST or PUT validates as an empty object, so its schema reports missing fields.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.code(400).send({
        valid: false,
        message: validationMessage(error.validationContext ?? 'request', error.validation),
        errorCode: 'VALIDATION_ERROR',
      });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Our own 5xx (a full instance, an unreachable database) says what it is; others do not.
    if (statusCode >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send({
        valid: false,
        message: 'Something went wrong on our side. Please try again.',
        errorCode: 'SERVER_ERROR',
      });
    }
    const retryAfter = error instanceof HttpError ? error.retryAfter : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.code(statusCode).send({
      valid: false,
      message: publicMessage(error, statusCode),
      errorCode: error instanceof HttpError ? error.errorCode : errorCodeFor(error, statusCode),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    });
  });
}

/** An unknown path is a 404 in the envelope, rate limited so it cannot be used to scan. */
export function answerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) =>
      reply.code(404).send({
        valid: false,
        message: `There is no ${request.method} ${request.url.split('?')[0] ?? ''} here.`,
        errorCode: 'NOT_FOUND',
      }),
  );
}

const ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'SESSION_INVALID',
  403: 'SESSION_INVALID',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function errorCodeFor(error: FastifyError, statusCode: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'MALFORMED_JSON';
  return ERROR_CODES[statusCode] ?? 'BAD_REQUEST';
}

function publicMessage(error: FastifyError | HttpError, statusCode: number): string {
  if (error instanceof HttpError) return error.message;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (the limit is ${BODY_LIMIT / 1024 / 1024} MiB).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    default:
      return statusCode === 413 ? 'The request body is too large.' : error.message;
  }
}

/** An error that becomes `{valid:false, message, errorCode}` with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;
  /** Seconds to wait before trying again (429, 503): sent as Retry-After and in the body. */
  readonly retryAfter: number | undefined;

  constructor(
    statusCode: number,
    errorCode: string,
    message: string,
    options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.retryAfter = options.retryAfter;
  }
}

/** How long `seconds` is, as a member reads it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * A limit was reached: 429 with how long to wait, in the header and in the envelope.
 * `doing` names what was limited ("posting", "sending messages") for the member's message.
 */
export function tooManyRequests(waitMs: number, doing?: string): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const what = doing ? `You are ${doing} too fast.` : 'Too many requests.';
  return new HttpError(
    429,
    'RATE_LIMITED',
    `${what} Please wait ${waitText(seconds)} and try again.`,
    {
      retryAfter: seconds,
    },
  );
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function sessionInvalid(): HttpError {
  return new HttpError(403, 'SESSION_INVALID', SESSION_ENDED_MESSAGE);
}

export function notFound(message = 'We could not find that.'): HttpError {
  return new HttpError(404, 'NOT_FOUND', message);
}

export function conflict(errorCode: string, message: string): HttpError {
  return new HttpError(409, errorCode, message);
}

/** A business rule saying no: sent as HTTP 200 so the client shows the message as a toast. */
export interface Refusal {
  valid: false;
  message: string;
  errorCode: string;
}

export function refuse(errorCode: string, message: string): Refusal {
  return { valid: false, message, errorCode };
}

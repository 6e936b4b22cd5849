/** An error that becomes `{valid:false, message, errorCode}` with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;

  constructor(statusCode: number, errorCode: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
  }
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

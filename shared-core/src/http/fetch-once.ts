// The one place the front ends call fetch. It does what the client needs of an HTTP
// library and nothing more (ky did this at ~8 kB gzip on every first load): exactly one
// attempt (SPEC §7), a deadline, non-2xx answers as errors that carry the parsed body, and
// failures named in words a member can read.

export interface FetchOnceOptions {
  method: string;
  headers?: Headers;
  /** Appended to the URL's own query. */
  searchParams?: URLSearchParams;
  body?: BodyInit;
  signal?: AbortSignal;
  /** Milliseconds for the whole call, reading the answer included; false for none. */
  timeout: number | false;
  /** What the caller reads, sent as Accept. */
  accept?: string;
}

/** A non-2xx answer; `data` is its body (JSON when it says so, else text). */
export class HttpError extends Error {
  readonly response: Response;
  readonly data: unknown;

  constructor(request: Request, response: Response, data: unknown) {
    super(
      `Request failed with status code ${`${response.status} ${response.statusText}`.trim()}: ${request.method} ${request.url}`,
    );
    this.name = 'HTTPError';
    this.response = response;
    this.data = data;
  }
}

/** No answer at all: offline, DNS, connection refused. */
export class NetworkError extends Error {
  constructor(request: Request, cause: unknown) {
    super(`Request failed due to a network error: ${request.method} ${request.url}`, { cause });
    this.name = 'NetworkError';
  }
}

export class TimeoutError extends Error {
  constructor(request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = 'TimeoutError';
  }
}

const JSON_TYPE = /^application\/(?:[\w!#$&^.-]+\+)?json$/i;

async function errorData(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(mimeType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function withQuery(url: string, searchParams: URLSearchParams | undefined): string {
  if (!searchParams || searchParams.toString() === '') return url;
  const target = new URL(url, globalThis.location?.href);
  for (const [key, value] of searchParams) target.searchParams.append(key, value);
  return target.href;
}

/**
 * The signal a request runs under: the caller's, and the deadline's when there is one.
 * Without a deadline the caller's own signal goes along, so a stream read after the call
 * returns can still be cancelled.
 */
function requestSignal(signal: AbortSignal | undefined, timeout: number | false) {
  if (timeout === false) return { signal, timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeout);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/**
 * One request, and `read` applied to its 2xx answer, within the deadline. Rejects with
 * HttpError, NetworkError or TimeoutError; a caller's abort rejects with the abort reason.
 */
export async function fetchOnce<T>(
  url: string,
  options: FetchOnceOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const deadline = requestSignal(options.signal, options.timeout);
  const headers = new Headers(options.headers);
  if (options.accept && !headers.has('Accept')) headers.set('Accept', options.accept);
  const request = new Request(withQuery(url, options.searchParams), {
    method: options.method,
    headers,
    body: options.body,
    signal: deadline.signal,
  });
  try {
    const response = await fetch(request).catch((error: unknown) => {
      // fetch rejects with a TypeError when no answer came; an abort is not one.
      if (error instanceof TypeError && !deadline.signal?.aborted) {
        throw new NetworkError(request, error);
      }
      throw error;
    });
    if (!response.ok) throw new HttpError(request, response, await errorData(response));
    return await read(response);
  } catch (error) {
    if (deadline.timedOut()) throw new TimeoutError(request);
    throw error;
  } finally {
    deadline.done();
  }
}

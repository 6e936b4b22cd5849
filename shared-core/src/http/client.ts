import type { ApiEnvelope, GetResult } from '../api/types.ts';
import { endSession } from '../session/end-session.ts';
import { navigateTo } from '../session/navigation.ts';
import { sessionAtom, userAtom } from '../session/session-atoms.ts';
import { apiBaseAtom, appKeysAtom, storageBucketHostAtom } from '../state/app-atoms.ts';
import { locationAtom } from '../state/location-atoms.ts';
import { store } from '../state/store.ts';
import { showToast } from '../state/toast-atoms.ts';
import { ApiError, reasonText } from './api-error.ts';
import { fetchOnce, HttpError } from './fetch-once.ts';
import {
  absoluteUrl,
  requestHeaders,
  requestParts,
  searchParamsOf,
  type HttpMethod,
  type Query,
  type RequestContext,
  withSearch,
} from './request-parts.ts';
import {
  arrivedAnswer,
  savedAnswer,
  savedAnswerWhenRead,
  takeEarlyAnswer,
} from './early-answers.ts';
import { errorText } from './request-rules.ts';

export type { HttpMethod, Query } from './request-parts.ts';

export interface RequestOptions {
  query?: Query;
  /** An object (sent as JSON), a JSON string, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
}

const TIMEOUT_MS = 30_000;

/** What the request rules read, from the app's state now. */
function contextNow(): RequestContext {
  const token = store.get(sessionAtom)?.token;
  const { latitude, longitude } = store.get(locationAtom);
  return {
    apiBase: store.get(apiBaseAtom),
    token: store.get(userAtom) && token ? token : null,
    latitude,
    longitude,
    appKeys: store.get(appKeysAtom),
    storageBucketHost: store.get(storageBucketHostAtom),
    hostname: typeof window === 'undefined' ? '' : window.location.hostname,
  };
}

const headersFor = (url: string) => requestHeaders(url, contextNow());
const prepare = (method: HttpMethod, path: string, options: RequestOptions) =>
  requestParts(method, path, options, contextNow());

function isRefusal(data: unknown): data is Required<ApiEnvelope> {
  const envelope = data as Partial<ApiEnvelope> | null;
  return Boolean(envelope && envelope.valid === false && envelope.message && envelope.errorCode);
}

/** An HTTP error answer as fetchOnce's HttpError and an upload's XMLHttpRequest both report it. */
interface HttpFailure {
  response: { status: number; statusText: string };
  data: unknown;
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    error instanceof HttpError ||
    (typeof error === 'object' && error !== null && 'response' in error)
  );
}

/** SPEC §7's failure rules: a non-GET 403 ends the session; the error carries the text. */
function failure(method: HttpMethod, error: unknown): ApiError {
  const status = isHttpFailure(error) ? error.response.status : undefined;
  if (method !== 'GET' && status === 403) {
    endSession();
    navigateTo('/login');
  }
  return new ApiError(errorText(error), status, isHttpFailure(error) ? error.data : undefined);
}

/**
 * One call to the platform API with every rule of SPEC §7. Non-GET failures reject
 * with an ApiError whose message is the text to show.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { url, searchParams, body } = prepare(method, path, options);
  const headers = headersFor(url);
  if (method === 'GET') {
    // A call the entry script already made while the app started (an error is asked again).
    const early = await takeEarlyAnswer(
      withSearch(url, searchParams),
      headers.get('Authorization'),
    );
    if (early?.ok) return early.data as T;
  }
  try {
    const data = await fetchOnce(
      url,
      {
        method,
        headers,
        searchParams,
        body,
        signal: options.signal,
        timeout: TIMEOUT_MS,
        accept: 'application/json',
      },
      (response) => response.json() as Promise<T>,
    );
    // A business rule that says no arrives as HTTP 200 with valid=false.
    if (method !== 'GET' && isRefusal(data)) showToast(data.message);
    return data;
  } catch (error) {
    throw failure(method, error);
  }
}

/** How far an upload's body has been sent: 0 to 1. */
export type UploadProgress = (fraction: number) => void;

// An upload may take minutes on a slow uplink; what bounds it is the server's size limit.
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text === '' ? undefined : text;
  }
}

/**
 * A multipart POST (a photo) with every rule of SPEC §7 and progress as the body is sent.
 * XMLHttpRequest, not fetch: fetch reports upload progress only through request streams,
 * which Chromium allows over HTTP/2 alone and other browsers not at all.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<T> {
  const { url, searchParams } = prepare('POST', path, { body: form });
  const query = searchParams.toString();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', query ? `${url}?${query}` : url);
    headersFor(url).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const data = parseJsonText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        if (isRefusal(data)) showToast(data.message);
        resolve(data as T);
        return;
      }
      const answer: HttpFailure = {
        response: { status: xhr.status, statusText: xhr.statusText },
        data,
      };
      reject(failure('POST', answer));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError('The connection failed before the upload finished.'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError('The upload took too long and was stopped.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(form);
  });
}

/** One server-sent event: its name and its JSON data. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body as they arrive (one JSON `data:` line each). */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      if (data.length === 0) continue;
      try {
        yield { event, data: JSON.parse(data.join('\n')) as unknown };
      } catch {
        // A line that is not JSON is not ours to read.
      }
    }
  }
}

/**
 * A POST whose answer streams back as server-sent events, with the rules of SPEC §7. A
 * refusal sent before the stream (valid=false JSON) shows as a toast and rejects; a dropped
 * connection ends the iteration with an ApiError.
 */
export async function* apiStream(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const prepared = prepare('POST', path, { body });
  let response: Response;
  try {
    response = await fetchOnce(
      prepared.url,
      {
        method: 'POST',
        headers: headersFor(prepared.url),
        searchParams: prepared.searchParams,
        body: prepared.body,
        signal,
        // An answer may take longer to word than a request may take to start.
        timeout: false,
      },
      async (answer) => answer,
    );
  } catch (error) {
    throw failure('POST', error);
  }
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    const data: unknown = await response.json().catch(() => undefined);
    const message = isRefusal(data) ? data.message : 'The answer could not be read.';
    if (isRefusal(data)) showToast(data.message);
    throw new ApiError(message, response.status, data);
  }
  try {
    yield* readEvents(response.body);
  } catch (error) {
    if (signal?.aborted) return;
    throw new ApiError('The connection broke while the answer was coming in.', undefined, error);
  }
}

/**
 * A file the API answers with (an event's .ics, say), sent with the same headers as every
 * call. Rejects with an ApiError whose message is the text to show.
 */
export async function apiGetFile(path: string, query?: Query): Promise<Blob> {
  const url = absoluteUrl(path, store.get(apiBaseAtom));
  try {
    return await fetchOnce(
      url,
      {
        method: 'GET',
        headers: headersFor(url),
        searchParams: searchParamsOf(query),
        timeout: TIMEOUT_MS,
        accept: '*/*',
      },
      (response) => response.blob(),
    );
  } catch (error) {
    throw new ApiError(
      errorText(error),
      error instanceof HttpError ? error.response.status : undefined,
    );
  }
}

/** GET errors never reject: they resolve to `{status: 'error', message}` (SPEC §8). */
export async function apiGet<T>(
  path: string,
  query?: Query,
  signal?: AbortSignal,
): Promise<GetResult<T>> {
  try {
    return await apiRequest<T>('GET', path, { query, signal });
  } catch (error) {
    const apiError = error as ApiError;
    return {
      status: 'error',
      message: apiError.message,
      httpStatus: apiError.status,
      reason: reasonText(apiError, apiError.message),
    };
  }
}

/** An early answer a page can draw in its first render (arrivedGet, savedGet). */
export interface ArrivedAnswer<T> {
  data: T;
  /** Called once the page that drew it is on screen: no later call is given this answer. */
  claim: () => void;
  /**
   * The copy saved on an earlier visit, not the network's answer: the page draws it, then
   * makes the call all the same and draws what it answers.
   */
  saved?: true;
}

/**
 * The answer to this GET if the entry script's early request for it has already arrived,
 * so a page can draw it in its first render. A render React throws away and does again
 * finds it again; the page claims it when it commits.
 */
export function arrivedGet<T>(path: string, query?: Query): ArrivedAnswer<T> | null {
  const { url, searchParams } = prepare('GET', path, { query });
  const address = withSearch(url, searchParams);
  const authorization = headersFor(url).get('Authorization');
  const data = arrivedAnswer(address, authorization) as T | null;
  return data === null ? null : { data, claim: () => void takeEarlyAnswer(address, authorization) };
}

/**
 * The copy of this GET's answer saved on this device by an earlier visit, while the entry
 * script's early request for it is still on its way (see arrivedGet): a repeat visit draws
 * it at once. Claiming it takes nothing: the page's own call then takes the early answer.
 */
export function savedGet<T>(path: string, query?: Query): ArrivedAnswer<T> | null {
  const { url, searchParams } = prepare('GET', path, { query });
  const data = savedAnswer(withSearch(url, searchParams), headersFor(url).get('Authorization'));
  return data === null ? null : { data: data as T, claim: () => undefined, saved: true };
}

/**
 * The saved copy of this GET's answer (see savedGet) once it has been read, if the early
 * request's answer has not arrived by then; null otherwise. Ask before making the call,
 * which takes the early request.
 */
export async function savedGetWhenRead<T>(path: string, query?: Query): Promise<T | null> {
  const { url, searchParams } = prepare('GET', path, { query });
  const authorization = headersFor(url).get('Authorization');
  return (await savedAnswerWhenRead(withSearch(url, searchParams), authorization)) as T | null;
}

export function apiPost<T>(path: string, body?: unknown, query?: Query): Promise<T> {
  return apiRequest<T>('POST', path, { body: body ?? {}, query });
}

export function apiPut<T>(path: string, body?: unknown, query?: Query): Promise<T> {
  return apiRequest<T>('PUT', path, { body: body ?? {}, query });
}

// Every request carries a JSON content type, and a JSON request needs a body.
export function apiDelete<T>(path: string, query?: Query): Promise<T> {
  return apiRequest<T>('DELETE', path, { body: {}, query });
}

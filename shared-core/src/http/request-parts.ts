// The URL, query, body and headers of a call with SPEC §7's rules applied, as pure
// functions of what the app knows at that moment (its request context). The client
// builds every call with them; the host's entry script builds its early requests with
// them too, before the store exists, so the client recognises those as its own.
import {
  applicationKeyFor,
  wantsBearer,
  wantsJsonContentType,
  wantsLocation,
  withLocationInBody,
} from './request-rules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type Query = Record<string, QueryValue>;

/** What the rules of SPEC §7 read from the app's state. */
export interface RequestContext {
  apiBase: string;
  /** The signed-in member's token; null when signed out. */
  token: string | null;
  latitude: number;
  longitude: number;
  appKeys: Record<string, { defaultAppKey: string }>;
  storageBucketHost: string | null;
  /** The page's hostname, which picks the Application-Key. */
  hostname: string;
}

export function absoluteUrl(path: string, apiBase: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function searchParamsOf(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || typeof body === 'string') return body;
  return JSON.stringify(body);
}

/** The URL, query and body of a call, with SPEC §7's position rules applied. */
export function requestParts(
  method: HttpMethod,
  path: string,
  options: { query?: Query; body?: unknown },
  context: RequestContext,
) {
  const url = absoluteUrl(path, context.apiBase);
  const searchParams = searchParamsOf(options.query);
  let body = options.body;
  const { latitude, longitude } = context;
  if (wantsLocation(url, latitude, longitude)) {
    if (method === 'GET') {
      searchParams.set('latitude', String(latitude));
      searchParams.set('longitude', String(longitude));
    } else if (body !== undefined) {
      body = withLocationInBody(body, latitude, longitude);
    }
  }
  return { url, searchParams, body: encodeBody(body) };
}

/** The headers every call to `url` carries. */
export function requestHeaders(url: string, context: RequestContext): Headers {
  const headers = new Headers();
  if (wantsJsonContentType(url)) headers.set('Content-Type', 'application/json');
  if (context.token && wantsBearer(url, context.storageBucketHost)) {
    headers.set('Authorization', `Bearer ${context.token}`);
  }
  const appKey = applicationKeyFor(context.hostname, context.appKeys);
  if (appKey) headers.set('Application-Key', appKey);
  return headers;
}

/** An address with its query, as it goes out. */
export function withSearch(url: string, searchParams: URLSearchParams): string {
  const search = searchParams.toString();
  return search ? `${url}?${search}` : url;
}

import { vi } from 'vitest';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom, type GeoLocation } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { toastsAtom } from '../../state/toast-atoms.ts';
import { FetchBackedXhr } from '../../testing/fetch-xhr.ts';

export interface RecordedRequest {
  method: string;
  /** Path under the API base, e.g. '/albums/12'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or the raw text of any other body (multipart uploads). */
  body: unknown;
}

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Answer = (request: RecordedRequest) => unknown | Promise<unknown>;

/**
 * Replaces fetch, keeps every request with its JSON body already read (the client
 * consumes the body), and answers each one with `answer`'s JSON or Response (or a
 * promise of one, to hold a request open). Uploads (XMLHttpRequest) are recorded too.
 */
export function recordFetch(answer: Answer = () => ({ valid: true, message: 'ok' })) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.clone().text();
    const recorded: RecordedRequest = {
      method: input.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: input.headers,
      body: parsed(text),
    };
    requests.push(recorded);
    const reply = await answer(recorded);
    return reply instanceof Response ? reply : Response.json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return requests;
}

/**
 * The store as each test of the API calls starts: the test server's base, the member's
 * location (none known unless given), and no toasts left from the test before.
 */
export function resetApiStore(location: GeoLocation = UNKNOWN_LOCATION) {
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(locationAtom, location);
  store.set(toastsAtom, []);
}

import { vi } from 'vitest';
import { refusal } from './envelopes.ts';
import { FetchBackedXhr } from './fetch-xhr.ts';

export { albumFixture } from './album-fixture.ts';
export { listOf, rateLimited, refusal, refusalBody } from './envelopes.ts';
export { FakeEventSource, stubEventSource } from './fake-event-source.ts';
export { memberAccount } from './member-account.ts';
export { renderAt, renderInStore } from './render-at.tsx';
export { testRemoteContract } from './remote-contract.tsx';

type Route = (url: URL, request: Request) => unknown;

const USAGE_PATH = /\/sirqul\/analytics\/usage$/;

/**
 * Replaces fetch with canned API answers for component tests: `routes` maps a path
 * (e.g. '/api/albums/search') to the JSON body to answer, or to a function of the URL.
 * Unknown paths answer 404 with the error envelope. Usage analytics, which every page
 * sends, are accepted apart from the returned mock, so a test counts the page's own
 * requests; a test about analytics names the usage path in `routes`. Uploads, sent with
 * XMLHttpRequest, are answered by the same routes.
 */
export function stubApi(routes: Record<string, unknown | Route>) {
  const fetchMock = vi.fn(async (input: Request | string | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    if (!(url.pathname in routes)) {
      return refusal(404, 'NOT_FOUND', 'Not found');
    }
    const route = routes[url.pathname];
    const body: unknown = await (typeof route === 'function'
      ? (route as Route)(url, request)
      : route);
    return body instanceof Response ? body : Response.json(body);
  });
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (USAGE_PATH.test(url.pathname) && !(url.pathname in routes)) {
      return Response.json({ valid: true, message: 'ok' });
    }
    return fetchMock(input);
  });
  // Uploads go through XMLHttpRequest (for their progress); they reach the same routes.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  return fetchMock;
}

import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchOnce, HttpError, NetworkError, TimeoutError } from '../fetch-once.ts';

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

function sent(): Request {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was sent');
  return call[0];
}

/** A fetch that answers only when its request is aborted, as a real one would. */
function hangingFetch(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () =>
      reject(request.signal.reason ?? new DOMException('aborted', 'AbortError')),
    );
  });
}

const readJson = (response: Response) => response.json() as Promise<unknown>;

beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('sends one request with the query appended and reads the answer', async () => {
  const answer = await fetchOnce(
    'https://api.example.test/a?x=1',
    {
      method: 'GET',
      searchParams: new URLSearchParams({ y: '2' }),
      timeout: 1000,
      accept: 'application/json',
    },
    readJson,
  );
  expect(answer).toEqual({ ok: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sent().url).toBe('https://api.example.test/a?x=1&y=2');
  expect(sent().headers.get('Accept')).toBe('application/json');
});

it('rejects a non-2xx answer once, with its JSON body as data', async () => {
  fetchMock.mockImplementation(async () => Response.json({ message: 'down' }, { status: 503 }));
  const failed = fetchOnce(
    'https://api.example.test/a',
    { method: 'GET', timeout: 1000 },
    readJson,
  );
  await expect(failed).rejects.toBeInstanceOf(HttpError);
  await expect(failed).rejects.toMatchObject({
    response: { status: 503 },
    data: { message: 'down' },
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('gives a text error body as text, and an empty one as undefined', async () => {
  fetchMock.mockImplementation(async () => new Response('Bad gateway', { status: 502 }));
  await expect(
    fetchOnce('https://api.example.test/a', { method: 'GET', timeout: 1000 }, readJson),
  ).rejects.toMatchObject({ data: 'Bad gateway' });
  fetchMock.mockImplementation(async () => new Response(null, { status: 500 }));
  await expect(
    fetchOnce('https://api.example.test/a', { method: 'GET', timeout: 1000 }, readJson),
  ).rejects.toMatchObject({ data: undefined });
});

it('names a failed connection a network error', async () => {
  fetchMock.mockImplementation(async () => {
    throw new TypeError('Failed to fetch');
  });
  const failed = fetchOnce(
    'https://api.example.test/a',
    { method: 'GET', timeout: 1000 },
    readJson,
  );
  await expect(failed).rejects.toBeInstanceOf(NetworkError);
  await expect(failed).rejects.toThrow(/network error/i);
});

it('gives up at the deadline with a timeout error', async () => {
  vi.useFakeTimers();
  fetchMock.mockImplementation(hangingFetch);
  const failed = fetchOnce(
    'https://api.example.test/a',
    { method: 'GET', timeout: 1000 },
    readJson,
  );
  const settled = expect(failed).rejects.toBeInstanceOf(TimeoutError);
  await vi.advanceTimersByTimeAsync(1000);
  await settled;
});

it("passes the caller's abort on, as an abort", async () => {
  fetchMock.mockImplementation(hangingFetch);
  const controller = new AbortController();
  const failed = fetchOnce(
    'https://api.example.test/a',
    { method: 'GET', timeout: 1000, signal: controller.signal },
    readJson,
  );
  controller.abort();
  await expect(failed).rejects.toMatchObject({ name: 'AbortError' });
});

it("without a deadline, sends the caller's own signal along", async () => {
  const controller = new AbortController();
  await fetchOnce(
    'https://api.example.test/a',
    { method: 'POST', body: '{}', timeout: false, signal: controller.signal },
    async (response) => response,
  );
  controller.abort();
  expect(sent().signal.aborted).toBe(true);
});

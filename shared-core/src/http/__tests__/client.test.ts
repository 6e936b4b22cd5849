import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, apiPut, apiUpload } from '../client.ts';
import { FetchBackedXhr } from '../../testing/fetch-xhr.ts';
import { ApiError } from '../api-error.ts';
import { store } from '../../state/store.ts';
import { apiBaseAtom, appKeysAtom, storageBucketHostAtom } from '../../state/app-atoms.ts';
import { locationAtom, UNKNOWN_LOCATION } from '../../state/location-atoms.ts';
import { toastsAtom } from '../../state/toast-atoms.ts';
import { sessionAtom, userAtom } from '../../session/session-atoms.ts';
import type { AuthUser } from '../../api/types.ts';
import { refusal, refusalBody } from '../../testing/envelopes.ts';

const user = { id: 7, firstName: 'Dana', lastName: 'Rivera' } as AuthUser;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

function lastRequest(): Request {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was sent');
  return call[0];
}

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ valid: true, item: null }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(appKeysAtom, {});
  store.set(storageBucketHostAtom, null);
  store.set(locationAtom, UNKNOWN_LOCATION);
  store.set(userAtom, null);
  store.set(sessionAtom, null);
  store.set(toastsAtom, []);
  window.location.hash = '#/browse/activity-wall';
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('content type', () => {
  it('is JSON for ordinary calls', async () => {
    await apiGet('/albums/search');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
  });

  it.each(['/assets', '/edy/stt', '/upload/profile-image'])(
    'is left to the body for %s',
    async (path) => {
      await apiPost(path, new FormData());
      expect(lastRequest().headers.get('Content-Type')).not.toBe('application/json');
    },
  );
});

describe('bearer token', () => {
  it('is sent when a member is signed in with a session token', async () => {
    store.set(userAtom, user);
    store.set(sessionAtom, { token: 'secret-token', expiresAt: 0 });
    await apiGet('/users/me');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('is not sent without a signed-in member', async () => {
    store.set(sessionAtom, { token: 'secret-token', expiresAt: 0 });
    await apiGet('/users/me');
    expect(lastRequest().headers.get('Authorization')).toBeNull();
  });

  it('never goes to the storage bucket host', async () => {
    store.set(userAtom, user);
    store.set(sessionAtom, { token: 'secret-token', expiresAt: 0 });
    store.set(storageBucketHostAtom, 'bucket.example.test');
    await apiGet('https://bucket.example.test/file.json');
    expect(lastRequest().headers.get('Authorization')).toBeNull();
  });
});

it('makes exactly one attempt, even for a server error', async () => {
  fetchMock.mockImplementation(async () => json({ message: 'down' }, 503));
  await apiGet('/albums/search');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

describe('errors', () => {
  it('turn a failed GET into a result with status error and the error text', async () => {
    fetchMock.mockImplementation(async () => refusal(404, 'NOT_FOUND', 'No such album'));
    await expect(apiGet('/albums/99')).resolves.toEqual({
      status: 'error',
      message: 'Error Code: 404 Message: No such album',
      httpStatus: 404,
      reason: 'No such album',
    });
  });

  it('reject other methods with the error text', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Bad body' }, 400));
    await expect(apiPost('/wallets', {})).rejects.toThrow('Error Code: 400 Message: Bad body');
  });

  it('use the client message for client-side failures', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await apiGet('/albums/search');
    expect(result).toMatchObject({ status: 'error' });
    const message = (result as { message: string }).message;
    expect(message).toMatch(/network error/i);
    expect(message).not.toMatch(/^Error Code/);
  });
});

it('shows the message of a refused write as a toast', async () => {
  fetchMock.mockImplementation(async () =>
    json(refusalBody('INSUFFICIENT_CREDIT', 'Not enough credit')),
  );
  await apiPost('/wallets', {});
  expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Not enough credit']);
});

it('does not toast a refused read', async () => {
  fetchMock.mockImplementation(async () => json(refusalBody('X', 'No')));
  await apiGet('/albums/search');
  expect(store.get(toastsAtom)).toEqual([]);
});

describe('a 403 on a write', () => {
  it('ends the session, goes to /login and re-raises', async () => {
    store.set(userAtom, user);
    store.set(sessionAtom, { token: 'old', expiresAt: 0 });
    localStorage.setItem('something', 'else');
    fetchMock.mockImplementation(async () => json({ message: 'Session ended' }, 403));
    await expect(apiPut('/users/myprofile', {})).rejects.toBeInstanceOf(ApiError);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(window.location.hash).toBe('#/login');
  });

  it('on a read leaves the session alone', async () => {
    store.set(userAtom, user);
    store.set(sessionAtom, { token: 'old', expiresAt: 0 });
    fetchMock.mockImplementation(async () => json({ message: 'Forbidden' }, 403));
    await apiGet('/albums/search');
    expect(store.get(userAtom)).toEqual(user);
  });
});

describe('uploads with progress', () => {
  const photo = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(4000)], { type: 'image/jpeg' }), 'a.jpg');
    return form;
  };

  it('report how much was sent and answer the envelope, with the same headers', async () => {
    store.set(userAtom, user);
    store.set(sessionAtom, { token: 'secret-token', expiresAt: 0 });
    store.set(locationAtom, { latitude: 39.1, longitude: -94.5 });
    fetchMock.mockImplementation(async () => json({ valid: true, item: { uploadId: 'u1' } }));
    const progress: number[] = [];
    const answer = await apiUpload('/assets', photo(), (fraction) => progress.push(fraction));
    expect(answer).toEqual({ valid: true, item: { uploadId: 'u1' } });
    expect(progress).toHaveLength(3);
    expect(progress[0]).toBeGreaterThan(0);
    expect(progress[0]).toBeLessThan(1);
    expect(progress.slice(1)).toEqual([1, 1]);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example.test/api/assets');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('reject an error answer with the spec text, and show a refusal as a toast', async () => {
    fetchMock.mockImplementation(async () =>
      refusal(413, 'PAYLOAD_TOO_LARGE', 'That photo is too large.'),
    );
    const failed = apiUpload('/assets', photo());
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({
      message: 'Error Code: 413 Message: That photo is too large.',
      status: 413,
    });
    fetchMock.mockImplementation(async () => json(refusalBody('REFUSED', 'Not now')));
    await apiUpload('/assets', photo());
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['Not now']);
  });

  it('reject a dropped connection with words a member can read', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiUpload('/assets', photo())).rejects.toMatchObject({
      message: 'The connection failed before the upload finished.',
    });
  });

  it('end the session on a 403 like any other write', async () => {
    store.set(userAtom, user);
    store.set(sessionAtom, { token: 'old', expiresAt: 0 });
    fetchMock.mockImplementation(async () => json({ message: 'Session ended' }, 403));
    await expect(apiUpload('/assets', photo())).rejects.toBeInstanceOf(ApiError);
    expect(store.get(sessionAtom)).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });
});

describe('location', () => {
  let sentBody: unknown;
  beforeEach(() => {
    store.set(locationAtom, { latitude: 39.1, longitude: -94.5 });
    fetchMock.mockImplementation(async (request: Request) => {
      const text = await request.clone().text();
      sentBody = text ? JSON.parse(text) : undefined;
      return json({ valid: true });
    });
  });

  it('is added to GET queries', async () => {
    await apiGet('/albums/search', { limit: 5 });
    const url = new URL(lastRequest().url);
    expect(url.searchParams.get('latitude')).toBe('39.1');
    expect(url.searchParams.get('longitude')).toBe('-94.5');
    expect(url.searchParams.get('limit')).toBe('5');
  });

  it('is added to object bodies', async () => {
    await apiPost('/wallets/preview', { promoCode: 'X' });
    expect(sentBody).toEqual({ promoCode: 'X', latitude: 39.1, longitude: -94.5 });
  });

  it('is added to JSON string bodies', async () => {
    await apiPost('/wallets/preview', JSON.stringify({ a: 1 }));
    expect(sentBody).toEqual({ a: 1, latitude: 39.1, longitude: -94.5 });
  });

  it('is not added while unknown (0,0)', async () => {
    store.set(locationAtom, UNKNOWN_LOCATION);
    await apiGet('/albums/search');
    expect(new URL(lastRequest().url).searchParams.has('latitude')).toBe(false);
  });

  it.each(['/assets', '/edy/stt', '/upload/profile-image', '/json'])(
    'is not added for %s',
    async (path) => {
      await apiGet(path);
      expect(new URL(lastRequest().url).searchParams.has('latitude')).toBe(false);
    },
  );
});

it('sends the Application-Key of the page subdomain', async () => {
  store.set(appKeysAtom, { localhost: { defaultAppKey: 'never' } });
  await apiGet('/albums/search');
  // jsdom's page host is "localhost": no subdomain followed by a dot, so no key.
  expect(lastRequest().headers.get('Application-Key')).toBeNull();
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFetch, type RecordedRequest } from '../../api/__tests__/fetch-recorder.ts';
import { searchRetailerLocations } from '../../api/marketplace/retailers.ts';
import { nearbyRetailersSearch } from '../../api/marketplace/retailer-search.ts';
import { arrivedWall, getWall, WALL_PAGE_SIZE } from '../../api/social/posts.ts';
import { LOCATION_COOKIE, deleteCookie, writeCookie } from '../../domain/cookies.ts';
import { adoptEarlyRequests, type EarlyAnswer } from '../../http/early-answers.ts';
import { apiBaseAtom, appKeysAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { startApp } from '../app-start.ts';
import {
  hasStoredSession,
  landingRequest,
  saveLandingAnswer,
  sendLandingRequest,
  startingContext,
} from '../landing-requests.ts';
import { isLoggedInAtom, sessionAtom, userAtom } from '../session-atoms.ts';
import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from '../storage-keys.ts';

const CONFIG = {
  apiBase: 'https://canopy.example.test/api/',
  // jsdom's page is on localhost: the table has no key for it, as in most deployments.
  appKeys: { shop: { defaultAppKey: 'shop-key' } },
};
const WALL = '#/browse/activity-wall';
const MARKETPLACE = '#/browse/marketplace';

function signInStored(token: string) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 7, name: 'Priya' }));
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, expiresAt: 0 }));
}

/** The entry script's request for the page at `hash`, from what it reads at start. */
function entryRequest(hash: string) {
  return landingRequest(
    hash,
    startingContext({
      config: CONFIG,
      storage: localStorage,
      cookie: document.cookie,
      hostname: window.location.hostname,
    }),
  );
}

/** Starts the app as the host does, with the stored session and saved location. */
async function startTheApp() {
  store.set(apiBaseAtom, CONFIG.apiBase);
  store.set(appKeysAtom, CONFIG.appKeys);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: () => {} } });
  await startApp();
}

let requests: RecordedRequest[];
const sent = (request: RecordedRequest) =>
  `${CONFIG.apiBase.replace(/\/$/, '')}${request.path}?${request.query.toString()}`;

beforeEach(() => {
  requests = recordFetch(() => ({ valid: true, message: 'ok', items: [], item: {} }));
  store.set(locationAtom, UNKNOWN_LOCATION);
  signInStored('token-of-priya-0123456789');
  writeCookie(LOCATION_COOKIE, JSON.stringify({ latitude: 47.61, longitude: -122.33 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(LOCATION_COOKIE);
  localStorage.clear();
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

describe("the entry script's requests are the client's own", () => {
  it.each([
    [WALL, () => getWall({ limit: WALL_PAGE_SIZE })],
    [
      MARKETPLACE,
      () =>
        searchRetailerLocations(
          nearbyRetailersSearch({ keyword: '', categoryId: null, near: null }),
        ),
    ],
  ])('%s: same address, query and token as the page sends', async (hash, pageCall) => {
    const early = entryRequest(hash);
    await startTheApp();
    requests.length = 0;
    await pageCall();
    expect(early?.url).toBe(sent(requests[0]!));
    expect(early?.url).toContain('latitude=47.61&longitude=-122.33');
    expect(early?.headers.get('Authorization')).toBe(requests[0]!.headers.get('Authorization'));
    expect(early?.headers.get('Authorization')).toBe('Bearer token-of-priya-0123456789');
  });

  it('asks for nothing on other pages, or for a visitor who is not signed in', () => {
    expect(entryRequest('#/browse/marketplace/retailer/3')).toBeNull();
    expect(entryRequest('#/login')).toBeNull();
    localStorage.removeItem(USER_STORAGE_KEY);
    expect(entryRequest(WALL)).toBeNull();
  });

  it.each([
    ['a stored member and session', () => undefined],
    ['an unreadable session', () => localStorage.setItem(SESSION_STORAGE_KEY, '{not json')],
    ['no member', () => localStorage.removeItem(USER_STORAGE_KEY)],
    ['no session', () => localStorage.removeItem(SESSION_STORAGE_KEY)],
  ])('knows the app will start signed in exactly as the app does: %s', async (_, change) => {
    change();
    const expected = hasStoredSession(localStorage);
    await startApp();
    expect(expected).toBe(store.get(isLoggedInAtom));
  });

  it('asks for nothing before the browser has a saved location: the page would ask with another', () => {
    deleteCookie(LOCATION_COOKIE);
    expect(entryRequest(WALL)).toBeNull();
  });
});

/** What the entry script reads: the configuration, storage, cookie and host of this page. */
const pageState = () => ({
  config: CONFIG,
  storage: localStorage,
  cookie: document.cookie,
  hostname: window.location.hostname,
});

describe('once a first service worker has taken over', () => {
  it("asks again for the opened wall's data, which the worker then saves for the next visit", async () => {
    await saveLandingAnswer(WALL, pageState());
    expect(requests.map(sent)).toEqual([entryRequest(WALL)?.url]);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-of-priya-0123456789');
  });

  it('asks for nothing the worker does not keep (the shops near the member), or on other pages', async () => {
    await saveLandingAnswer(MARKETPLACE, pageState());
    await saveLandingAnswer('#/login', pageState());
    expect(requests).toHaveLength(0);
  });
});

describe('an early answer', () => {
  let release: (answer: EarlyAnswer) => void;

  /** Sends the wall's early request as the entry script does; its answer comes on `release`. */
  function sendEarly(hash = WALL, sentAt = Date.now()) {
    const early = entryRequest(hash)!;
    const answer = new Promise<EarlyAnswer>((resolve) => (release = resolve));
    adoptEarlyRequests([
      { url: early.url, authorization: early.headers.get('Authorization'), sentAt, answer },
    ]);
  }

  const page = { valid: true, items: [{ albumId: 1 }], hasMoreResults: false };

  it('is what the page gets for the same call: one request, not two, and only once', async () => {
    sendEarly();
    await startTheApp();
    requests.length = 0;
    release({ ok: true, data: page });
    await expect(getWall({ limit: WALL_PAGE_SIZE })).resolves.toEqual(page);
    expect(requests).toHaveLength(0);
    await getWall({ limit: WALL_PAGE_SIZE }); // a reload asks again
    expect(requests).toHaveLength(1);
  });

  it('is not used for another call, and a failed one is asked again', async () => {
    sendEarly();
    await startTheApp();
    requests.length = 0;
    await getWall({ cursor: 'next', limit: WALL_PAGE_SIZE });
    expect(requests).toHaveLength(1);
    release({ ok: false, data: null });
    await getWall({ limit: WALL_PAGE_SIZE });
    expect(requests).toHaveLength(2);
  });

  it('is never given to another member, nor used when it is old', async () => {
    sendEarly();
    signInStored('token-of-casey-0123456789');
    await startTheApp();
    requests.length = 0;
    release({ ok: true, data: page });
    await getWall({ limit: WALL_PAGE_SIZE });
    expect(requests).toHaveLength(1);

    sendEarly(WALL, Date.now() - 60_000);
    release({ ok: true, data: page });
    await getWall({ limit: WALL_PAGE_SIZE });
    expect(requests).toHaveLength(2);
  });

  it('can be drawn once it has arrived, by every render until the page claims it', async () => {
    sendEarly();
    await startTheApp();
    requests.length = 0;
    expect(arrivedWall()).toBeNull(); // still on its way: getWall will wait for it
    release({ ok: true, data: page });
    await vi.waitFor(() => expect(arrivedWall()?.data).toEqual(page));
    // A render React threw away and did again draws it too.
    const drawn = arrivedWall()!;
    expect(drawn.data).toEqual(page);
    drawn.claim();
    expect(arrivedWall()).toBeNull();
    await getWall({ limit: WALL_PAGE_SIZE });
    expect(requests).toHaveLength(1);
  });

  it('is not drawn when it is old', async () => {
    sendEarly(WALL, Date.now() - 60_000);
    await startTheApp();
    release({ ok: true, data: page });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedWall()).toBeNull();
  });
});

describe("the marketplace's first picture", () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    );
  afterEach(() => document.head.replaceChildren());

  it("downloads as soon as the shops arrive: the first shop's photo, else its logo", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ valid: true, items: [{ logo: 'https://media.test/logo-3.svg' }] }),
      ),
    );
    const [sent] = sendLandingRequest(MARKETPLACE, pageState());
    await sent?.answer;
    await vi.waitFor(() => expect(preloads()).toEqual(['https://media.test/logo-3.svg']));
  });

  it('is not guessed for the wall, nor after a failed search', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ valid: true, items: [] })));
    await sendLandingRequest(WALL, pageState())[0]?.answer;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('no', { status: 500 })));
    await sendLandingRequest(MARKETPLACE, pageState())[0]?.answer;
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preloads()).toEqual([]);
  });
});

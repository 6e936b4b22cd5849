import { afterEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const memberCode = vi.hoisted(() => ({ startMemberCode: vi.fn() }));
vi.mock('../member-code.ts', () => memberCode);

const remotesFile = {
  social: 'http://localhost:3001/mf-manifest.json',
  marketplace: 'http://localhost:3002/mf-manifest.json',
  'no-such-remote': 'http://localhost:3999/mf-manifest.json',
};
const configFile = { apiBase: 'http://localhost:3000/api' };
const sections = (names: string[]) => ({ metaData: { canopy: { sections: names } } });

/** A Request that resolves a relative address against the page, as a browser's does. */
class PageRequest extends Request {
  constructor(input: string, init?: RequestInit) {
    super(new URL(input, window.location.href), init);
  }
}

type Files = Record<string, () => Response>;
const served: Files = {
  'remotes.json': () => Response.json(remotesFile),
  'config.json': () => Response.json(configFile),
  [remotesFile.social]: () => Response.json(sections(['activity-wall', 'chat'])),
  [remotesFile.marketplace]: () => Response.json(sections(['marketplace', 'checkout'])),
};

async function startAt(hash: string, files: Files = served) {
  vi.resetModules();
  runtime.registerRemotes.mockClear();
  runtime.registerPlugins.mockClear();
  runtime.preloadRemote.mockClear();
  memberCode.startMemberCode.mockClear();
  // Each request as the address it went to, relative to the page for the page's own files.
  const fetch = vi.fn((request: Request) => {
    const url = request.url.replace(`${window.location.origin}/`, '');
    return Promise.resolve(files[url]?.() ?? Response.json({ valid: true, items: [] }));
  });
  const requested = () => fetch.mock.calls.map(([request]) => request);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('Request', PageRequest);
  const early = await import('../early-start.ts');
  // The same (fresh) instance the entry script's code uses.
  const areas = await import('../remote-areas.ts');
  await early.startEarlyLoads(hash);
  const registered = await early.registeredRemotes().catch((error: unknown) => error);
  return { requested, registered, early, areas };
}

const preloadOf = (remote: string) => [
  { nameOrAlias: remote, exposes: ['./routes'], share: false, depsRemote: false },
];

function signInStored() {
  localStorage.setItem('canopy.user', JSON.stringify({ id: 7 }));
  localStorage.setItem('canopy.session', JSON.stringify({ token: 'token-of-dana-0123456789' }));
}

function saveLocation() {
  document.cookie = `canopy_location=${encodeURIComponent('{"latitude":47.61,"longitude":-122.33}')}`;
}

/** The last part of each address asked for, sorted. */
const fileNames = (requests: Request[]) =>
  requests.map((request) => request.url.split('/').pop()).sort();

/** A wall page that asks for no data: the config, the remotes list and the two manifests. */
const APP_FILES_ONLY = ['config.json', 'mf-manifest.json', 'mf-manifest.json', 'remotes.json'];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'canopy_location=; max-age=0';
});

describe('what the entry script starts', () => {
  it('registers the remotes the host knows from remotes.json, read once', async () => {
    const { requested, registered } = await startAt('#/login');
    expect(requested().map((request) => request.url)).toEqual([
      `${window.location.origin}/remotes.json`,
    ]);
    expect(registered).toEqual({
      social: remotesFile.social,
      marketplace: remotesFile.marketplace,
    });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'social', entry: remotesFile.social },
      { name: 'marketplace', entry: remotesFile.marketplace },
    ]);
    // The runtime is handed the manifests the host reads, before it could fetch one.
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'canopy-reuse-read-manifests' }),
    ]);
    expect(runtime.registerPlugins.mock.invocationCallOrder[0]).toBeLessThan(
      runtime.registerRemotes.mock.invocationCallOrder[0]!,
    );
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it("has asked for every remote's manifest, side by side, when it resolves", async () => {
    const { requested } = await startAt('#/browse/marketplace/retailer/3');
    expect(requested().map((request) => request.url)).toEqual(
      expect.arrayContaining([remotesFile.social, remotesFile.marketplace]),
    );
  });

  it('preloads the remote whose manifest declares the opened page, without the shared libraries', async () => {
    await startAt('#/browse/marketplace/retailer/3');
    await vi.waitFor(() =>
      expect(runtime.preloadRemote).toHaveBeenCalledWith(preloadOf('marketplace')),
    );
    expect(runtime.preloadRemote).toHaveBeenCalledOnce();
  });

  it("has asked for the opened page's first data for a signed-in member, for the app to take once", async () => {
    signInStored();
    saveLocation();
    const { requested, early } = await startAt('#/browse/activity-wall');
    const wall = 'http://localhost:3000/api/albums/wall?limit=10&latitude=47.61&longitude=-122.33';
    const sent = requested().find((request) => request.url === wall);
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-of-dana-0123456789');
    const [request, ...more] = early.takeEarlyRequests();
    expect(more).toEqual([]);
    expect(request).toMatchObject({ url: wall, authorization: 'Bearer token-of-dana-0123456789' });
    await expect(request?.answer).resolves.toEqual({ ok: true, data: { valid: true, items: [] } });
    expect(early.takeEarlyRequests()).toEqual([]);
  });

  it('asks for no data for a visitor who is not signed in', async () => {
    const { requested, early } = await startAt('#/browse/activity-wall');
    expect(fileNames(requested())).toEqual(APP_FILES_ONLY);
    expect(early.takeEarlyRequests()).toEqual([]);
  });

  it("starts a signed-in member's frame and browse area before the app's code, on any page", async () => {
    signInStored();
    await startAt('#/browse/activity-wall');
    expect(memberCode.startMemberCode).toHaveBeenCalledOnce();
    await startAt('#/account/settings');
    expect(memberCode.startMemberCode).toHaveBeenCalledOnce();
  });

  it('starts no member code for a visitor, whose login page does not draw it', async () => {
    await startAt('#/browse/activity-wall');
    await startAt('#/login');
    expect(memberCode.startMemberCode).not.toHaveBeenCalled();
  });

  it('preloads nothing for a section no listed remote declares', async () => {
    // quiz is the games remote's, which remotes.json does not list.
    const { areas } = await startAt('#/browse/quiz');
    await expect(areas.ownerWhenKnown('quiz')).resolves.toBeNull();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('reads no manifest for a page outside /browse', async () => {
    const { requested } = await startAt('#/account/settings');
    expect(fileNames(requested())).toEqual(['remotes.json']);
  });

  it('asks for no data when config.json names no API, which the app then reports', async () => {
    signInStored();
    saveLocation();
    const { requested, early } = await startAt('#/browse/activity-wall', {
      ...served,
      'config.json': () => Response.json({ apiBase: '' }),
    });
    expect(fileNames(requested())).toEqual(APP_FILES_ONLY);
    expect(early.takeEarlyRequests()).toEqual([]);
    // The remote's code still starts.
    await vi.waitFor(() => expect(runtime.preloadRemote).toHaveBeenCalled());
  });

  it('lets the app report a remotes.json that did not load', async () => {
    const { registered } = await startAt('#/browse/activity-wall', {
      ...served,
      'remotes.json': () => new Response('gone', { status: 404, statusText: 'Not Found' }),
    });
    expect(registered).toBeInstanceOf(Error);
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });
});

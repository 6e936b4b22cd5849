import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AreasModule from '../remote-areas.ts';

// Each remote's mf-manifest.json, answered when the test says so.
interface Read {
  resolve: (json: unknown) => void;
  reject: (error: Error) => void;
}
const manifests = vi.hoisted(() => ({
  reads: new Map<string, Read>(),
  readManifest: vi.fn(),
}));
vi.mock('../../features/remotes/api/remote-manifests.ts', () => ({
  readManifest: manifests.readManifest,
}));

const REMOTES = {
  social: 'http://social.test/mf-manifest.json',
  marketplace: 'http://marketplace.test/mf-manifest.json',
  games: 'http://games.test/mf-manifest.json',
};

const manifest = (sections: string[]) => ({ metaData: { canopy: { sections } } });
const SOCIAL = manifest(['activity-wall', 'chat']);
const MARKETPLACE = manifest(['marketplace', 'checkout']);
const GAMES = manifest(['quiz', 'badges']);

type Areas = typeof AreasModule;
let page: Areas;

/** Settles a remote's manifest read and waits until the host has taken it in. */
function settle(remote: keyof typeof REMOTES, how: (read: Read) => void): Promise<void> {
  const read = manifests.reads.get(REMOTES[remote]);
  if (!read) throw new Error(`${remote}'s manifest was not asked for`);
  const learned = new Promise<void>((resolve) => {
    const stop = page.subscribeToSections(() => {
      stop();
      resolve();
    });
  });
  how(read);
  return learned;
}

const answer = (remote: keyof typeof REMOTES, json: unknown) =>
  settle(remote, (read) => read.resolve(json));
const fail = (remote: keyof typeof REMOTES) =>
  settle(remote, (read) => read.reject(new Error('Request failed: 502')));

/** social's manifest cannot be read; the other remotes answer. */
async function socialDown(): Promise<void> {
  await fail('social');
  await answer('marketplace', MARKETPLACE);
  await answer('games', GAMES);
}

/** A fresh page: the module's state starts empty, with the remotes registered. */
async function freshPage(): Promise<Areas> {
  vi.resetModules();
  page = await import('../remote-areas.ts');
  page.routeSectionsOf(REMOTES);
  return page;
}

beforeEach(() => {
  manifests.reads.clear();
  manifests.readManifest.mockReset();
  manifests.readManifest.mockImplementation(
    (url: string) =>
      new Promise((resolve, reject) => {
        manifests.reads.set(url, { resolve, reject });
      }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('routing /browse sections by what the remotes declare', () => {
  it('reads every manifest at once, on the first lookup only', async () => {
    const areas = await freshPage();
    expect(manifests.readManifest).not.toHaveBeenCalled();
    areas.routeForSection('chat');
    areas.routeForSection('quiz');
    expect(manifests.readManifest.mock.calls.map(([url]) => url as string)).toEqual(
      Object.values(REMOTES),
    );
  });

  it('waits for the manifests, then sends each section to the remote that declares it', async () => {
    const areas = await freshPage();
    expect(areas.routeForSection('chat')).toBe('waiting');
    await answer('social', SOCIAL);
    await answer('marketplace', MARKETPLACE);
    expect(areas.routeForSection('chat')).toEqual({ remote: 'social' });
    expect(areas.routeForSection('checkout')).toEqual({ remote: 'marketplace' });
    // games has not answered: a section nobody declared yet may still be its.
    expect(areas.routeForSection('no-such-section')).toBe('waiting');
    await answer('games', GAMES);
    expect(areas.routeForSection('quiz')).toEqual({ remote: 'games' });
    expect(areas.routeForSection('no-such-section')).toBe('unknown');
  });

  it('never reads the staff console’s manifest: it serves no /browse section', async () => {
    vi.resetModules();
    page = await import('../remote-areas.ts');
    page.routeSectionsOf({ ...REMOTES, console: 'http://console.test/mf-manifest.json' });
    expect(page.routeForSection('staff')).toBe('waiting');
    await answer('social', SOCIAL);
    await answer('marketplace', MARKETPLACE);
    await answer('games', GAMES);
    expect(page.routeForSection('staff')).toBe('unknown');
    expect(manifests.readManifest.mock.calls.map(([url]) => url as string)).toEqual(
      Object.values(REMOTES),
    );
  });

  it('routes a section a remote adds in a new release, with no change to the host', async () => {
    const areas = await freshPage();
    areas.routeForSection('garden-club');
    await answer('social', manifest(['activity-wall', 'chat', 'garden-club']));
    expect(areas.routeForSection('garden-club')).toEqual({ remote: 'social' });
  });

  it('tells its subscribers when a remote’s sections become known', async () => {
    const areas = await freshPage();
    const listener = vi.fn();
    const stop = areas.subscribeToSections(listener);
    const before = areas.sectionsVersion();
    areas.routeForSection('chat');
    await answer('social', SOCIAL);
    expect(listener).toHaveBeenCalled();
    expect(areas.sectionsVersion()).not.toBe(before);
    stop();
  });

  it('keeps routing the other remotes’ sections when one is down', async () => {
    const areas = await freshPage();
    areas.routeForSection('chat');
    await socialDown();
    expect(areas.routeForSection('checkout')).toEqual({ remote: 'marketplace' });
    // Never seen in this browser: nothing tells the host whose it was.
    expect(areas.routeForSection('chat')).toBe('unknown');
  });

  it('sends a down remote’s sections to it when this browser saw it declare them', async () => {
    // An earlier page load learned the sections.
    let areas = await freshPage();
    areas.routeForSection('chat');
    await answer('social', SOCIAL);

    areas = await freshPage();
    // While social's manifest is on its way, and after it failed: its area (and fallback).
    expect(areas.routeForSection('chat')).toEqual({ remote: 'social' });
    await socialDown();
    expect(areas.routeForSection('chat')).toEqual({ remote: 'social' });
    expect(areas.routeForSection('no-such-section')).toBe('unknown');
  });

  it('never lets the remembered sections override a manifest', async () => {
    let areas = await freshPage();
    areas.routeForSection('chat');
    await answer('social', manifest(['activity-wall', 'chat', 'quiz']));

    areas = await freshPage();
    areas.routeForSection('chat');
    // social dropped the section and games took it.
    await answer('social', SOCIAL);
    expect(areas.routeForSection('quiz')).toBe('waiting');
    await answer('games', GAMES);
    expect(areas.routeForSection('quiz')).toEqual({ remote: 'games' });
  });

  it('keeps a section two remotes declare with the first registered, and names both', async () => {
    const areas = await freshPage();
    areas.routeForSection('chat');
    await answer('social', SOCIAL);
    await answer('games', manifest(['quiz', 'chat']));
    expect(areas.routeForSection('chat')).toEqual({ remote: 'social' });
    expect(console.error).toHaveBeenCalledWith(
      '/browse/chat is declared by the social and the games remotes: ' +
        'social, registered first, keeps it.',
    );
  });

  it('routes nothing to a remote whose manifest declares no sections, and says why', async () => {
    const areas = await freshPage();
    areas.routeForSection('quiz');
    await answer('games', { metaData: { name: 'games' } }); // built before sections existed
    await answer('social', SOCIAL);
    await answer('marketplace', MARKETPLACE);
    expect(areas.routeForSection('quiz')).toBe('unknown');
    expect(console.error).toHaveBeenCalledWith(
      'games: its mf-manifest.json declares no valid sections',
    );
  });
});

describe('ownerWhenKnown', () => {
  it('names the remote as soon as its manifest declares the section, before the others answer', async () => {
    const areas = await freshPage();
    const owner = areas.ownerWhenKnown('checkout');
    await answer('marketplace', MARKETPLACE);
    await expect(owner).resolves.toBe('marketplace');
  });

  it('is null once every manifest has answered without the section', async () => {
    const areas = await freshPage();
    const owner = areas.ownerWhenKnown('no-such-section');
    await answer('social', SOCIAL);
    await fail('marketplace');
    await answer('games', GAMES);
    await expect(owner).resolves.toBeNull();
  });
});

describe('sectionAtHash', () => {
  it('reads the section of the page being opened', async () => {
    const { sectionAtHash } = await freshPage();
    expect(sectionAtHash('#/browse/activity-wall')).toBe('activity-wall');
    expect(sectionAtHash('#/browse/marketplace/retailer/3?from=home')).toBe('marketplace');
    expect(sectionAtHash('#/browse/quiz?levelId=2')).toBe('quiz');
  });

  it('reads none outside /browse', async () => {
    const { sectionAtHash } = await freshPage();
    for (const hash of ['', '#/login', '#/home', '#/browse', '#/browse/', '#/browsers/x']) {
      expect(sectionAtHash(hash)).toBeNull();
    }
  });
});

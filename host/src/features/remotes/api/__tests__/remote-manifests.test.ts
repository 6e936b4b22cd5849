import { afterEach, expect, it, vi } from 'vitest';
import { readManifest, reuseReadManifests } from '../remote-manifests.ts';

const URL = 'http://social.test/mf-manifest.json';
const MANIFEST = { metaData: { canopy: { sections: ['activity-wall'] } }, exposes: [], shared: [] };

afterEach(() => vi.unstubAllGlobals());

/** The runtime's fetch of `url`, as the plugin answers it. */
const runtimeFetch = (url: string) =>
  (reuseReadManifests().fetch as (url: string, init: RequestInit) => unknown)(url, {});

it('hands the runtime the manifest the host read, without fetching it again', async () => {
  const fetch = vi.fn(() => Promise.resolve(Response.json(MANIFEST)));
  vi.stubGlobal('fetch', fetch);
  await expect(readManifest(URL)).resolves.toEqual(MANIFEST);
  const answer = (await runtimeFetch(URL)) as Response;
  await expect(answer.json()).resolves.toEqual(MANIFEST);
  expect(fetch).toHaveBeenCalledOnce();
});

it('hands each read over once: a later fetch (a Retry) goes to the network', async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json(MANIFEST)));
  await readManifest(URL);
  await runtimeFetch(URL);
  expect(runtimeFetch(URL)).toBeUndefined();
  expect(runtimeFetch('http://games.test/mf-manifest.json')).toBeUndefined();
});

it('hands over a failed read as a failure, so the area shows its fallback', async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 502 })));
  await expect(readManifest(URL)).rejects.toThrow('502');
  await expect(runtimeFetch(URL)).rejects.toThrow('502');
});

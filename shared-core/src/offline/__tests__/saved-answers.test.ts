import { afterEach, expect, it, vi } from 'vitest';
import { MEMBER_CACHE, memberCacheKey } from '../offline-contract.ts';
import { readSavedAnswer } from '../saved-answers.ts';

const WALL = 'http://host.test/api/albums/wall?limit=10';

/** Cache Storage holding one member cache with these answers by key, as the worker saves. */
function cachesHolding(answers: Map<string, unknown>) {
  return {
    has: async (name: string) => name === MEMBER_CACHE,
    match: async (key: string, options: { cacheName?: string }) =>
      options.cacheName === MEMBER_CACHE && answers.has(key)
        ? Response.json(answers.get(key))
        : undefined,
  };
}

afterEach(() => vi.unstubAllGlobals());

it("reads the answer the worker saved for this member, and never another member's", async () => {
  const saved = { items: [{ albumId: 1 }], nextCursor: null };
  const key = await memberCacheKey(WALL, 'Bearer ada');
  vi.stubGlobal('caches', cachesHolding(new Map([[key, saved]])));
  expect(await readSavedAnswer(WALL, 'Bearer ada')).toEqual(saved);
  expect(await readSavedAnswer(WALL, 'Bearer bo')).toBeNull();
  expect(await readSavedAnswer(`${WALL}&cursor=c1`, 'Bearer ada')).toBeNull();
});

it('finds nothing where no worker has saved anything, or the browser has no caches', async () => {
  vi.stubGlobal('caches', { has: async () => false, match: async () => undefined });
  expect(await readSavedAnswer(WALL, 'Bearer ada')).toBeNull();
  vi.stubGlobal('caches', undefined);
  expect(await readSavedAnswer(WALL, 'Bearer ada')).toBeNull();
});

it('keys a member by a hash of the token, never the token itself', async () => {
  const key = await memberCacheKey(WALL, 'Bearer secret-token');
  expect(key).not.toContain('secret-token');
  expect(new URL(key).searchParams.get('__member')).toMatch(/^[0-9a-f]{24}$/);
  expect(new URL(await memberCacheKey(WALL, null)).searchParams.get('__member')).toBe('anonymous');
});

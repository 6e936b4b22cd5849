import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, PUBLIC_API_URL, signIn, type TestApp } from '../helpers/app.ts';

interface Pack {
  packId: number;
  name: string;
  icon: string | null;
  background: string | null;
  levels: { gameLevelId: number; name: string; difficulty: string; questionCount: number }[];
  levelCount: number;
  ticketCount: number;
  points: number;
  price: number;
}

describe.each(BACKENDS)('quiz packs (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists packs with their levels and artwork', async () => {
    const { headers } = await signIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/games/pack/search?start=0&limit=20&latitude=39&longitude=-95',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Pack[]; countTotal: number }>();
    expect(body.countTotal).toBe(6);
    for (const pack of body.items) {
      expect(pack.icon).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/quiz-icon-`));
      expect(pack.background).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/quiz-bg-`));
      expect(pack.levels.length).toBe(pack.levelCount);
      expect(pack.levels.length).toBeGreaterThan(0);
      for (const level of pack.levels) {
        expect(['EASY', 'MEDIUM', 'HARD']).toContain(level.difficulty);
        expect(level.questionCount).toBeGreaterThan(0);
      }
    }
  });

  it('searches by keyword and pages', async () => {
    const { headers } = await signIn(t.app);
    const get = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/games/pack/search?${query}`, headers })
      ).json<{
        items: Pack[];
        countTotal: number;
        hasMoreResults: boolean;
      }>();
    expect((await get('keyword=terpene')).items.map((pack) => pack.name)).toEqual([
      'Terpene Trivia',
    ]);
    const page = await get('start=2&limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.hasMoreResults).toBe(true);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games/pack/search' });
    expect(response.statusCode).toBe(403);
  });
});

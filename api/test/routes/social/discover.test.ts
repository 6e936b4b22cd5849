import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

interface Found {
  albumId: number;
  title: string;
  headline: string | null;
}

describe.each(BACKENDS)('discover search (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const search = async (keyword: string, who = dana) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/albums/discover?keyword=${encodeURIComponent(keyword)}&limit=50`,
        headers: who.headers,
      })
    ).json<{ items: Found[]; countTotal: number }>();
  const post = async (description: string, who = marcus) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description },
        headers: who.headers,
      })
    ).json<{ item: { albumId: number } }>().item.albumId;

  it('ranks an exact title match first, with stemming and marked matches', async () => {
    await post('Sunflower seeds are sprouting in every sunflower bed, sunflowers everywhere');
    const exact = await post('Sunflowers');
    const found = await search('sunflowers');
    expect(found.items[0]?.albumId).toBe(exact);
    expect(found.items.length).toBeGreaterThan(2);
    expect(found.countTotal).toBe(found.items.length);
    expect(found.items[1]?.headline).toMatch(/⟪Sunflower/);
  });

  it('finds a post by a word that is only in one of its comments', async () => {
    const albumId = await post('Look at my balcony');
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { albumId, comment: 'Those are gorgeous marigolds' },
      headers: dana.headers,
    });
    const found = await search('marigold');
    expect(found.items.map((item) => item.albumId)).toEqual([albumId]);
    expect(found.items[0]?.headline).toContain('⟪marigolds⟫');
  });

  it('never finds an album hidden from your audiences', async () => {
    const titles = (await search(F.hiddenOrGrowers)).items.map((item) => item.title);
    expect(titles).not.toContain(F.hiddenOrGrowers);
    expect((await search(F.hiddenOrGrowers, marcus)).items[0]?.title).toBe(F.hiddenOrGrowers);
  });

  it('answers 400 to an empty keyword', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/albums/discover?keyword=%20',
      headers: dana.headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

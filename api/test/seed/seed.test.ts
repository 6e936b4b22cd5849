import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { generateLargeDataset } from '../../src/seed/large-dataset.ts';
import { seedMissingGameData } from '../../src/seed/challenges.ts';
import { seedEmptySocialSections } from '../../src/seed/social.ts';
import { BACKENDS, buildTestApp, signIn, type TestApp } from '../helpers/app.ts';

describe.each(BACKENDS)('demo data (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

  it('is a believable community, seeded once', async () => {
    expect(await count('accounts')).toBeGreaterThanOrEqual(12);
    expect(await count('albums')).toBeGreaterThanOrEqual(30);
    expect(await count('retailer_locations')).toBeGreaterThanOrEqual(25);
    expect(await count('game_packs')).toBe(6);
    const before = await count('albums');
    expect(await seedIfEmpty(t.db)).toBe(false);
    expect(await count('albums')).toBe(before);
  });

  it('has channels, groups, events and trainings, and fills them in a database seeded before they existed', async () => {
    const sections = async () =>
      (
        await t.db.query<{ album_type: string; n: number }>(
          `SELECT album_type, count(*)::int AS n FROM albums
            WHERE album_type IN ('channel', 'group', 'event', 'training')
            GROUP BY album_type ORDER BY album_type`,
        )
      ).map((row) => `${row.album_type}:${row.n}`);
    const before = await sections();
    expect(before).toEqual(['channel:2', 'event:3', 'group:3', 'training:3']);
    const members = await count('album_members');
    // An upgraded database: everything else, but no sections yet.
    await t.db.query(
      "DELETE FROM albums WHERE album_type IN ('channel', 'group', 'event', 'training')",
    );
    expect(await sections()).toEqual([]);
    await seedEmptySocialSections(t.db);
    expect(await sections()).toEqual(before);
    expect(await count('album_members')).toBe(members);
    // Nothing is added twice.
    await seedEmptySocialSections(t.db);
    expect(await sections()).toEqual(before);
  });

  it("keeps each demo shop's opening hours in its own state's time zone", async () => {
    const zones = await t.db.query<{ state: string; zones: string[] }>(
      `SELECT state, array_agg(DISTINCT time_zone) AS zones FROM retailer_locations
        GROUP BY state ORDER BY state`,
    );
    expect(Object.fromEntries(zones.map((row) => [row.state, row.zones]))).toEqual({
      AK: ['America/Anchorage'],
      CO: ['America/Denver'],
      KS: ['America/Chicago'],
      NE: ['America/Chicago'],
    });
  });

  it('gives a database seeded before the composting training existed that training, once', async () => {
    const composting = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM albums WHERE album_type = 'training' AND title = $1",
          ['Composting at Home'],
        )
      )[0]?.n;
    expect(await composting()).toBe(1);
    await t.db.query(
      "DELETE FROM albums WHERE album_type = 'training' AND title = 'Composting at Home'",
    );
    await seedEmptySocialSections(t.db);
    expect(await composting()).toBe(1);
    await seedEmptySocialSections(t.db);
    expect(await composting()).toBe(1);
  });

  it('gives a training seeded before the video lesson existed that lesson, in its place, once', async () => {
    const training = async () =>
      (
        await t.db.query<{
          id: number;
          meta_data: { lessons: { lessonId: string }[] };
          total_episodes: number;
        }>(
          "SELECT id, meta_data, total_episodes FROM albums WHERE album_type = 'training' AND title = $1",
          ['Container Gardening Basics'],
        )
      )[0];
    const ids = async () => (await training())?.meta_data.lessons.map((lesson) => lesson.lessonId);
    const seeded = ['choose-a-pot', 'listen-soil', 'pot-up', 'watering', 'first-harvest'];
    expect(await ids()).toEqual(seeded);
    // The training as an older seed wrote it: no video lesson, four episodes; plus a lesson
    // its owner added at the end since.
    const old = await training();
    const ownLesson = { lessonId: 'own-notes', title: 'My notes', kind: 'TEXT', text: 'Mine.' };
    await t.db.query(
      `UPDATE albums SET total_episodes = 4, meta_data = jsonb_set(meta_data, '{lessons}',
         (SELECT jsonb_agg(l) FROM jsonb_array_elements(meta_data->'lessons') l
           WHERE l->>'lessonId' <> 'pot-up') || $2::jsonb)
        WHERE id = $1`,
      [old?.id, JSON.stringify([ownLesson])],
    );
    expect(await ids()).toEqual([...seeded.filter((id) => id !== 'pot-up'), 'own-notes']);

    await seedEmptySocialSections(t.db);
    const filled = await training();
    expect(filled?.meta_data.lessons.map((lesson) => lesson.lessonId)).toEqual([
      ...seeded,
      'own-notes',
    ]);
    expect(filled?.meta_data.lessons[2]).toMatchObject({
      kind: 'VIDEO',
      media: 'lesson-potting-up.mp4',
    });
    expect(filled?.total_episodes).toBe(6);
    await seedEmptySocialSections(t.db);
    expect(await ids()).toEqual([...seeded, 'own-notes']);
  });

  it('has challenges, badge rules and part-earned badges, and fills them in an upgraded database', async () => {
    const challenges = await t.db.query<{ status: string }>(
      `SELECT c.status FROM challenges c JOIN accounts a ON a.id = c.opponent_id
        WHERE a.email = 'demo@canopy.test' ORDER BY c.status`,
    );
    expect(challenges.map((row) => row.status)).toEqual(['DECLINED', 'PENDING']);
    const demoAwards = await t.db.query<{ awarded: number; tiers: number }>(
      `SELECT (SELECT count(*)::int FROM achievement_awards w JOIN accounts a ON a.id = w.account_id
                WHERE a.email = 'demo@canopy.test') AS awarded,
              (SELECT count(*)::int FROM achievement_tiers) AS tiers`,
    );
    // Part-earned: some badges awarded, others still to work on.
    expect(demoAwards[0]?.awarded).toBeGreaterThan(0);
    expect(demoAwards[0]?.awarded).toBeLessThan(demoAwards[0]?.tiers ?? 0);
    const rules = await count('achievements');
    expect(rules).toBe(8);
    const seeded = await count('challenges');
    // An upgraded database: games, but no challenges and only the first badge rules.
    await t.db.query('DELETE FROM challenges');
    await t.db.query(
      "DELETE FROM achievements WHERE rank_type IN ('POSTS', 'ORDERS', 'QUIZ_STREAK', 'TOURNAMENT_WINS')",
    );
    await seedMissingGameData(t.db);
    expect(await count('challenges')).toBe(seeded);
    expect(await count('achievements')).toBe(rules);
    // Nothing is added twice.
    await seedMissingGameData(t.db);
    expect(await count('challenges')).toBe(seeded);
    expect(await count('achievements')).toBe(rules);
  });

  it('has conversations and follows, and fills them in a database seeded before they existed', async () => {
    const notes = await count('notes');
    const follows = await count('follows');
    expect(notes).toBeGreaterThanOrEqual(8);
    expect(follows).toBeGreaterThanOrEqual(10);
    // An upgraded database: members and posts, but no comments or follows yet.
    await t.db.query(
      "DELETE FROM notes WHERE album_id IN (SELECT id FROM albums WHERE album_type NOT LIKE 'chat_%')",
    );
    await t.db.query('DELETE FROM follows');
    await seedEmptySocialSections(t.db);
    expect(await count('notes')).toBe(notes);
    expect(await count('follows')).toBe(follows);
    // Nothing is added twice.
    await seedEmptySocialSections(t.db);
    expect(await count('notes')).toBe(notes);
  });

  it('gives the demo member chats with history and unread messages, also after an upgrade', async () => {
    const demo = await signIn(t.app);
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/chats/search', headers: demo.headers })
      ).json<{ items: { albumType: string; unreadCount: number }[]; unreadTotal: number }>();
    const seeded = await list();
    expect(seeded.items.map((chat) => chat.albumType).sort()).toEqual([
      'chat_group',
      'chat_single',
      'chat_single',
    ]);
    expect(seeded.unreadTotal).toBe(6);
    expect(seeded.items.every((chat) => chat.unreadCount > 0)).toBe(true);
    // A database seeded before chat existed gets the chats on its next start, once.
    await t.db.query("DELETE FROM albums WHERE album_type IN ('chat_single', 'chat_group')");
    expect((await list()).items).toHaveLength(0);
    await seedEmptySocialSections(t.db);
    await seedEmptySocialSections(t.db);
    expect((await list()).unreadTotal).toBe(6);
    expect((await list()).items).toHaveLength(3);
  });

  it('generates a large data set in batches that the searches handle', async () => {
    const locationsBefore = await count('retailer_locations');
    const albumsBefore = await count('albums');
    await generateLargeDataset(t.db, { retailerLocations: 2500, albums: 1200, batchSize: 1000 });
    expect(await count('retailer_locations')).toBe(locationsBefore + 2500);
    expect(await count('albums')).toBe(albumsBefore + 1200);
    const { headers } = await signIn(t.app);
    const near = await t.app.inject({
      method: 'GET',
      url: '/api/retailers/location/distancesearch?range=100&limit=50',
      headers,
    });
    const body = near.json<{ items: { distance: number }[]; countTotal: number }>();
    expect(body.countTotal).toBeGreaterThan(10);
    const distances = body.items.map((item) => item.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance <= 100)).toBe(true);
    const wall = await t.app.inject({
      method: 'GET',
      url: '/api/albums/search?limit=100&start=1000',
      headers,
    });
    // Deep pages are full and know there is more; the total is counted only past this page
    // (a lower bound beyond the first COUNT_CAP matches), so a long list is never counted whole.
    const deep = wall.json<{ items: unknown[]; countTotal: number; hasMoreResults: boolean }>();
    expect(deep.items).toHaveLength(100);
    expect(deep.hasMoreResults).toBe(true);
    expect(deep.countTotal).toBeGreaterThan(1100);
  });
});

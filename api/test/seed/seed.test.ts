import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { generateLargeDataset } from '../../src/seed/large-dataset.ts';
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
    expect(before).toEqual(['channel:2', 'event:3', 'group:3', 'training:2']);
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

  it('has conversations and follows, and fills them in a database seeded before they existed', async () => {
    const notes = await count('notes');
    const follows = await count('follows');
    expect(notes).toBeGreaterThanOrEqual(8);
    expect(follows).toBeGreaterThanOrEqual(10);
    // An upgraded database: members and posts, but no comments or follows yet.
    await t.db.query('DELETE FROM notes');
    await t.db.query('DELETE FROM follows');
    await seedEmptySocialSections(t.db);
    expect(await count('notes')).toBe(notes);
    expect(await count('follows')).toBe(follows);
    // Nothing is added twice.
    await seedEmptySocialSections(t.db);
    expect(await count('notes')).toBe(notes);
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
    expect(wall.json<{ countTotal: number }>().countTotal).toBeGreaterThan(1200);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { BACKENDS, emptyDatabase, migrateBefore } from '../helpers/app.ts';

describe.each(BACKENDS)('migration 050 on a database seeded before it (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  it("turns every album's cover into its first asset", async () => {
    await migrateBefore(db, '050');
    const [owner] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
       VALUES ('old@canopy.test', 'x', 'Old', 'Timer', 'old.t') RETURNING id`,
    );
    await db.query(
      `INSERT INTO albums (owner_id, album_type, title, cover, asset_count)
       VALUES ($1, 'news', 'With a cover', 'cover-river.svg', 0),
              ($1, 'news', 'A photo', 'https://cdn.example.test/p/photo.PNG', 0),
              ($1, 'chat_bot', 'No cover', NULL, 0)`,
      [owner?.id],
    );
    await migrate(db);
    const assets = await db.query<{ title: string; file_name: string; mime_type: string }>(
      `SELECT al.title, a.file_name, a.mime_type FROM assets a JOIN albums al ON al.id = a.album_id
        ORDER BY al.id`,
    );
    expect(assets).toEqual([
      { title: 'With a cover', file_name: 'cover-river.svg', mime_type: 'image/svg+xml' },
      { title: 'A photo', file_name: 'photo.PNG', mime_type: 'image/png' },
    ]);
    const counts = await db.query<{ title: string; asset_count: number }>(
      'SELECT title, asset_count FROM albums ORDER BY id',
    );
    expect(counts.map((row) => row.asset_count)).toEqual([1, 1, 0]);
  });
});

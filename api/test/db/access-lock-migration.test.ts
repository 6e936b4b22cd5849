import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { accessRuleOf } from '../../src/plugins/app/social/rules.ts';
import { BACKENDS, emptyDatabase, migrateBefore } from '../helpers/app.ts';

/** metaData as members and the seed wrote it before 150, and how SQL should read its lock. */
const CASES: [Record<string, unknown>, { locked: boolean; tags: number[]; operator: string }][] = [
  [{}, { locked: false, tags: [], operator: 'or' }],
  [
    { access_locked: false, access_tag_ids: [9] },
    { locked: false, tags: [], operator: 'or' },
  ],
  [
    { access_locked: true, access_tag_ids: [3] },
    { locked: true, tags: [3], operator: 'or' },
  ],
  [
    { access_locked: ' TRUE ', access_tag_ids: '2, 3,,', access_filter_operator: 'AND' },
    { locked: true, tags: [2, 3], operator: 'and' },
  ],
  [
    { access_locked: 'true', access_tag_ids: ['4', 5, 4] },
    { locked: true, tags: [4, 5], operator: 'or' },
  ],
  [
    { access_locked: true, access_tag_ids: 7 },
    { locked: true, tags: [7], operator: 'or' },
  ],
  [{ access_locked: true }, { locked: true, tags: [], operator: 'or' }],
  [
    { access_locked: true, access_tag_ids: [0, '00'] },
    { locked: true, tags: [], operator: 'or' },
  ],
  // Anything but plain ids leaves no tags: locked to all but the owner, never more open.
  [
    { access_locked: true, access_tag_ids: '3, 1e1', access_filter_operator: 'and' },
    { locked: true, tags: [], operator: 'and' },
  ],
];

describe.each(BACKENDS)('migration 150 on albums stored before it (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  it("copies each album's access lock out of its metaData, as the API writes it", async () => {
    await migrateBefore(db, '150');
    const [owner] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
       VALUES ('old@canopy.test', 'x', 'Old', 'Timer', 'old.t') RETURNING id`,
    );
    for (const [index, [metaData]] of CASES.entries()) {
      await db.query(
        `INSERT INTO albums (owner_id, album_type, title, meta_data)
         VALUES ($1, 'news', $2, $3::jsonb)`,
        [owner?.id, `Album ${index}`, JSON.stringify(metaData)],
      );
    }
    await migrate(db);
    const rows = await db.query<{
      access_locked: boolean;
      access_tag_ids: number[];
      access_operator: string;
    }>('SELECT access_locked, access_tag_ids, access_operator FROM albums ORDER BY id');
    expect(
      rows.map((row) => ({
        locked: row.access_locked,
        tags: [...row.access_tag_ids].map(Number).sort((a, b) => a - b),
        operator: row.access_operator,
      })),
    ).toEqual(CASES.map(([, expected]) => expected));
    // The API stores the same lock from the same metaData (but the last case's, made stricter).
    const locks = CASES.slice(0, -1).filter(([, expected]) => expected.locked);
    for (const [metaData, expected] of locks) {
      const rule = accessRuleOf(metaData);
      expect({
        locked: rule.locked,
        tags: [...rule.accessTagIds].sort((a, b) => a - b),
        operator: rule.accessOperator,
      }).toEqual(expected);
    }
  });
});

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

describe.each(BACKENDS)('migration 185: the lock of the channel or group (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  const insert = async (
    ownerId: number,
    title: string,
    lock: { tags: number[]; operator?: string } | null,
    parentId: number | null = null,
  ): Promise<number> => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO albums (owner_id, album_type, title, parent_album_id, access_locked,
                           access_tag_ids, access_operator)
       VALUES ($1, $2, $3, $4, $5, $6::int[], $7) RETURNING id`,
      [
        ownerId,
        parentId === null ? 'group' : 'post',
        title,
        parentId,
        lock !== null,
        lock?.tags ?? [],
        lock?.operator ?? 'or',
      ],
    );
    if (!row) throw new Error('No album inserted');
    return row.id;
  };
  /** Each album's copy of its parent's lock, by id. */
  const copies = async () => {
    const rows = await db.query<{
      id: number;
      parent_owner_id: number | null;
      parent_access_locked: boolean;
      parent_access_tag_ids: number[];
      parent_access_operator: string;
    }>(
      `SELECT id, parent_owner_id, parent_access_locked, parent_access_tag_ids,
              parent_access_operator FROM albums`,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          ownerId: row.parent_owner_id,
          locked: row.parent_access_locked,
          tags: [...row.parent_access_tag_ids].map(Number),
          operator: row.parent_access_operator,
        },
      ]),
    );
  };
  const NONE = { ownerId: null, locked: false, tags: [], operator: 'or' };

  it('copies the lock of each album’s parent, and keeps the copy in step', async () => {
    await migrateBefore(db, '185');
    const [owner] = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
       VALUES ('old@canopy.test', 'x', 'Old', 'Timer', 'old.t') RETURNING id`,
    );
    const ownerId = owner?.id ?? 0;
    const locked = await insert(ownerId, 'Growers circle', { tags: [2, 3], operator: 'and' });
    const open = await insert(ownerId, 'Open circle', null);
    const oldPost = await insert(ownerId, 'Written before', null, locked);
    const openPost = await insert(ownerId, 'In the open', null, open);
    await migrate(db);
    const club = { ownerId, locked: true, tags: [2, 3], operator: 'and' };
    let copy = await copies();
    expect(copy.get(oldPost)).toEqual(club);
    expect(copy.get(openPost)).toEqual({ ...NONE, ownerId });
    expect(copy.get(locked)).toEqual(NONE);

    // A post written now takes its parent's lock, whoever inserts it.
    const newPost = await insert(ownerId, 'Written after', null, locked);
    expect((await copies()).get(newPost)).toEqual(club);

    // A parent locked later locks its posts in the same statement; unlocked, frees them.
    await db.query(`UPDATE albums SET access_locked = true, access_tag_ids = '{4}' WHERE id = $1`, [
      open,
    ]);
    copy = await copies();
    expect(copy.get(openPost)).toEqual({ ownerId, locked: true, tags: [4], operator: 'or' });
    await db.query(`UPDATE albums SET access_locked = false, access_tag_ids = '{}' WHERE id = $1`, [
      locked,
    ]);
    copy = await copies();
    expect(copy.get(oldPost)).toEqual({ ownerId, locked: false, tags: [], operator: 'and' });
    expect(copy.get(newPost)).toEqual(copy.get(oldPost));

    // A post moved takes its new parent's lock; one taken out of any parent, none.
    await db.query('UPDATE albums SET parent_album_id = $2 WHERE id = $1', [oldPost, open]);
    await db.query('UPDATE albums SET parent_album_id = NULL WHERE id = $1', [newPost]);
    copy = await copies();
    expect(copy.get(oldPost)).toEqual({ ownerId, locked: true, tags: [4], operator: 'or' });
    expect(copy.get(newPost)).toEqual(NONE);
  });
});

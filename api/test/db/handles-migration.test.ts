import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { BACKENDS, emptyDatabase, migrateBefore } from '../helpers/app.ts';

describe.each(BACKENDS)('migration 175 on members who share handles (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  /** Accounts as they were before handles were unique: [email, handle, days ago created]. */
  const insert = async (accounts: [string, string, number][]) => {
    for (const [email, username, daysAgo] of accounts) {
      await db.query(
        `INSERT INTO accounts (email, password_hash, first_name, last_name, username, created_at)
         VALUES ($1, 'x', 'Ada', 'Lee', $2,
                 timestamptz '2024-06-01 12:00Z' - make_interval(days => $3::int))`,
        [email, username, daysAgo],
      );
    }
  };
  const handles = async () =>
    Object.fromEntries(
      (
        await db.query<{ email: string; username: string }>(
          'SELECT email, username FROM accounts ORDER BY email',
        )
      ).map((row) => [row.email.split('@')[0], row.username]),
    );

  it('keeps the oldest account its handle and numbers the others in age order', async () => {
    await migrateBefore(db, '175');
    await insert([
      ['newest', 'ada.l', 1],
      ['oldest', 'ada.l', 90],
      ['middle', 'Ada.L', 30],
      // Already has the first suffix the others would get: it keeps it.
      ['suffixed', 'ada.l2', 10],
      ['tied-b', 'priya.s', 5],
      ['tied-a', 'PRIYA.S', 5],
      ['alone', 'sam.o', 3],
      ['long-1', 'abcdefghijklmnopqrstuvwxyz.abc', 8],
      ['long-2', 'abcdefghijklmnopqrstuvwxyz.abc', 2],
    ]);
    await migrate(db);
    expect(await handles()).toEqual({
      oldest: 'ada.l',
      middle: 'Ada.L3',
      newest: 'ada.l4',
      suffixed: 'ada.l2',
      // Created at the same moment: the lower id (inserted first) keeps it.
      'tied-b': 'priya.s',
      'tied-a': 'PRIYA.S2',
      alone: 'sam.o',
      'long-1': 'abcdefghijklmnopqrstuvwxyz.abc',
      // Trimmed so the suffix fits in 30 characters.
      'long-2': 'abcdefghijklmnopqrstuvwxyz.ab2',
    });
  });

  it('leaves handles unique whatever their case from then on', async () => {
    await migrate(db);
    await insert([['first', 'dana.r', 1]]);
    await expect(insert([['second', 'DANA.R', 1]])).rejects.toMatchObject({
      code: '23505',
      constraint: 'accounts_username_key',
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate, readMigrations } from '../../src/db/migrate.ts';
import { BACKENDS, emptyDatabase } from '../helpers/app.ts';

describe.each(BACKENDS)('database (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  it('applies numbered migrations once, in order, and records them', async () => {
    const files = await readMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.version)).toEqual(files.map((file) => file.version).sort());
    expect(await migrate(db)).toEqual(files.map((file) => `${file.version}_${file.name}`));
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(files.map((file) => file.version));
    expect(await db.query("SELECT 1 FROM audiences WHERE name = 'Members'")).toHaveLength(1);
  });

  it('rolls a failing migration back completely', async () => {
    await expect(
      migrate(db, [
        {
          version: '001',
          name: 'broken',
          sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
        },
      ]),
    ).rejects.toThrow();
    expect(await db.query("SELECT to_regclass('half_done') AS t")).toEqual([{ t: null }]);
    expect(await db.query('SELECT 1 FROM schema_migrations')).toHaveLength(0);
  });

  it('commits a transaction that succeeds and undoes one that throws', async () => {
    await db.exec('CREATE TABLE notes (body text NOT NULL)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['undone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayWrite, type Db } from '../../src/db/db.ts';
import { BACKENDS, emptyDatabase } from '../helpers/app.ts';

describe('which statements may write', () => {
  it.each([
    'SELECT id FROM albums WHERE id = $1',
    '  (SELECT 1) UNION (SELECT 2)',
    'WITH q AS (SELECT 1 AS n) SELECT n FROM q',
    'SELECT description FROM albums WHERE id = $1 FOR UPDATE',
    'SELECT id FROM live_streams FOR NO KEY UPDATE SKIP LOCKED',
  ])('reads: %s', (sql) => {
    expect(mayWrite(sql)).toBe(false);
  });

  it.each([
    'INSERT INTO likes (account_id) VALUES ($1)',
    'update albums set title = $2 where id = $1',
    'DELETE FROM sessions WHERE id = $1',
    'WITH gone AS (DELETE FROM likes RETURNING id) SELECT count(*) FROM gone',
    'SELECT id FROM albums FOR UPDATE; UPDATE albums SET title = title',
    'TRUNCATE albums',
    'CREATE TABLE t (id int)',
    "SELECT 'a word like delete in a string errs on the side of a write'",
  ])('may write: %s', (sql) => {
    expect(mayWrite(sql)).toBe(true);
  });
});

describe.each(BACKENDS)('write reports (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let reports = 0;
  let reported: readonly string[] = [];
  beforeAll(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
    await db.exec('CREATE TABLE notes_for_reports (id serial PRIMARY KEY, body text)');
    db.onWrites((statements) => {
      reports += 1;
      reported = statements;
    });
  });
  afterAll(async () => {
    await dispose();
  });

  it('reports a write once it has ended, and a transaction once, whether or not it commits', async () => {
    reports = 0;
    await db.query('SELECT count(*) FROM notes_for_reports');
    expect(reports).toBe(0);
    const insert = db.query("INSERT INTO notes_for_reports (body) VALUES ('a')");
    expect(reports).toBe(0);
    await insert;
    expect(reports).toBe(1);

    let reportedInside = -1;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes_for_reports (body) VALUES ('b')");
      await tx.query("UPDATE notes_for_reports SET body = 'c'");
      reportedInside = reports;
    });
    expect(reportedInside).toBe(1);
    expect(reports).toBe(2);
    expect(reported).toEqual([
      "INSERT INTO notes_for_reports (body) VALUES ('b')",
      "UPDATE notes_for_reports SET body = 'c'",
    ]);

    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes_for_reports (body) VALUES ('d')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(reports).toBe(3);
    await db.transaction((tx) => tx.query('SELECT 1'));
    expect(reports).toBe(3);
  });
});

import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { statementOn, transactionWithHooks, writeReports, type Db, type Queryable } from './db.ts';

export interface PgliteOptions {
  /** A directory for the database files; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A data directory dump (from `dumpPgliteDataDir`) to start from, used to clone test databases. */
  loadDataDir?: Blob | File | undefined;
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export async function createPgliteDb(
  options: PgliteOptions = {},
): Promise<Db & { pglite: PGlite }> {
  let release: (() => Promise<void>) | undefined;
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    release = await lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await release?.();
    throw error;
  }
  const root = wrap(pglite);
  const writes = writeReports();
  const db: Db & { pglite: PGlite } = {
    kind: 'pglite',
    pglite,
    query: (sql, params, options) =>
      statementOn(writes.report, sql, () => root.query(sql, params, options)),
    exec: (sql) => statementOn(writes.report, sql, () => root.exec(sql)),
    transaction: (fn) =>
      transactionWithHooks(
        db,
        (body) => pglite.transaction((tx) => body(wrap(tx))),
        fn,
        writes.report,
      ),
    onWrites: writes.onWrites,
    // One process holds the data directory, so its own notifications are all there are.
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(channel, () => listener('notify'));
      return () => unlisten();
    },
    close: async () => {
      await pglite.close();
      await release?.();
    },
  };
  return db;
}

/** Snapshot of an in-memory database, cheap to load into a fresh instance. */
export async function dumpPgliteDataDir(db: Db & { pglite: PGlite }): Promise<Blob> {
  return db.pglite.dumpDataDir('none');
}

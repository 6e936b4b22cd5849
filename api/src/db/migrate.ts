import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);

// Any constant works; it only has to be the same for every API instance.
const MIGRATION_LOCK_ID = 4_242_001;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 3),
      name: file.slice(4, -4),
      sql: await readFile(new URL(file, dir), 'utf8'),
    })),
  );
}

/**
 * Applies pending migrations in order, each in its own transaction. The advisory lock
 * makes concurrent starts (several API instances on one PostgreSQL) wait instead of racing.
 */
export async function migrate(db: Db, migrations?: MigrationFile[]): Promise<string[]> {
  const files = migrations ?? (await readMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of files) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}

import type { Db } from './db.ts';
import { createPgliteDb } from './pglite.ts';
import { createPostgresDb } from './postgres.ts';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  pgliteDataDir?: string | undefined;
  /** PostgreSQL schema to use (tests). */
  schema?: string | undefined;
}

export async function connectDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    return createPostgresDb({ connectionString: options.databaseUrl, schema: options.schema });
  }
  return createPgliteDb({ dataDir: options.pgliteDataDir });
}

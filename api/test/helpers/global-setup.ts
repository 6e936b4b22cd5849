import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { createPgliteDb, dumpPgliteDataDir } from '../../src/db/pglite.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory dump that each worker loads into memory. */
    pgliteTemplatePath: string;
    /** A PGlite data directory dump with nothing in it yet (for migration tests). */
    pgliteEmptyPath: string;
    /** Prefix of the PostgreSQL schemas this run creates, dropped when it ends. */
    schemaPrefix: string;
  }
}

/**
 * Creating PGlite from scratch costs seconds; loading a dump costs a fraction of that.
 * Build one seeded template for the whole run and let every worker start from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stamp = `${process.pid}-${Date.now()}`;
  const save = async (name: string, dump: Blob): Promise<string> => {
    const path = join(tmpdir(), `canopy-api-${name}-${stamp}.tar`);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  };
  const db = await createPgliteDb();
  const emptyPath = await save('empty', await dumpPgliteDataDir(db));
  await migrate(db);
  await seedIfEmpty(db);
  const templatePath = await save('template', await dumpPgliteDataDir(db));
  await db.close();
  const schemaPrefix = `canopy_test_${randomBytes(4).toString('hex')}_`;
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('pgliteEmptyPath', emptyPath);
  project.provide('schemaPrefix', schemaPrefix);

  return async () => {
    await rm(templatePath, { force: true });
    await rm(emptyPath, { force: true });
    const databaseUrl = process.env.DATABASE_URL?.trim();
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const schemas = await client.query<{ name: string }>(
        'SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)',
        [schemaPrefix],
      );
      for (const { name } of schemas.rows) await client.query(`DROP SCHEMA ${name} CASCADE`);
    } finally {
      await client.end();
    }
  };
}

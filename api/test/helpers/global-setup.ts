import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { createPgliteDb, dumpPgliteDataDir } from '../../src/db/pglite.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory dump that each test loads into memory. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating PGlite from scratch costs seconds; loading a dump costs a fraction of that.
 * Build one seeded template for the whole run and let every test start from a copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = await createPgliteDb();
  await migrate(db);
  await seedIfEmpty(db);
  const dump = await dumpPgliteDataDir(db);
  await db.close();
  const path = join(tmpdir(), `canopy-api-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return async () => {
    await rm(path, { force: true });
  };
}

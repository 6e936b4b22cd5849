import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDb } from './pglite.ts';

/**
 * Writes the embedded database in `dataDir` to `file` (a gzipped tarball from PGlite's own
 * dump). Opening the folder takes its lock, so a running API refuses the backup instead
 * of it copying files mid-write.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
  const db = await createPgliteDb({ dataDir });
  try {
    const dump = await db.pglite.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`. The backup is
 * checked by opening it before anything is replaced; the folder it replaces is kept
 * beside it (`<dataDir>.before-restore-<time>`), never deleted.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
): Promise<{ keptAs: string | undefined }> {
  const dump = new Blob([await readFile(file)]);
  const check = await PGlite.create({ loadDataDir: dump });
  await check.query('SELECT 1');
  await check.close();

  let keptAs: string | undefined;
  if (existsSync(dataDir)) {
    // Taking the lock first refuses a restore under a running API.
    const current = await createPgliteDb({ dataDir });
    await current.close();
    keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, keptAs);
  }
  const restored = await createPgliteDb({ dataDir, loadDataDir: dump });
  await restored.close();
  return { keptAs };
}

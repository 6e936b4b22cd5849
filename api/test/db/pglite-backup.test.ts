import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../src/db/pglite.ts';
import { backupDataDir, restoreDataDir } from '../../src/db/pglite-backup.ts';

// Each opening of a database folder takes seconds (more on a busy machine): several here.
describe('embedded database backup and restore', { timeout: 180_000 }, () => {
  let workspace: string | undefined;

  afterEach(async () => {
    if (workspace) await rm(workspace, { recursive: true, force: true });
  });

  it('brings back what was backed up and keeps the database it replaced', async () => {
    workspace = await mkdtemp(path.join(os.tmpdir(), 'canopy-backup-'));
    const folder = path.join(workspace, 'pglite');
    const file = path.join(workspace, 'backup.tar.gz');
    const db = await createPgliteDb({ dataDir: folder });
    await db.exec("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('before')");
    await db.close();

    expect(await backupDataDir(folder, file)).toBeGreaterThan(0);

    const changed = await createPgliteDb({ dataDir: folder });
    await changed.exec("INSERT INTO notes VALUES ('after')");
    await changed.close();

    const { keptAs } = await restoreDataDir(file, folder);
    const restored = await createPgliteDb({ dataDir: folder });
    expect(await restored.query('SELECT body FROM notes')).toEqual([{ body: 'before' }]);
    await restored.close();
    expect(keptAs && existsSync(keptAs)).toBe(true);
  });

  it('refuses a backup while the API holds the folder, and a file that is not a backup', async () => {
    workspace = await mkdtemp(path.join(os.tmpdir(), 'canopy-backup-'));
    const folder = path.join(workspace, 'pglite');
    const running = await createPgliteDb({ dataDir: folder });
    await expect(backupDataDir(folder, path.join(workspace, 'b.tar.gz'))).rejects.toThrow(
      /in use by another Canopy API process/,
    );
    await running.close();

    const notBackup = path.join(workspace, 'notes.txt');
    await writeFile(notBackup, 'not a database');
    await expect(restoreDataDir(notBackup, folder)).rejects.toThrow();
    // The database that was there is untouched.
    const still = await createPgliteDb({ dataDir: folder });
    expect(await still.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await still.close();
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../src/db/pglite.ts';

describe('embedded database folder', { timeout: 120_000 }, () => {
  let folder: string | undefined;

  afterEach(async () => {
    if (folder) await rm(path.dirname(folder), { recursive: true, force: true });
  });

  it('is opened by one process at a time, with a clear message for the second', async () => {
    folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'canopy-lock-')), 'pglite');
    const first = await createPgliteDb({ dataDir: folder });
    await first.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1)');

    await expect(createPgliteDb({ dataDir: folder })).rejects.toThrow(
      /in use by another Canopy API process/,
    );
    // The refused opener left the owner's data alone.
    expect(await first.query('SELECT id FROM kept')).toEqual([{ id: 1 }]);

    await first.close();
    const again = await createPgliteDb({ dataDir: folder });
    expect(await again.query('SELECT id FROM kept')).toEqual([{ id: 1 }]);
    await again.close();
  });
});

import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../src/db/pglite.ts';
import { backupDataDir, restoreDataDir } from '../../src/db/pglite-backup.ts';
import { listS3Objects, s3MediaStore } from '../../src/lib/media-store/s3-media-store.ts';
import { localMediaStore } from '../../src/lib/media-store/local-media-store.ts';
import { readTar } from '../../src/lib/tar.ts';
import { startFakeS3 } from '../helpers/media-stores.ts';

const PHOTO = 'uploads/0b7c2a52-8f3e-4c1d-9a6b-2e5f7d8c9a01/thumbnail.webp';
const OTHER = 'uploads/5d1e3f40-2b6a-4c8d-8e9f-0a1b2c3d4e5f/original';

/** Every file under `dir`, relative, with its content. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = await readFile(full, 'utf8');
  }
  return files;
}

/** The entries of a backup archive by name. */
async function archiveEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    entries.set(entry.name, entry.body);
  }
  return entries;
}

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

    const media = path.join(workspace, 'media');
    const store = localMediaStore(media);
    await store.put(PHOTO, { body: Buffer.from('photo before'), contentType: 'image/webp' });
    await writeFile(path.join(media, 'left-half-written.partial'), 'half');

    const result = await backupDataDir(folder, file, { kind: 'folder', dir: media });
    expect(result.bytes).toBeGreaterThan(0);
    // The photo and the content type kept beside it, not a half-written file.
    expect(result.mediaFiles).toBe(2);

    const changed = await createPgliteDb({ dataDir: folder });
    await changed.exec("INSERT INTO notes VALUES ('after')");
    await changed.close();
    await store.delete([PHOTO]);
    await store.put(OTHER, { body: Buffer.from('photo after'), contentType: 'image/jpeg' });
    const mediaAfter = await filesIn(media);

    // Elsewhere, on another machine, the media folder comes back with the database.
    const { keptAs, mediaKeptAs, mediaFiles } = await restoreDataDir(file, folder, media);
    const restored = await createPgliteDb({ dataDir: folder });
    expect(await restored.query('SELECT body FROM notes')).toEqual([{ body: 'before' }]);
    await restored.close();
    expect(keptAs && existsSync(keptAs)).toBe(true);
    expect(mediaFiles).toBe(2);
    expect(await store.get(PHOTO)).toEqual({
      body: Buffer.from('photo before'),
      contentType: 'image/webp',
    });
    expect(await store.get(OTHER)).toBeUndefined();
    // The media it replaced is kept beside it, as it was.
    expect(mediaKeptAs && (await filesIn(mediaKeptAs))).toEqual(mediaAfter);
  });

  it('still restores a backup of the database alone, leaving the media as it is', async () => {
    workspace = await mkdtemp(path.join(os.tmpdir(), 'canopy-backup-'));
    const folder = path.join(workspace, 'pglite');
    const media = path.join(workspace, 'media');
    const file = path.join(workspace, 'older-backup.tar.gz');
    const db = await createPgliteDb({ dataDir: folder });
    await db.exec("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('old format')");
    // What db:backup wrote before media went into the archive: PGlite's own dump.
    await writeFile(file, Buffer.from(await (await db.pglite.dumpDataDir('gzip')).arrayBuffer()));
    await db.exec('DELETE FROM notes');
    await db.close();
    await mkdir(path.join(media, 'uploads'), { recursive: true });
    await writeFile(path.join(media, 'uploads', 'kept'), 'still here');

    const result = await restoreDataDir(file, folder, media);
    expect(result.media).toEqual({ kind: 'not-in-backup' });
    const restored = await createPgliteDb({ dataDir: folder });
    expect(await restored.query('SELECT body FROM notes')).toEqual([{ body: 'old format' }]);
    await restored.close();
    expect(await filesIn(media)).toEqual({ [path.join('uploads', 'kept')]: 'still here' });
  });

  it("lists a bucket's objects with their sizes and ETags, and restores none of them", async () => {
    workspace = await mkdtemp(path.join(os.tmpdir(), 'canopy-backup-'));
    const folder = path.join(workspace, 'pglite');
    const file = path.join(workspace, 'backup.tar.gz');
    const db = await createPgliteDb({ dataDir: folder });
    await db.close();
    const s3 = await startFakeS3();
    try {
      const store = s3MediaStore(s3.options);
      await store.put(PHOTO, { body: Buffer.from('in the bucket'), contentType: 'image/webp' });
      await store.put(OTHER, { body: Buffer.from('also'), contentType: 'image/jpeg' });
      const result = await backupDataDir(folder, file, {
        kind: 's3',
        bucket: s3.options.bucket,
        list: () => listS3Objects(s3.options),
      });
      expect([result.mediaFiles, result.bucketObjects]).toEqual([0, 2]);
      const entries = await archiveEntries(file);
      const listing = JSON.parse(entries.get('media-bucket-listing.json')?.toString() ?? '[]');
      expect(listing).toEqual([
        expect.objectContaining({ key: PHOTO, size: 13, etag: expect.stringMatching(/^"\w+"$/) }),
        expect.objectContaining({ key: OTHER, size: 4, etag: expect.stringMatching(/^"\w+"$/) }),
      ]);
      expect([...entries.keys()].some((name) => name.startsWith('media/'))).toBe(false);

      const restored = await restoreDataDir(file, folder);
      expect(restored.media).toEqual({ kind: 's3', bucket: s3.options.bucket, objects: 2 });
    } finally {
      await s3.close();
    }
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

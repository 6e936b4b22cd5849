import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { S3ObjectListing } from '../lib/media-store/s3-media-store.ts';
import { readTar, tarStream, type TarEntry } from '../lib/tar.ts';
import { createPgliteDb } from './pglite.ts';

/**
 * A backup is one gzipped tar: a manifest first, then the embedded database (PGlite's own
 * dump), then the media. Media in a folder is copied file by file under `media/`; a bucket
 * is only listed (keys, sizes, ETags), since its store backs it up with its own tools.
 */
const MANIFEST = 'canopy-backup.json';
const DATABASE = 'database.tar';
const MEDIA = 'media/';
const BUCKET_LISTING = 'media-bucket-listing.json';

/** Where the media to back up is: a folder, or a bucket to list. */
export type MediaSource =
  | { kind: 'folder'; dir: string }
  | { kind: 's3'; bucket: string; list: () => AsyncIterable<S3ObjectListing> };

interface Manifest {
  format: 'canopy-backup';
  version: 1;
  created: string;
  media:
    | { kind: 'none' }
    | { kind: 'folder'; files: number }
    | { kind: 's3'; bucket: string; objects: number };
}

export interface BackupResult {
  bytes: number;
  /** Files of the media folder in the archive; objects listed, for a bucket. */
  mediaFiles: number;
  bucketObjects: number;
}

/** A stamp for folder names: the time, without characters file systems dislike. */
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The files of a media folder, relative, `/`-separated; half-written ones left out. */
async function mediaFilesOf(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Writes the embedded database in `dataDir`, and the media, to `file`. Opening the
 * database folder takes its lock, so a running API refuses the backup instead of it
 * copying files mid-write.
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
  media?: MediaSource,
): Promise<BackupResult> {
  if (!existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
  const db = await createPgliteDb({ dataDir });
  let database: Buffer;
  try {
    database = Buffer.from(await (await db.pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await db.close();
  }
  const files = media?.kind === 'folder' ? await mediaFilesOf(media.dir) : [];
  const listing: S3ObjectListing[] = [];
  if (media?.kind === 's3') for await (const object of media.list()) listing.push(object);
  const manifest: Manifest = {
    format: 'canopy-backup',
    version: 1,
    created: new Date().toISOString(),
    media:
      media?.kind === 'folder'
        ? { kind: 'folder', files: files.length }
        : media?.kind === 's3'
          ? { kind: 's3', bucket: media.bucket, objects: listing.length }
          : { kind: 'none' },
  };
  async function* entries(): AsyncGenerator<TarEntry> {
    yield { name: MANIFEST, body: Buffer.from(JSON.stringify(manifest, null, 2)) };
    yield { name: DATABASE, body: database };
    if (media?.kind === 'folder') {
      for (const name of files) {
        yield { name: `${MEDIA}${name}`, body: await readFile(path.join(media.dir, name)) };
      }
    }
    if (media?.kind === 's3') {
      yield { name: BUCKET_LISTING, body: Buffer.from(JSON.stringify(listing, null, 2)) };
    }
  }
  await pipeline(tarStream(entries()), createGzip(), createWriteStream(file));
  const { size } = await stat(file);
  return { bytes: size, mediaFiles: files.length, bucketObjects: listing.length };
}

/** Whether `file` is a backup in this format, or one of the database alone (older ones). */
async function isArchive(file: string): Promise<boolean> {
  const gunzip = createReadStream(file).pipe(createGunzip());
  try {
    for await (const entry of readTar(gunzip)) return entry.name === MANIFEST;
    return false;
  } catch {
    return false;
  } finally {
    gunzip.destroy();
  }
}

export interface RestoreResult {
  /** Where the database folder it replaced was kept. */
  keptAs: string | undefined;
  /** Where the media folder it replaced was kept, when media was restored. */
  mediaKeptAs: string | undefined;
  mediaFiles: number;
  /** What the backup says of media it does not hold: a bucket, or none at all. */
  media: Manifest['media'] | { kind: 'not-in-backup' };
}

/** Opens the dump in memory first: a file that is not a database fails before anything moves. */
async function checkDatabase(dump: Blob): Promise<void> {
  const check = await PGlite.create({ loadDataDir: dump });
  await check.query('SELECT 1');
  await check.close();
}

async function replaceDatabase(dump: Blob, dataDir: string): Promise<string | undefined> {
  let keptAs: string | undefined;
  if (existsSync(dataDir)) {
    // Taking the lock first refuses a restore under a running API.
    const current = await createPgliteDb({ dataDir });
    await current.close();
    keptAs = `${dataDir}.before-restore-${stamp()}`;
    await rename(dataDir, keptAs);
  }
  const restored = await createPgliteDb({ dataDir, loadDataDir: dump });
  await restored.close();
  return keptAs;
}

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`, and the media
 * folder `mediaDir` with the backup's media when it holds some (and a folder is given).
 * What is replaced is kept beside it (`<folder>.before-restore-<time>`), never deleted.
 * A backup of the database alone (older versions wrote those) leaves the media as it is.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  mediaDir?: string,
): Promise<RestoreResult> {
  if (!(await isArchive(file))) {
    const dump = new Blob([await readFile(file)]);
    await checkDatabase(dump);
    return {
      keptAs: await replaceDatabase(dump, dataDir),
      mediaKeptAs: undefined,
      mediaFiles: 0,
      media: { kind: 'not-in-backup' },
    };
  }
  // Media is unpacked beside the folder it will replace, then swapped in whole.
  const staging = mediaDir ? `${mediaDir}.restoring-${stamp()}` : undefined;
  let manifest: Manifest | undefined;
  let dump: Blob | undefined;
  let mediaFiles = 0;
  try {
    for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
      if (entry.name === MANIFEST) manifest = JSON.parse(entry.body.toString('utf8')) as Manifest;
      else if (entry.name === DATABASE) dump = new Blob([entry.body]);
      else if (entry.name.startsWith(MEDIA) && staging) {
        const relative = entry.name.slice(MEDIA.length);
        const target = path.resolve(staging, relative);
        // A name that would climb out of the folder is not ours.
        if (!target.startsWith(`${path.resolve(staging)}${path.sep}`)) continue;
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.body);
        mediaFiles += 1;
      }
    }
    if (!manifest || !dump) throw new Error(`${file} is not a complete Canopy backup.`);
    await checkDatabase(dump);
    const keptAs = await replaceDatabase(dump, dataDir);
    let mediaKeptAs: string | undefined;
    if (mediaDir && staging && manifest.media.kind === 'folder') {
      if (existsSync(mediaDir)) {
        mediaKeptAs = `${mediaDir}.before-restore-${stamp()}`;
        await rename(mediaDir, mediaKeptAs);
      }
      await mkdir(staging, { recursive: true });
      await rename(staging, mediaDir);
    }
    return { keptAs, mediaKeptAs, mediaFiles, media: manifest.media };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Backs up or restores the embedded (PGlite) database with the uploaded media; stop the
 * API first.
 *
 *   pnpm db:backup [file]     writes canopy-<time>.tar.gz unless a file is named
 *   pnpm db:restore <file>    replaces the database and the media folder, keeping the old
 *                             ones beside them
 *
 * The database folder is PGLITE_DATA_DIR (default api/data/pglite), the media folder
 * MEDIA_STORE_DIR (default api/data/media). With S3_BUCKET set the media is in a bucket:
 * the backup lists its objects (keys, sizes, ETags) and the bucket is backed up with the
 * store's own tools. Relative paths are taken from the folder the command was run in.
 */
import path from 'node:path';
import { readConfig } from '../src/config.ts';
import { backupDataDir, restoreDataDir, type MediaSource } from '../src/db/pglite-backup.ts';
import { listS3Objects } from '../src/lib/media-store/s3-media-store.ts';

const config = readConfig();
const [command, named] = process.argv.slice(2);
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const store = config.mediaStore;
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
const media: MediaSource =
  store.kind === 'folder'
    ? { kind: 'folder', dir: store.dir }
    : { kind: 's3', bucket: store.bucket, list: () => listS3Objects(store) };

if (config.databaseUrl) {
  console.error('DATABASE_URL names a PostgreSQL server: back it up with pg_dump instead.');
  process.exit(1);
}
try {
  if (command === 'backup') {
    const file = fromCaller(
      named ?? `canopy-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    const result = await backupDataDir(config.pgliteDataDir, file, media);
    console.log(`Backed up ${config.pgliteDataDir} to ${file} (${result.bytes} bytes).`);
    if (media.kind === 'folder') {
      console.log(`With ${files(result.mediaFiles)} of the media folder ${media.dir}.`);
    } else {
      console.log(
        `With the listing of ${result.bucketObjects} objects of bucket ${media.bucket}; ` +
          "back the bucket itself up with the store's own tools.",
      );
    }
  } else if (command === 'restore' && named) {
    const mediaDir = store.kind === 'folder' ? store.dir : undefined;
    const result = await restoreDataDir(fromCaller(named), config.pgliteDataDir, mediaDir);
    console.log(`Restored ${config.pgliteDataDir} from ${fromCaller(named)}.`);
    if (result.keptAs) console.log(`The database it replaced is kept in ${result.keptAs}.`);
    if (result.media.kind === 'folder' && mediaDir) {
      console.log(`Restored ${files(result.mediaFiles)} of media into ${mediaDir}.`);
      if (result.mediaKeptAs)
        console.log(`The media it replaced is kept in ${result.mediaKeptAs}.`);
    } else if (result.media.kind === 'folder') {
      console.log('The backup holds media files, but media is in a bucket now: not restored.');
    } else if (result.media.kind === 's3') {
      console.log(
        `Media was in bucket ${result.media.bucket} (${result.media.objects} objects, listed ` +
          "in the backup): restore the bucket with the store's own tools.",
      );
    } else {
      console.log('The backup holds no media; the media folder was left as it is.');
    }
  } else {
    console.error('Usage: pnpm db:backup [file] | pnpm db:restore <file>');
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

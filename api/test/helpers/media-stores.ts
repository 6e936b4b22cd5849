import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { localMediaStore } from '../../src/lib/media-store/local-media-store.ts';
import type { MediaStore } from '../../src/lib/media-store/media-store.ts';
import { s3MediaStore, type S3StoreOptions } from '../../src/lib/media-store/s3-media-store.ts';
import { temporaryMediaFolder } from './app.ts';

/**
 * A local S3-compatible server (s3rver, speaking the S3 REST API over HTTP) with one
 * bucket, for the S3 store's tests; close stops it and removes its files.
 */
export async function startFakeS3(): Promise<{
  options: S3StoreOptions;
  close: () => Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'canopy-s3-'));
  const bucket = 'canopy-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'test/',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

type OpenStore = () => Promise<{ store: MediaStore; close: () => Promise<void> }>;

/** Every kind of store the API can be configured with, each opened empty for a test. */
export const MEDIA_STORE_KINDS: [string, OpenStore][] = [
  [
    'a local folder',
    async () => {
      const folder = await temporaryMediaFolder();
      return { store: localMediaStore(folder.dir), close: folder.remove };
    },
  ],
  [
    'an S3-compatible server',
    async () => {
      const s3 = await startFakeS3();
      return { store: s3MediaStore(s3.options), close: s3.close };
    },
  ],
];

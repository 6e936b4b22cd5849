import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStore } from './media-store.ts';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible endpoint such as MinIO's `http://minio:9000`; AWS itself without it. */
  endpoint?: string | undefined;
  region: string;
  /** Without keys the SDK's own chain (environment, profile, instance role) is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name; MinIO and most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Keys are written under this folder of the bucket (e.g. `canopy/`). */
  prefix?: string | undefined;
}

// DeleteObjects takes at most a thousand keys a call.
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/** One object of the bucket, as a backup lists it. */
export interface S3ObjectListing {
  /** The media key (without S3_PREFIX). */
  key: string;
  size: number;
  etag: string;
  lastModified: string | null;
}

function clientOf(options: S3StoreOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // default checksum headers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
}

/**
 * Every object under the store's prefix, page by page: what a backup records of a bucket
 * it does not copy (the store's own tools back the bucket up).
 */
export async function* listS3Objects(
  options: S3StoreOptions,
  client: S3Client = clientOf(options),
): AsyncGenerator<S3ObjectListing> {
  const prefix = (options.prefix ?? '').replace(/^\/+/, '');
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: options.bucket,
        Prefix: prefix || undefined,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      yield {
        key: object.Key.slice(prefix.length),
        size: object.Size ?? 0,
        etag: object.ETag ?? '',
        lastModified: object.LastModified?.toISOString() ?? null,
      };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Media in a bucket of any S3-compatible object store (AWS S3, MinIO, R2, …). */
export function s3MediaStore(options: S3StoreOptions, client?: S3Client): MediaStore {
  const s3 = client ?? clientOf(options);
  const prefix = (options.prefix ?? '').replace(/^\/+/, '');
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return `${prefix}${key}`;
  };
  return {
    description: `S3 bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, object) {
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: object.body,
          ContentType: object.contentType,
          // Keys never change content, so a CDN in front of the bucket may keep them for ever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return undefined;
        return {
          body: Buffer.from(await answer.Body.transformToByteArray()),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        await s3.send(
          new DeleteObjectsCommand({
            Bucket: options.bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
      }
    },
  };
}

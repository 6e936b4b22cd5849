import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { afterCommit, type Db, type Queryable } from '../../../db/db.ts';
import {
  IMAGE_VARIANT_NAMES,
  renderImageVariants,
  UnreadableImageError,
  type ImageVariant,
} from '../../../lib/image-variants.ts';
import type { MediaStore } from '../../../lib/media-store/media-store.ts';
import { runEvery } from '../../../lib/sweep.ts';
import { UPLOAD_QUOTA, type UploadQuota } from './upload-quota-rules.ts';
import { deleteUnattachedUploads } from './unattached-uploads.ts';
import { uploadQuotaChecks } from './upload-quota.ts';
import { uploadIdOf, uploadMediaPath } from '../kernel/media.ts';

// Upload paths are the kernel's (posts and chats store them); routes name them here.
export { uploadIdOf, uploadMediaPath };

export type UploadPurpose = 'profile-image' | 'post-photo';

export interface StoredUpload {
  contentType: string;
  body: Buffer;
  etag: string;
}

/** Where one served version of an upload is kept, and its size in pixels when known. */
interface VariantRecord {
  key: string;
  contentType: string;
  width: number | null;
  height: number | null;
}
type VariantRecords = Record<ImageVariant, VariantRecord>;

/** An upload whose files are in the store and whose row is not written yet. */
interface PreparedUpload {
  id: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  originalKey: string;
  variants: VariantRecords;
}

export interface SavedUpload {
  uploadId: string;
  width: number | null;
  height: number | null;
}

export interface UploadRow {
  original_key: string | null;
  variants: VariantRecords | null;
}

/** The store keys of an upload's files: its original and its served versions. */
export function keysOf(row: UploadRow): string[] {
  const keys = new Set<string>();
  if (row.original_key) keys.add(row.original_key);
  for (const variant of Object.values(row.variants ?? {})) keys.add(variant.key);
  return [...keys];
}

const MOVE_BATCH = 20;

export function createUploadsRepository(
  db: Db,
  store: MediaStore,
  log: FastifyBaseLogger,
  quota: UploadQuota = UPLOAD_QUOTA,
) {
  const { assertQuota, assertQuotaLocked } = uploadQuotaChecks(quota);
  /** Deletes objects once nothing points at them; a failure leaves an orphan, not an error. */
  const forget = (keys: string[]) => {
    if (keys.length === 0) return;
    store.delete(keys).catch((error: unknown) => {
      log.warn({ err: error, keys }, 'stored media could not be deleted');
    });
  };

  /**
   * Renders the served versions and puts them, with the original, into the store. The
   * original is kept as uploaded (for re-rendering later) and is never served: it may
   * carry the camera's EXIF and GPS, which the rendered versions do not.
   */
  async function prepare(
    bytes: Buffer,
    contentType: string,
    id: string = randomUUID(),
  ): Promise<PreparedUpload> {
    const rendered = await renderImageVariants(bytes);
    const originalKey = `uploads/${id}/original`;
    const variants = Object.fromEntries(
      IMAGE_VARIANT_NAMES.map((name) => [
        name,
        {
          key: `uploads/${id}/${name}.webp`,
          contentType: rendered[name].contentType,
          width: rendered[name].width,
          height: rendered[name].height,
        },
      ]),
    ) as VariantRecords;
    await Promise.all([
      store.put(originalKey, { body: bytes, contentType }),
      ...IMAGE_VARIANT_NAMES.map((name) =>
        store.put(variants[name].key, {
          body: rendered[name].body,
          contentType: rendered[name].contentType,
        }),
      ),
    ]);
    return {
      id,
      contentType,
      byteSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('base64url'),
      originalKey,
      variants,
    };
  }

  async function insert(
    q: Queryable,
    accountId: number,
    purpose: UploadPurpose,
    p: PreparedUpload,
  ) {
    await q.query(
      `INSERT INTO uploads (id, account_id, purpose, content_type, byte_size, sha256,
                            original_key, variants)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        p.id,
        accountId,
        purpose,
        p.contentType,
        p.byteSize,
        p.sha256,
        p.originalKey,
        JSON.stringify(p.variants),
      ],
    );
  }

  /** Runs `write` with a prepared upload; if it throws, the stored files go again. */
  async function withPrepared<T>(
    bytes: Buffer,
    contentType: string,
    write: (prepared: PreparedUpload) => Promise<T>,
  ): Promise<T> {
    const prepared = await prepare(bytes, contentType);
    try {
      return await write(prepared);
    } catch (error) {
      forget(keysOf({ original_key: prepared.originalKey, variants: prepared.variants }));
      throw error;
    }
  }

  /**
   * The member's uploads of that purpose (all of them, or those ids), in the transaction
   * `q`; their stored files are deleted once it commits.
   */
  async function remove(
    q: Queryable,
    accountId: number,
    purpose: UploadPurpose,
    ids?: readonly string[],
  ): Promise<void> {
    if (ids?.length === 0) return;
    const rows = await q.query<UploadRow>(
      `DELETE FROM uploads WHERE account_id = $1 AND purpose = $2
          AND ($3::text[] IS NULL OR id::text = ANY($3::text[]))
        RETURNING original_key, variants`,
      [accountId, purpose, ids ?? null],
    );
    const keys = rows.flatMap(keysOf);
    afterCommit(q, () => forget(keys));
  }

  const saved = (prepared: PreparedUpload): SavedUpload => ({
    uploadId: prepared.id,
    width: prepared.variants.full.width,
    height: prepared.variants.full.height,
  });

  /**
   * Moves one upload stored in its row into the store. An image sharp cannot read (it was
   * accepted by its signature alone before) keeps being served as it was, from the store.
   */
  async function moveOne(row: { id: string; content_type: string; bytes: Uint8Array }) {
    const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    let prepared: PreparedUpload;
    try {
      prepared = await prepare(bytes, row.content_type, row.id);
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      const originalKey = `uploads/${row.id}/original`;
      await store.put(originalKey, { body: bytes, contentType: row.content_type });
      const asIs = { key: originalKey, contentType: row.content_type, width: null, height: null };
      prepared = {
        id: row.id,
        contentType: row.content_type,
        byteSize: bytes.length,
        sha256: '',
        originalKey,
        variants: { thumbnail: asIs, cover: asIs, full: asIs },
      };
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE uploads SET original_key = $2, variants = $3::jsonb, bytes = NULL
          WHERE id = $1 AND bytes IS NOT NULL`,
        [row.id, prepared.originalKey, JSON.stringify(prepared.variants)],
      );
      await tx.query(
        `UPDATE assets SET width = $2, height = $3 WHERE file = $1 AND width IS NULL`,
        [uploadMediaPath(row.id), prepared.variants.full.width, prepared.variants.full.height],
      );
    });
  }

  return {
    remove,

    /**
     * Keeps a post (or chat) photo: its original and resized versions in the store. Over a
     * quota it is refused before any work, and again (under the member's lock) before the
     * insert, so concurrent uploads cannot pass it together.
     */
    async savePhoto(accountId: number, bytes: Buffer, contentType: string): Promise<SavedUpload> {
      await assertQuota(db, accountId, bytes.length);
      return withPrepared(bytes, contentType, async (prepared) => {
        await db.transaction(async (tx) => {
          await assertQuotaLocked(tx, accountId, bytes.length);
          await insert(tx, accountId, 'post-photo', prepared);
        });
        return saved(prepared);
      });
    },

    /**
     * Stores the image and makes it the member's avatar, replacing (and deleting) the
     * previous uploaded one, all or nothing. Returns the upload id.
     */
    async replaceProfileImage(
      accountId: number,
      bytes: Buffer,
      contentType: string,
    ): Promise<string> {
      await assertQuota(db, accountId, bytes.length, 'profile-image');
      return withPrepared(bytes, contentType, async (prepared) => {
        await db.transaction(async (tx) => {
          await remove(tx, accountId, 'profile-image');
          await assertQuotaLocked(tx, accountId, bytes.length);
          await insert(tx, accountId, 'profile-image', prepared);
          await tx.query('UPDATE accounts SET avatar = $2, updated_at = now() WHERE id = $1', [
            accountId,
            uploadMediaPath(prepared.id),
          ]);
        });
        return prepared.id;
      });
    },

    /** The member's own uploads of that purpose among `ids`, with their type and size. */
    async owned(q: Queryable, accountId: number, purpose: UploadPurpose, ids: readonly string[]) {
      // Most chat messages and many posts carry no photo: no query for them.
      const rows =
        ids.length === 0
          ? []
          : await q.query<{
              id: string;
              content_type: string;
              variants: VariantRecords | null;
            }>(
              // Share-locked until the attaching transaction ends: the sweep of
              // unattached uploads skips them meanwhile.
              `SELECT id::text, content_type, variants FROM uploads
          WHERE id = ANY($1::uuid[]) AND account_id = $2 AND purpose = $3 FOR SHARE`,
              [ids, accountId, purpose],
            );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            contentType: row.content_type,
            width: row.variants?.full.width ?? null,
            height: row.variants?.full.height ?? null,
          },
        ]),
      );
    },

    /** One served version of an upload (never the original as uploaded). */
    async find(id: string, variant: ImageVariant): Promise<StoredUpload | undefined> {
      const rows = await db.query<
        UploadRow & { content_type: string; sha256: string; bytes: Uint8Array | null }
      >('SELECT content_type, sha256, bytes, original_key, variants FROM uploads WHERE id = $1', [
        id,
      ]);
      const row = rows[0];
      if (!row) return undefined;
      const stored = row.variants?.[variant];
      if (stored) {
        const object = await store.get(stored.key);
        if (!object) return undefined;
        const etag = createHash('sha256').update(stored.key).update(row.sha256).digest('base64url');
        return { ...object, etag: `"${etag.slice(0, 27)}"` };
      }
      // Not moved into the store yet (the move runs at start-up): served as it always was.
      if (!row.bytes) return undefined;
      return {
        contentType: row.content_type,
        // pg returns a Buffer, PGlite a Uint8Array.
        body: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
        etag: `"${row.sha256.slice(0, 27)}"`,
      };
    },

    /** Deletes uploads left unattached, with their files (see unattached-uploads.ts). */
    deleteUnattached: () => deleteUnattachedUploads(db, store, log),

    /**
     * Moves uploads kept in database rows (before media had a store) into the store, with
     * their resized versions. Safe to run on several instances at once: a row is cleared
     * only once, and a second copy of the same files is the same files. Returns how many moved.
     */
    async moveFromDatabase(): Promise<number> {
      const failed: string[] = [];
      let moved = 0;
      for (;;) {
        const rows = await db.query<{ id: string; content_type: string; bytes: Uint8Array }>(
          `SELECT id::text, content_type, bytes FROM uploads
            WHERE bytes IS NOT NULL AND NOT (id::text = ANY($1::text[]))
            ORDER BY created_at, id LIMIT ${MOVE_BATCH}`,
          [failed],
        );
        if (rows.length === 0) return moved;
        for (const row of rows) {
          try {
            await moveOne(row);
            moved += 1;
          } catch (error) {
            // Left in its row, still served from there; the next start tries again.
            log.error(
              { err: error, uploadId: row.id },
              'an upload could not be moved to the store',
            );
            failed.push(row.id);
          }
        }
      }
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsRepository;
  }
}

/** How often each API instance deletes uploads left unattached. */
export const UNATTACHED_SWEEP_MS = 15 * 60_000;

export interface UploadsOptions {
  store: MediaStore;
  /** Per-member quotas; UPLOAD_QUOTA where not given. */
  quota?: Partial<UploadQuota> | undefined;
}

export default fp<UploadsOptions>(
  async (app, options) => {
    const quota = {
      dailyBytes: options.quota?.dailyBytes ?? UPLOAD_QUOTA.dailyBytes,
      totalBytes: options.quota?.totalBytes ?? UPLOAD_QUOTA.totalBytes,
    };
    const uploads = createUploadsRepository(app.db, options.store, app.log, quota);
    app.decorate('uploads', uploads);
    runEvery(app, {
      name: 'deleting unattached uploads',
      everyMs: UNATTACHED_SWEEP_MS,
      run: () => uploads.deleteUnattached(),
    });
    const moved = await uploads.moveFromDatabase();
    if (moved > 0)
      app.log.info({ moved, store: options.store.description }, 'uploads moved to the media store');
  },
  { name: 'uploads', dependencies: ['db'] },
);

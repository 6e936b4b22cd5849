// Uploads nobody attached to anything (a photo picked for a post that was never sent) are
// kept a day, then deleted with their files, so they cannot fill the media store.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db.ts';
import type { MediaStore } from '../../../lib/media-store/media-store.ts';
import { UNATTACHED_UPLOAD_HOURS } from './upload-quota-rules.ts';
import { keysOf, type UploadRow } from './uploads-repository.ts';

const SWEEP_BATCH = 200;

/** Whether a media column holds upload `u`: the partial indexes of migration 165 serve it. */
const holdsUpload = (column: string) =>
  `${column} LIKE 'uploads/%' AND ${column} = 'uploads/' || u.id::text`;

/**
 * Deletes uploads attached to nothing (no post or chat photo, avatar, album cover or offer
 * photo) for UNATTACHED_UPLOAD_HOURS, then their stored files. Safe on several instances
 * at once: SKIP LOCKED hands each upload to one of them, and an upload being attached right
 * now is share-locked by the attaching transaction. Returns how many went.
 */
export async function deleteUnattachedUploads(
  db: Db,
  store: MediaStore,
  log: FastifyBaseLogger,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db.transaction((tx) =>
      tx.query<UploadRow>(
        `DELETE FROM uploads WHERE id IN (
           SELECT u.id FROM uploads u
            WHERE u.created_at <= now() - make_interval(hours => $1)
              AND NOT EXISTS (SELECT 1 FROM assets a WHERE ${holdsUpload('a.file')})
              AND NOT EXISTS (SELECT 1 FROM accounts ac WHERE ${holdsUpload('ac.avatar')})
              AND NOT EXISTS (SELECT 1 FROM albums al WHERE ${holdsUpload('al.cover')})
              AND NOT EXISTS (SELECT 1 FROM offers o
                               WHERE o.images @> ARRAY['uploads/' || u.id::text])
            ORDER BY u.created_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING original_key, variants`,
        [UNATTACHED_UPLOAD_HOURS],
      ),
    );
    deleted += rows.length;
    const keys = rows.flatMap(keysOf);
    // The rows are gone; a file that could not be deleted is an orphan, not an error.
    await store.delete(keys).catch((error: unknown) => {
      log.warn({ err: error, keys }, 'stored media could not be deleted');
    });
    if (rows.length < SWEEP_BATCH) return deleted;
  }
}

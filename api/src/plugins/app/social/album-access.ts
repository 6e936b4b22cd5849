import type { Queryable } from '../../../db/db.ts';
import {
  isLockedFor,
  lockableOf,
  PARENT_LOCK_COLUMNS,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { notFound } from '../../../lib/errors.ts';
import { readableByViewerSql, type Viewer } from '../kernel/visibility.ts';

/**
 * The owner of an album the viewer may open (visible to their audiences and not locked to
 * them); 404 otherwise, so nobody learns about an album by liking or commenting on it.
 */
export async function openableAlbumOwner(
  tx: Queryable,
  albumId: number,
  viewer: Viewer,
): Promise<number> {
  const rows = await tx.query<
    ParentLockRow & { owner_id: number; meta_data: Record<string, unknown> }
  >(
    `SELECT al.owner_id, al.meta_data, ${PARENT_LOCK_COLUMNS} FROM albums al
      WHERE al.id = $3 AND ${readableByViewerSql('$1', '$2')}`,
    [viewer.id, viewer.audienceIds, albumId],
  );
  const row = rows[0];
  if (!row || isLockedFor(lockableOf(row), viewer)) {
    throw notFound('That post does not exist.');
  }
  return row.owner_id;
}

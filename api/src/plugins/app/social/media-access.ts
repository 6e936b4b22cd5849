// Which uploads may be served to anyone: the other side of the signed links that
// albumMediaAccess asks for, checked on every request for an uploaded image.
import type { Queryable } from '../../../db/db.ts';
import { uploadMediaPath } from '../kernel/media.ts';
import { albumMediaAccess } from './rules.ts';

/**
 * True when the upload is a member's avatar, an offer's photo, or a photo (or cover) of an
 * album whose media is public; then it is served to anyone and cached for good. Anything
 * else (a chat photo, a private group's, a locked album's, one attached to nothing yet)
 * needs a signed link.
 */
export async function uploadIsPublic(db: Queryable, uploadId: string): Promise<boolean> {
  const file = uploadMediaPath(uploadId);
  // `LIKE 'uploads/%'` lets the partial indexes of migration 165 answer these.
  const [avatars, albums] = await Promise.all([
    // An offer's photos are on its shop's menu for every member (migration 360's index).
    db.query(
      `SELECT 1 FROM accounts WHERE avatar LIKE 'uploads/%' AND avatar = $1
       UNION ALL
       SELECT 1 FROM offers WHERE images @> ARRAY[$1::text] LIMIT 1`,
      [file],
    ),
    db.query<{
      album_type: string;
      visibility: string;
      meta_data: Record<string, unknown>;
      parent_access_locked: boolean;
    }>(
      `SELECT al.album_type, al.visibility, al.meta_data, al.parent_access_locked
         FROM assets a JOIN albums al ON al.id = a.album_id
        WHERE a.file LIKE 'uploads/%' AND a.file = $1
       UNION ALL
       SELECT album_type, visibility, meta_data, parent_access_locked FROM albums
        WHERE cover LIKE 'uploads/%' AND cover = $1`,
      [file],
    ),
  ]);
  return (
    avatars.length > 0 ||
    albums.some(
      (row) =>
        albumMediaAccess({
          albumType: row.album_type,
          visibility: row.visibility,
          metaData: row.meta_data,
          parentAccessLocked: row.parent_access_locked,
        }) === 'public',
    )
  );
}

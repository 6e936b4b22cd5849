import { readableByViewerSql } from '../kernel/visibility.ts';
import { PERSONAL_ALBUM_TYPES } from './rules.ts';

/**
 * Albums on the activity wall: what the viewer may see, never anybody's cart or
 * conversations, nor the sponsored tiles (see-all places those where its adConfig asks).
 * `viewer` and `audiences` are SQL: parameters, or a joined member's columns. Access tags
 * are applied after it, by access-lock.ts.
 */
export function onTheWallSql(viewer: string, audiences: string): string {
  return `${readableByViewerSql(viewer, audiences)} AND al.visibility = 'PUBLIC'
  AND al.album_type <> ALL ('{${[...PERSONAL_ALBUM_TYPES, 'ad'].join(',')}}'::text[])`;
}

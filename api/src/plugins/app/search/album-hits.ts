// Posts, events, groups and comments found by their words, only among what the viewer may
// read (readableByViewerSql: audiences, flags, blocks and mutes, joined spaces) and open
// (openToViewerSql): an album locked to the viewer is matched by its tile's title alone (a
// locked post has none), and the comments on it are not matched at all.
import type { Queryable } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { SearchHitResponse } from '../../../schemas/search.ts';
import {
  isLockedFor,
  lockableOf,
  openToViewerSql,
  PARENT_LOCK_COLUMNS,
  shownTitleSql,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { noteShownToViewerSql } from '../kernel/member-hides.ts';
import {
  albumMediaAccess,
  PERSONAL_ALBUM_TYPES,
  readableByViewerSql,
  type Viewer,
} from '../kernel/visibility.ts';
import { oneLine } from './rules.ts';

export type AlbumKind = 'posts' | 'events' | 'groups';

const ALBUM_TYPE: Record<AlbumKind, string> = { posts: 'post', events: 'event', groups: 'group' };
const LABEL: Record<AlbumKind, string> = { posts: 'Post', events: 'Event', groups: 'Group' };

/** How a search runs: the viewer, the prefix query (rules.ts), what was typed, how many. */
export interface HitsQuery {
  viewer: Viewer;
  /** The words, for the text's prefix_search_query (migration 290). */
  words: string[];
  /** The same as a to_tsquery text of unstemmed prefixes, for names (prefixTsQuery). */
  tsQuery: string;
  typed: string;
  /** Rows to read: one more than are sent, to know whether there are more. */
  limit: number;
}

interface AlbumRow extends ParentLockRow {
  id: number;
  album_type: string;
  owner_id: number;
  title: string;
  description: string;
  cover: string | null;
  visibility: string;
  meta_data: Record<string, unknown>;
  start_date: Date | string | null;
  location_description: string | null;
  owner_name: string;
}

// The viewer is $1, their audiences $2, the query $3 in every statement here.
const OPEN = openToViewerSql('$1', '$2');
const QUERY = `(SELECT prefix_search_query($3::text[]) AS query) q`;
const PERSONAL = `'{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[]`;

const dateOf = (value: Date | string | null): string =>
  value
    ? new Date(value).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

export async function albumHits(
  db: Queryable,
  mediaUrl: MediaUrl,
  kind: AlbumKind,
  query: HitsQuery,
): Promise<SearchHitResponse[]> {
  const { viewer } = query;
  // The words shown on a locked album's tile are its title, which search_vector holds too:
  // the index narrows first, then only what the viewer may see of it is matched.
  const shown = shownTitleSql('o.open');
  const rows = await db.query<AlbumRow>(
    `SELECT al.id, al.album_type, al.owner_id, al.title, al.description, al.cover, al.visibility,
            al.meta_data, al.start_date, al.location_description, ${PARENT_LOCK_COLUMNS},
            ac.first_name || ' ' || ac.last_name AS owner_name
       FROM albums al JOIN accounts ac ON ac.id = al.owner_id, ${QUERY},
            LATERAL (SELECT ${OPEN} AS open) o
      WHERE al.search_vector @@ q.query AND al.album_type = $4
        AND ${readableByViewerSql('$1', '$2')}
        AND (o.open OR to_tsvector('english', ${shown}) @@ q.query)
      ORDER BY (lower(${shown}) = lower($5)) DESC,
               ts_rank(CASE WHEN o.open THEN al.search_vector
                            ELSE to_tsvector('english', ${shown}) END, q.query) DESC,
               al.created_at DESC, al.id DESC
      LIMIT $6`,
    [viewer.id, viewer.audienceIds, query.words, ALBUM_TYPE[kind], query.typed, query.limit],
  );
  return rows.map((row) => {
    const locked = isLockedFor(lockableOf(row), viewer);
    const by = row.owner_id === viewer.id ? 'you' : row.owner_name;
    const when = kind === 'events' ? dateOf(row.start_date) : '';
    const where = locked ? '' : (row.location_description ?? '');
    return {
      id: row.id,
      title: kind === 'posts' ? oneLine(row.title || row.description, 120) : row.title,
      subtitle: [when ? `${LABEL[kind]} on ${when}` : `${LABEL[kind]} by ${by}`, where]
        .filter(Boolean)
        .join(' · '),
      imageURL: mediaUrl(
        row.cover,
        undefined,
        albumMediaAccess({
          albumType: row.album_type,
          visibility: row.visibility,
          metaData: row.meta_data,
          parentAccessLocked: row.parent_access_locked,
        }),
      ),
      albumId: row.id,
      albumType: row.album_type,
      username: null,
      accessLocked: locked,
    };
  });
}

interface CommentRow {
  id: number;
  comment: string;
  album_id: number;
  album_type: string;
  album_title: string;
  owner_id: number;
  owner_name: string;
}

/**
 * Comments found by their words, on albums the viewer may read and open, never by a member
 * hidden from the viewer (noteShownToViewerSql) nor in a conversation.
 */
export async function commentHits(db: Queryable, query: HitsQuery): Promise<SearchHitResponse[]> {
  const { viewer } = query;
  const rows = await db.query<CommentRow>(
    `SELECT n.id, n.comment, al.id AS album_id, al.album_type, al.title AS album_title,
            n.owner_id, ac.first_name || ' ' || ac.last_name AS owner_name
       FROM notes n JOIN albums al ON al.id = n.album_id
       JOIN accounts ac ON ac.id = n.owner_id, ${QUERY}
      WHERE n.search_vector @@ q.query AND al.album_type <> ALL (${PERSONAL})
        AND ${readableByViewerSql('$1', '$2')} AND ${OPEN}
        AND ${noteShownToViewerSql('n', '$1')}
      ORDER BY ts_rank(n.search_vector, q.query) DESC, n.created_at DESC, n.id DESC
      LIMIT $4`,
    [viewer.id, viewer.audienceIds, query.words, query.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    title: oneLine(row.comment, 120),
    subtitle: `${row.owner_id === viewer.id ? 'You' : row.owner_name} on “${oneLine(row.album_title, 60)}”`,
    imageURL: null,
    albumId: row.album_id,
    albumType: row.album_type,
    username: null,
    accessLocked: false,
  }));
}

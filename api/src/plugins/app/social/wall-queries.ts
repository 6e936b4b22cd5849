// The wall: the posts a viewer may see, newest first by keyset (GET /albums/wall), the
// same posts found by their words (discover), and one post. Hidden or locked albums drop
// out or come as their locked tile (the kernel's visibility and access lock).
import type { Db } from '../../../db/db.ts';
import { countAtMost, statement, type Param } from '../../../db/sql.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { COUNT_CAP } from '../../../lib/paging.ts';
import type { PostReviewResponse, WallPostResponse } from '../../../schemas/posts.ts';
import {
  openToViewerSql,
  redactForViewer,
  shownTitleSql,
  type WithParentLock,
} from '../kernel/access-lock.ts';
import { toPostPhoto, type PhotoRow } from '../kernel/media.ts';
import { noteShownToViewerSql } from '../kernel/member-hides.ts';
import { POST_ALBUM_TYPE, readableByViewerSql, type Viewer } from '../kernel/visibility.ts';
import type { AlbumsRepository } from './albums-repository.ts';
import { onTheWallSql } from './on-the-wall.ts';
import {
  albumMediaAccess,
  encodeKeysetCursor,
  type KeysetCursor,
  type ReviewType,
} from './rules.ts';

interface ReviewRow {
  id: number;
  review_type: ReviewType;
  review_target_id: number;
  rating: number;
  name: string | null;
}

const toReview = (row: ReviewRow): PostReviewResponse => ({
  reviewType: row.review_type,
  reviewId: row.review_target_id,
  // A shop or offer removed since keeps the review, without its name.
  name: row.name ?? 'A shop no longer listed',
  rating: row.rating,
});

/** Albums on the wall, with the viewer as $1 and their audiences as $2. */
const ON_THE_WALL = onTheWallSql('$1', '$2');

// Matched words are marked ⟪…⟫ (not HTML), so the page can highlight them as text.
const HEADLINE_OPTIONS = 'StartSel=⟪, StopSel=⟫, MaxWords=30, MinWords=12, HighlightAll=false';

export type DiscoveredPost = WallPostResponse & { headline: string | null };

/** A wall post with its parent's lock, so that the layers adding to it can redact it again. */
type LockablePost = WithParentLock<WallPostResponse>;

// The cursor's time is whole microseconds since the epoch, exactly as stored.
const CREATED_MICROS = `(extract(epoch FROM al.created_at) * 1000000)::bigint`;
const CURSOR_TIME = (param: string) =>
  `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

export function createWallQueries(db: Db, mediaUrl: MediaUrl, albums: AlbumsRepository) {
  /** Each visible album with its photos and what the viewer did with it; hidden ones drop out. */
  async function wallPosts(ids: number[], viewer: Viewer): Promise<LockablePost[]> {
    if (ids.length === 0) return [];
    const nowhere = resolveLocation(undefined, undefined);
    const [found, photos, liked, favorites, reviews] = await Promise.all([
      albums.findAllVisible(ids, viewer, nowhere),
      db.query<PhotoRow>(
        `SELECT id, album_id, file, file_name, caption, mime_type, width, height FROM assets
          WHERE album_id = ANY($1::int[]) ORDER BY album_id, position, id`,
        [ids],
      ),
      db.query<{ likable_id: number }>(
        `SELECT likable_id FROM likes
          WHERE account_id = $1 AND likable_type = 'ALBUM' AND likable_id = ANY($2::int[])`,
        [viewer.id, ids],
      ),
      db.query<{ id: number; favoritable_id: number }>(
        `SELECT id, favoritable_id FROM favorites
          WHERE account_id = $1 AND favoritable_type = 'ALBUM' AND favoritable_id = ANY($2::int[])`,
        [viewer.id, ids],
      ),
      db.query<ReviewRow>(
        `SELECT al.id, al.review_type, al.review_target_id, al.rating,
                CASE al.review_type
                  WHEN 'RETAILER_LOCATION' THEN rl.name
                  ELSE o.name || ' at ' || orl.name END AS name
           FROM albums al
           LEFT JOIN retailer_locations rl
             ON al.review_type = 'RETAILER_LOCATION' AND rl.id = al.review_target_id
           LEFT JOIN offer_locations ol
             ON al.review_type = 'OFFER_LOCATION' AND ol.id = al.review_target_id
           LEFT JOIN offers o ON o.id = ol.offer_id
           LEFT JOIN retailer_locations orl ON orl.id = ol.retailer_location_id
          WHERE al.id = ANY($1::int[]) AND al.review_type IS NOT NULL`,
        [ids],
      ),
    ]);
    const reviewOf = new Map(reviews.map((row) => [row.id, toReview(row)]));
    const likedIds = new Set(liked.map((row) => row.likable_id));
    const favoriteIds = new Map(favorites.map((row) => [row.favoritable_id, row.id]));
    // A locked album shows that it exists, not what it says (SPEC §4 access tags).
    return found.map(({ album }) =>
      redactForViewer(
        {
          ...album,
          review: reviewOf.get(album.albumId) ?? null,
          hasLiked: likedIds.has(album.albumId),
          favorite: favoriteIds.has(album.albumId),
          favoriteId: favoriteIds.get(album.albumId) ?? null,
          assets: photos
            .filter((row) => row.album_id === album.albumId)
            .map((row) =>
              toPostPhoto(
                row,
                mediaUrl,
                albumMediaAccess({ ...album, parentAccessLocked: album.parentLock !== null }),
              ),
            ),
        },
        viewer,
      ),
    );
  }

  return {
    /**
     * One page of the wall, newest first, after `cursor` (keyset paging: posts written
     * while a member scrolls neither repeat nor shift the pages after the first).
     */
    async wall(
      viewer: Viewer,
      cursor: KeysetCursor | undefined,
      limit: number,
      parentAlbumId?: number,
    ): Promise<{ items: WallPostResponse[]; countTotal: number; nextCursor: string | null }> {
      // $1 and $2 are the viewer in every statement here (ON_THE_WALL reads them).
      const viewerParams = [viewer.id, viewer.audienceIds];
      // A channel's or a group's own wall: its posts the viewer may read (a private group's
      // posts are private to its members).
      const which = (param: Param) =>
        parentAlbumId === undefined
          ? ON_THE_WALL
          : `${readableByViewerSql('$1', '$2')} AND al.parent_album_id = ${param(parentAlbumId)}`;
      const listing = statement(viewerParams);
      const probe = listing.param(limit + 1);
      const filter = which(listing.param);
      const after = cursor
        ? `AND (al.created_at, al.id) < (${CURSOR_TIME(listing.param(cursor.createdMicros))},
                                          ${listing.param(cursor.id)})`
        : '';
      const rows = await db.query<{ id: number; created_micros: string }>(
        `SELECT al.id, ${CREATED_MICROS}::text AS created_micros FROM albums al
          WHERE ${filter} ${after}
          ORDER BY al.created_at DESC, al.id DESC LIMIT ${probe}`,
        listing.params,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      // A whole wall on one page is its own total; otherwise at most COUNT_CAP posts are
      // counted (lib/paging.ts), since counting the whole wall cost more than the page.
      const countTotal =
        cursor || rows.length > limit
          ? await countAtMost(
              db,
              (param) => `FROM albums al WHERE ${which(param)}`,
              COUNT_CAP,
              viewerParams,
            )
          : page.length;
      return {
        items: await wallPosts(
          page.map((row) => row.id),
          viewer,
        ),
        countTotal,
        nextCursor:
          rows.length > limit && last
            ? encodeKeysetCursor({ createdMicros: last.created_micros, id: last.id })
            : null,
      };
    },

    /**
     * Full-text search of the albums on the viewer's wall and of their comments: an exact
     * title first, then by rank (a comment's match counts half), with the matching words
     * marked ⟪like this⟫ in `headline`. An album locked to the viewer is matched and ranked
     * by its tile's title alone (a locked post has none), so no search tells what it hides.
     */
    async discover(
      viewer: Viewer,
      keyword: string,
      page: { start: number; limit: number },
    ): Promise<{ items: DiscoveredPost[]; countTotal: number }> {
      // $1 and $2 are the viewer (ON_THE_WALL reads them), $3 the keyword.
      const searchable = `FROM albums al, q,
        LATERAL (SELECT ${openToViewerSql('$1', '$2')} AS open) o,
        LATERAL (SELECT CASE WHEN o.open THEN al.search_vector
                        ELSE setweight(to_tsvector('english', ${shownTitleSql('o.open')}), 'A')
                        END AS vector) v`;
      // A comment by a member hidden from the viewer neither matches nor ranks a post.
      const shown = noteShownToViewerSql('n', '$1');
      const matches = `(v.vector @@ q.query OR (o.open AND EXISTS (SELECT 1 FROM notes n
          WHERE n.album_id = al.id AND n.search_vector @@ q.query AND ${shown})))`;
      const [rows, counted] = await Promise.all([
        db.query<{ id: number; headline: string | null }>(
          `WITH q AS (SELECT websearch_to_tsquery('english', $3) AS query)
           SELECT al.id,
                  CASE WHEN NOT o.open THEN NULL
                       WHEN al.search_vector @@ q.query
                       THEN ts_headline('english', al.title || ' · ' || al.description, q.query, $6)
                       ELSE (SELECT ts_headline('english', n.comment, q.query, $6) FROM notes n
                              WHERE n.album_id = al.id AND n.search_vector @@ q.query
                               AND ${shown}
                              ORDER BY n.id LIMIT 1) END AS headline
             ${searchable}
            WHERE ${ON_THE_WALL} AND ${matches}
            ORDER BY (lower(${shownTitleSql('o.open')}) = lower($3)) DESC,
                     ts_rank(v.vector, q.query)
                       + CASE WHEN o.open
                         THEN 0.5 * coalesce((SELECT max(ts_rank(n.search_vector, q.query))
                                                FROM notes n
                                               WHERE n.album_id = al.id AND ${shown}), 0)
                         ELSE 0 END DESC,
                     al.created_at DESC, al.id DESC
            LIMIT $4 OFFSET $5`,
          [viewer.id, viewer.audienceIds, keyword, page.limit, page.start, HEADLINE_OPTIONS],
        ),
        db.query<{ total: number }>(
          `WITH q AS (SELECT websearch_to_tsquery('english', $3) AS query)
           SELECT count(*)::int AS total ${searchable} WHERE ${ON_THE_WALL} AND ${matches}`,
          [viewer.id, viewer.audienceIds, keyword],
        ),
      ]);
      const headlines = new Map(rows.map((row) => [row.id, row.headline]));
      const posts = await wallPosts(
        rows.map((row) => row.id),
        viewer,
      );
      return {
        items: posts.map((post) =>
          redactForViewer({ ...post, headline: headlines.get(post.albumId) ?? null }, viewer),
        ),
        countTotal: counted[0]?.total ?? 0,
      };
    },

    /**
     * The posts carrying #`tag` (lowercase, as albums.hashtags holds it) that the viewer may
     * read and open, newest first: a post locked to the viewer does not say what it is about.
     */
    async tagged(
      viewer: Viewer,
      tag: string,
      page: { start: number; limit: number },
    ): Promise<{ items: WallPostResponse[]; countTotal: number }> {
      const which = (param: Param) => `${readableByViewerSql('$1', '$2')}
        AND ${openToViewerSql('$1', '$2')} AND al.album_type = '${POST_ALBUM_TYPE}'
        AND al.hashtags @> ARRAY[${param(tag)}]::text[]`;
      const listing = statement([viewer.id, viewer.audienceIds]);
      const rows = await db.query<{ id: number }>(
        `SELECT al.id FROM albums al WHERE ${which(listing.param)}
          ORDER BY al.created_at DESC, al.id DESC
          LIMIT ${listing.param(page.limit + 1)} OFFSET ${listing.param(page.start)}`,
        listing.params,
      );
      const ids = rows.slice(0, page.limit).map((row) => row.id);
      // A whole list on one page is its own total; otherwise at most COUNT_CAP are counted.
      const countTotal =
        page.start === 0 && rows.length <= page.limit
          ? rows.length
          : await countAtMost(db, (param) => `FROM albums al WHERE ${which(param)}`, COUNT_CAP, [
              viewer.id,
              viewer.audienceIds,
            ]);
      return { items: await wallPosts(ids, viewer), countTotal };
    },

    /** One album as a wall post, or undefined when it is missing or hidden from the viewer. */
    async find(id: number, viewer: Viewer): Promise<WallPostResponse | undefined> {
      return (await wallPosts([id], viewer))[0];
    },
  };
}

import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { distanceFromSql, statement, type Param } from '../../../db/sql.ts';
import { notFound } from '../../../lib/errors.ts';
import { COUNT_CAP } from '../../../lib/paging.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import { photoUrls, type MediaUrl } from '../../../lib/media.ts';
import type {
  PostPhotoResponse,
  PostReviewResponse,
  WallPostResponse,
} from '../../../schemas/posts.ts';
import {
  AL_COORDINATES,
  insertAlbum,
  lockedForViewer,
  readableByViewerSql,
  SELECT_ALBUM,
  toAlbumResponse,
  type AlbumRow,
  type Viewer,
} from './albums-repository.ts';
import { PERSONAL_ALBUM_TYPES } from './rules.ts';
import {
  uploadIdOf,
  uploadMediaPath,
  type UploadsRepository,
} from '../platform/uploads-repository.ts';
import { awardBadges } from '../games/achievements-repository.ts';
import { recordMentions } from './outbox.ts';
import {
  encodeKeysetCursor,
  mentionedUsernames,
  newlyMentionedUsernames,
  POST_ALBUM_TYPE,
  postTitle,
  type KeysetCursor,
  type ReviewType,
} from './rules.ts';

interface PhotoRow {
  id: number;
  file: string;
  file_name: string;
  caption: string;
  mime_type: string;
  width: number | null;
  height: number | null;
}

/** An album row with its photos, its review and what the viewer did with it. */
interface PostRow extends AlbumRow {
  photos: PhotoRow[];
  has_liked: boolean;
  favorite_id: number | null;
  review_type: ReviewType | null;
  review_target_id: number | null;
  rating: number | null;
  review_name: string | null;
}

/** A wall page's row: a post (none when the page is empty), with the page's total. */
type PageRow = { count_total: number; has_more: boolean } & (
  (PostRow & { created_micros: string }) | { id: null }
);

interface ReviewRow {
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

/** Albums on the wall: what the viewer may see, never anybody's cart or conversations. */
const ON_THE_WALL = `${readableByViewerSql('$1', '$2')} AND al.visibility = 'PUBLIC'
  AND al.album_type <> ALL ('{${PERSONAL_ALBUM_TYPES.join(',')}}'::text[])`;

// Matched words are marked ⟪…⟫ (not HTML), so the page can highlight them as text.
const HEADLINE_OPTIONS = 'StartSel=⟪, StopSel=⟫, MaxWords=30, MinWords=12, HighlightAll=false';

export type DiscoveredPost = WallPostResponse & { headline: string | null };

// The cursor's time is whole microseconds since the epoch, exactly as stored.
const CREATED_MICROS = `(extract(epoch FROM al.created_at) * 1000000)::bigint`;
const CURSOR_TIME = (param: string) =>
  `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/**
 * A wall post's columns beyond the album's: its photos in order, whether the viewer liked
 * it and their favorite, and the shop or offer it reviews (by name when still listed), so a
 * page is one statement instead of one per kind of extra (issue 16).
 */
function postColumnsSql(param: Param, viewer: Viewer): string {
  const location = resolveLocation(undefined, undefined);
  const viewerId = param(viewer.id);
  return `${SELECT_ALBUM}, ${distanceFromSql(param, location, AL_COORDINATES)} AS distance,
    (SELECT coalesce(json_agg(json_build_object('id', a.id, 'file', a.file,
              'file_name', a.file_name, 'caption', a.caption, 'mime_type', a.mime_type,
              'width', a.width, 'height', a.height) ORDER BY a.position, a.id), '[]')
       FROM assets a WHERE a.album_id = al.id) AS photos,
    EXISTS (SELECT 1 FROM likes l WHERE l.account_id = ${viewerId}
             AND l.likable_type = 'ALBUM' AND l.likable_id = al.id) AS has_liked,
    (SELECT f.id FROM favorites f WHERE f.account_id = ${viewerId}
        AND f.favoritable_type = 'ALBUM' AND f.favoritable_id = al.id) AS favorite_id,
    al.review_type, al.review_target_id, al.rating,
    CASE al.review_type
      WHEN 'RETAILER_LOCATION' THEN rl.name
      ELSE o.name || ' at ' || orl.name END AS review_name`;
}

/** The joins `postColumnsSql` reads from, after `albums al`. */
const POST_JOINS = `JOIN accounts ac ON ac.id = al.owner_id
  LEFT JOIN retailer_locations rl
    ON al.review_type = 'RETAILER_LOCATION' AND rl.id = al.review_target_id
  LEFT JOIN offer_locations ol
    ON al.review_type = 'OFFER_LOCATION' AND ol.id = al.review_target_id
  LEFT JOIN offers o ON o.id = ol.offer_id
  LEFT JOIN retailer_locations orl ON orl.id = ol.retailer_location_id`;

/** A photo as a post or a chat message shows it. */
export function toPostPhoto(row: PhotoRow, mediaUrl: MediaUrl): PostPhotoResponse {
  const urls = photoUrls(row.file, mediaUrl);
  return {
    assetId: row.id,
    fileName: row.file_name,
    caption: row.caption,
    mimeType: row.mime_type,
    thumbnailURL: urls.thumbnailURL ?? '',
    coverURL: urls.coverURL ?? '',
    fullURL: urls.fullURL ?? '',
    width: row.width,
    height: row.height,
  };
}

/** Whether the shop or the offer at a shop a review names is listed. */
async function reviewable(
  tx: Queryable,
  review: { reviewType: ReviewType; reviewId: number },
): Promise<boolean> {
  const rows = await tx.query(
    review.reviewType === 'RETAILER_LOCATION'
      ? 'SELECT 1 FROM retailer_locations WHERE id = $1 AND active'
      : 'SELECT 1 FROM offer_locations WHERE id = $1 AND active',
    [review.reviewId],
  );
  return rows.length > 0;
}

export function createPostsRepository(db: Db, mediaUrl: MediaUrl, uploads: UploadsRepository) {
  const toPhoto = (row: PhotoRow): PostPhotoResponse => toPostPhoto(row, mediaUrl);

  const toWallPost = (row: PostRow, viewer: Viewer): WallPostResponse => {
    // A locked album shows that it exists, not what it says (SPEC §4 access tags).
    const locked = lockedForViewer(row, viewer);
    const review =
      row.review_type === null || row.review_target_id === null || row.rating === null
        ? null
        : toReview({
            review_type: row.review_type,
            review_target_id: row.review_target_id,
            rating: row.rating,
            name: row.review_name,
          });
    const album = toAlbumResponse(row, mediaUrl);
    return {
      ...album,
      description: locked ? '' : album.description,
      accessLocked: locked,
      review: locked ? null : review,
      hasLiked: row.has_liked,
      favorite: row.favorite_id !== null,
      favoriteId: row.favorite_id,
      assets: locked ? [] : row.photos.map(toPhoto),
    };
  };

  /** Each visible album with its photos and what the viewer did with it; hidden ones drop out. */
  async function wallPosts(ids: number[], viewer: Viewer): Promise<WallPostResponse[]> {
    if (ids.length === 0) return [];
    const { params, param } = statement();
    const rows = await db.query<PostRow>(
      `SELECT ${postColumnsSql(param, viewer)}
         FROM albums al ${POST_JOINS}
        WHERE al.id = ANY(${param(ids)}::int[])
          AND ${readableByViewerSql(param(viewer.id), param(viewer.audienceIds))}`,
      params,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toWallPost(row, viewer)] : [];
    });
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
      // $1 and $2 are the viewer (ON_THE_WALL reads them).
      const { params, param } = statement([viewer.id, viewer.audienceIds]);
      // A channel's or a group's own wall: its posts the viewer may read (a private group's
      // posts are private to its members).
      const filter =
        parentAlbumId === undefined
          ? ON_THE_WALL
          : `${readableByViewerSql('$1', '$2')} AND al.parent_album_id = ${param(parentAlbumId)}`;
      const after = cursor
        ? `AND (al.created_at, al.id) < (${CURSOR_TIME(param(cursor.createdMicros))},
                                          ${param(cursor.id)})`
        : '';
      const pageSize = param(limit);
      // One row past the page says whether another follows. A whole wall on one page is its
      // own total; otherwise at most COUNT_CAP posts are counted (lib/paging.ts), since
      // counting the whole wall cost more than the page. PostgreSQL runs the count only
      // when its branch is taken.
      const counted = `(SELECT count(*)::int FROM (SELECT 1 FROM albums al WHERE ${filter}
                          LIMIT ${param(COUNT_CAP)}) capped)`;
      const hasMore = `(SELECT count(*) FROM listed) > ${pageSize}`;
      // The page, its posts' extras and the total in one statement: a round trip to the
      // database cost the API more than the statements' own work (issue 16). The total's row
      // is there even when the page is empty.
      const rows = await db.query<PageRow>(
        `WITH listed AS (
           SELECT al.id, al.created_at FROM albums al
            WHERE ${filter} ${after}
            ORDER BY al.created_at DESC, al.id DESC LIMIT ${pageSize} + 1)
         SELECT total.count_total, total.has_more, post.*
           FROM (SELECT ${hasMore} AS has_more,
                        CASE WHEN ${cursor ? 'true' : hasMore} THEN ${counted}
                             ELSE (SELECT count(*)::int FROM listed) END AS count_total) total
           LEFT JOIN LATERAL (
             SELECT ${postColumnsSql(param, viewer)},
                    ${CREATED_MICROS}::text AS created_micros
               FROM listed JOIN albums al ON al.id = listed.id ${POST_JOINS}
              ORDER BY listed.created_at DESC, listed.id DESC LIMIT ${pageSize}) post ON true
          ORDER BY post.created_at DESC, post.id DESC`,
        params,
      );
      const posts = rows.flatMap((row) => (row.id === null ? [] : [row]));
      const last = posts.at(-1);
      return {
        items: posts.map((row) => toWallPost(row, viewer)),
        countTotal: rows[0]?.count_total ?? 0,
        nextCursor:
          rows[0]?.has_more && last
            ? encodeKeysetCursor({ createdMicros: last.created_micros, id: last.id })
            : null,
      };
    },

    /**
     * Full-text search of the albums on the viewer's wall and of their comments: an exact
     * title first, then by rank (a comment's match counts half), with the matching words
     * marked ⟪like this⟫ in `headline`. Locked albums show no headline.
     */
    async discover(
      viewer: Viewer,
      keyword: string,
      page: { start: number; limit: number },
    ): Promise<{ items: DiscoveredPost[]; countTotal: number }> {
      const matches = `(al.search_vector @@ q.query OR EXISTS (SELECT 1 FROM notes n
          WHERE n.album_id = al.id AND n.search_vector @@ q.query))`;
      const [rows, counted] = await Promise.all([
        db.query<{ id: number; headline: string | null }>(
          `WITH q AS (SELECT websearch_to_tsquery('english', $3) AS query)
           SELECT al.id,
                  CASE WHEN al.search_vector @@ q.query
                       THEN ts_headline('english', al.title || ' · ' || al.description, q.query, $6)
                       ELSE (SELECT ts_headline('english', n.comment, q.query, $6) FROM notes n
                              WHERE n.album_id = al.id AND n.search_vector @@ q.query
                              ORDER BY n.id LIMIT 1) END AS headline
             FROM albums al, q
            WHERE ${ON_THE_WALL} AND ${matches}
            ORDER BY (lower(al.title) = lower($3)) DESC,
                     ts_rank(al.search_vector, q.query)
                       + 0.5 * coalesce((SELECT max(ts_rank(n.search_vector, q.query)) FROM notes n
                                          WHERE n.album_id = al.id), 0) DESC,
                     al.created_at DESC, al.id DESC
            LIMIT $4 OFFSET $5`,
          [viewer.id, viewer.audienceIds, keyword, page.limit, page.start, HEADLINE_OPTIONS],
        ),
        db.query<{ total: number }>(
          `WITH q AS (SELECT websearch_to_tsquery('english', $3) AS query)
           SELECT count(*)::int AS total FROM albums al, q WHERE ${ON_THE_WALL} AND ${matches}`,
          [viewer.id, viewer.audienceIds, keyword],
        ),
      ]);
      const headlines = new Map(rows.map((row) => [row.id, row.headline]));
      const posts = await wallPosts(
        rows.map((row) => row.id),
        viewer,
      );
      return {
        items: posts.map((post) => ({
          ...post,
          headline: post.accessLocked ? null : (headlines.get(post.albumId) ?? null),
        })),
        countTotal: counted[0]?.total ?? 0,
      };
    },

    /** One album as a wall post, or undefined when it is missing or hidden from the viewer. */
    async find(id: number, viewer: Viewer): Promise<WallPostResponse | undefined> {
      return (await wallPosts([id], viewer))[0];
    },

    /**
     * A new post with the member's uploaded photos, in the order given. Undefined when a
     * photo is not one of theirs (or not a post photo), so nothing half-made is kept.
     */
    async create(
      ownerId: number,
      input: {
        text: string;
        uploadIds: string[];
        /** The group or channel it is written in, and whether that is private. */
        parent?: { albumId: number; private: boolean } | undefined;
        review?: { reviewType: ReviewType; reviewId: number; rating: number } | undefined;
      },
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        if (input.review && !(await reviewable(tx, input.review))) {
          throw notFound(
            input.review.reviewType === 'RETAILER_LOCATION'
              ? 'That shop does not exist.'
              : 'That offer does not exist.',
          );
        }
        const photos = await uploads.owned(tx, ownerId, 'post-photo', input.uploadIds);
        if (photos.size !== new Set(input.uploadIds).size) return undefined;
        const files = input.uploadIds.map(uploadMediaPath);
        const text = input.text.trim();
        const albumId = await insertAlbum(tx, {
          ownerId,
          albumType: POST_ALBUM_TYPE,
          title: postTitle(text),
          description: text,
          cover: files[0] ?? null,
          assetCount: files.length,
          parentAlbumId: input.parent?.albumId ?? null,
          review: input.review ?? null,
          visibility: input.parent?.private ? 'PRIVATE' : 'PUBLIC',
        });
        for (const [position, uploadId] of input.uploadIds.entries()) {
          const photo = photos.get(uploadId);
          await tx.query(
            `INSERT INTO assets (album_id, uploader_id, position, file, file_name, mime_type,
                                 width, height)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              albumId,
              ownerId,
              position,
              uploadMediaPath(uploadId),
              `photo-${position + 1}`,
              photo?.contentType ?? 'image/jpeg',
              photo?.width ?? null,
              photo?.height ?? null,
            ],
          );
        }
        await recordMentions(tx, mentionedUsernames(text), {
          senderId: ownerId,
          contentType: 'ALBUM',
          contentId: albumId,
        });
        await awardBadges(tx, ownerId);
        return albumId;
      });
    },

    /**
     * False when there is no such post of the member's (so the route says 404 either way).
     * Members named for the first time by the edit get a MENTION event; those named before
     * were told already.
     */
    async updateText(id: number, ownerId: number, text: string): Promise<boolean> {
      const trimmed = text.trim();
      return db.transaction(async (tx) => {
        const before = await tx.query<{ description: string }>(
          `SELECT description FROM albums WHERE id = $1 AND owner_id = $2 AND album_type = $3
           FOR UPDATE`,
          [id, ownerId, POST_ALBUM_TYPE],
        );
        const previous = before[0];
        if (!previous) return false;
        await tx.query(
          'UPDATE albums SET title = $2, description = $3, updated_at = now() WHERE id = $1',
          [id, postTitle(trimmed), trimmed],
        );
        await recordMentions(tx, newlyMentionedUsernames(previous.description, trimmed), {
          senderId: ownerId,
          contentType: 'ALBUM',
          contentId: id,
        });
        return true;
      });
    },

    /** Deletes the member's post with its photos, likes and favorites; false when not theirs. */
    async remove(id: number, ownerId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const files = await tx.query<{ file: string }>(
          `SELECT a.file FROM assets a JOIN albums al ON al.id = a.album_id
            WHERE al.id = $1 AND al.owner_id = $2 AND al.album_type = $3`,
          [id, ownerId, POST_ALBUM_TYPE],
        );
        const deleted = await tx.query(
          'DELETE FROM albums WHERE id = $1 AND owner_id = $2 AND album_type = $3 RETURNING id',
          [id, ownerId, POST_ALBUM_TYPE],
        );
        if (deleted.length === 0) return false;
        await tx.query("DELETE FROM likes WHERE likable_type = 'ALBUM' AND likable_id = $1", [id]);
        await tx.query(
          "DELETE FROM favorites WHERE favoritable_type = 'ALBUM' AND favoritable_id = $1",
          [id],
        );
        const uploadIds = files.flatMap((row) => uploadIdOf(row.file) ?? []);
        await uploads.remove(tx, ownerId, 'post-photo', uploadIds);
        return true;
      });
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    posts: PostsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('posts', createPostsRepository(app.db, app.mediaUrl, app.uploads));
  },
  { name: 'posts', dependencies: ['db', 'media-url', 'uploads'] },
);

import { createHash, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { resolveLocation } from '../../../lib/geo.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { PostPhotoResponse, WallPostResponse } from '../../../schemas/posts.ts';
import {
  insertAlbum,
  readableByViewerSql,
  type AlbumsRepository,
  type Viewer,
} from './albums-repository.ts';
import { PERSONAL_ALBUM_TYPES } from './rules.ts';
import { uploadMediaPath } from '../platform/uploads-repository.ts';
import { recordMentions } from './outbox.ts';
import {
  encodeKeysetCursor,
  mentionedUsernames,
  POST_ALBUM_TYPE,
  postTitle,
  type PostPhotoType,
  type KeysetCursor,
} from './rules.ts';

interface PhotoRow {
  id: number;
  album_id: number;
  file: string;
  file_name: string;
  caption: string;
  mime_type: string;
}

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

export function createPostsRepository(db: Db, mediaUrl: MediaUrl, albums: AlbumsRepository) {
  const toPhoto = (row: PhotoRow): PostPhotoResponse => {
    const url = mediaUrl(row.file) ?? '';
    return {
      assetId: row.id,
      fileName: row.file_name,
      caption: row.caption,
      mimeType: row.mime_type,
      thumbnailURL: url,
      coverURL: url,
      fullURL: url,
    };
  };

  /** Each visible album with its photos and what the viewer did with it; hidden ones drop out. */
  async function wallPosts(ids: number[], viewer: Viewer): Promise<WallPostResponse[]> {
    if (ids.length === 0) return [];
    const nowhere = resolveLocation(undefined, undefined);
    const [found, photos, liked, favorites] = await Promise.all([
      Promise.all(ids.map((id) => albums.findVisible(id, viewer, nowhere))),
      db.query<PhotoRow>(
        `SELECT id, album_id, file, file_name, caption, mime_type FROM assets
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
    ]);
    const likedIds = new Set(liked.map((row) => row.likable_id));
    const favoriteIds = new Map(favorites.map((row) => [row.favoritable_id, row.id]));
    return found.flatMap((entry) => {
      if (!entry) return [];
      const { album, locked } = entry;
      return [
        {
          ...album,
          // A locked album shows that it exists, not what it says (SPEC §4 access tags).
          description: locked ? '' : album.description,
          accessLocked: locked,
          hasLiked: likedIds.has(album.albumId),
          favorite: favoriteIds.has(album.albumId),
          favoriteId: favoriteIds.get(album.albumId) ?? null,
          assets: locked ? [] : photos.filter((row) => row.album_id === album.albumId).map(toPhoto),
        },
      ];
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
      const params: unknown[] = [viewer.id, viewer.audienceIds, limit + 1];
      const countParams: unknown[] = [viewer.id, viewer.audienceIds];
      // A channel's or a group's own wall: its posts the viewer may read (a private group's
      // posts are private to its members).
      const which = (parent: string) =>
        parentAlbumId === undefined
          ? ON_THE_WALL
          : `${readableByViewerSql('$1', '$2')} AND al.parent_album_id = ${parent}`;
      if (parentAlbumId !== undefined) {
        params.push(parentAlbumId);
        countParams.push(parentAlbumId);
      }
      let after = '';
      if (cursor) {
        params.push(cursor.createdMicros, cursor.id);
        after = `AND (al.created_at, al.id) < (${CURSOR_TIME(`$${params.length - 1}`)}, $${params.length})`;
      }
      const [rows, counted] = await Promise.all([
        db.query<{ id: number; created_micros: string }>(
          `SELECT al.id, ${CREATED_MICROS}::text AS created_micros FROM albums al
            WHERE ${which('$4')} ${after}
            ORDER BY al.created_at DESC, al.id DESC LIMIT $3`,
          params,
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM albums al WHERE ${which('$3')}`,
          countParams,
        ),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await wallPosts(
          page.map((row) => row.id),
          viewer,
        ),
        countTotal: counted[0]?.total ?? 0,
        nextCursor:
          rows.length > limit && last
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

    /** Keeps a photo for a post the member is writing; returns its upload id. */
    async storePhoto(accountId: number, bytes: Buffer, contentType: PostPhotoType) {
      const id = randomUUID();
      const sha256 = createHash('sha256').update(bytes).digest('base64url');
      await db.query(
        `INSERT INTO uploads (id, account_id, purpose, content_type, byte_size, sha256, bytes)
         VALUES ($1, $2, 'post-photo', $3, $4, $5, $6)`,
        [id, accountId, contentType, bytes.length, sha256, bytes],
      );
      return { uploadId: id, url: mediaUrl(uploadMediaPath(id)) ?? '' };
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
      },
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const uploads = await tx.query<{ id: string; content_type: string }>(
          `SELECT id::text, content_type FROM uploads
            WHERE id = ANY($1::uuid[]) AND account_id = $2 AND purpose = 'post-photo'`,
          [input.uploadIds, ownerId],
        );
        if (uploads.length !== new Set(input.uploadIds).size) return undefined;
        const typeOf = new Map(uploads.map((row) => [row.id, row.content_type]));
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
          visibility: input.parent?.private ? 'PRIVATE' : 'PUBLIC',
        });
        for (const [position, uploadId] of input.uploadIds.entries()) {
          await tx.query(
            `INSERT INTO assets (album_id, uploader_id, position, file, file_name, mime_type)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              albumId,
              ownerId,
              position,
              uploadMediaPath(uploadId),
              `photo-${position + 1}`,
              typeOf.get(uploadId) ?? 'image/jpeg',
            ],
          );
        }
        await recordMentions(tx, mentionedUsernames(text), {
          senderId: ownerId,
          contentType: 'ALBUM',
          contentId: albumId,
        });
        return albumId;
      });
    },

    /** False when there is no such post of the member's (so the route says 404 either way). */
    async updateText(id: number, ownerId: number, text: string): Promise<boolean> {
      const trimmed = text.trim();
      const rows = await db.query(
        `UPDATE albums SET title = $3, description = $4, updated_at = now()
          WHERE id = $1 AND owner_id = $2 AND album_type = $5 RETURNING id`,
        [id, ownerId, postTitle(trimmed), trimmed, POST_ALBUM_TYPE],
      );
      return rows.length > 0;
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
        const uploadIds = files
          .map((row) => /^uploads\/([0-9a-f-]{36})$/.exec(row.file)?.[1])
          .filter((uploadId): uploadId is string => Boolean(uploadId));
        if (uploadIds.length > 0) {
          await tx.query(
            `DELETE FROM uploads WHERE id = ANY($1::uuid[]) AND account_id = $2
               AND purpose = 'post-photo'`,
            [uploadIds, ownerId],
          );
        }
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
    app.decorate('posts', createPostsRepository(app.db, app.mediaUrl, app.albums));
  },
  { name: 'posts', dependencies: ['db', 'media-url', 'albums'] },
);

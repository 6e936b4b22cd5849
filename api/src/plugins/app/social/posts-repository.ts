import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import { insertAlbum } from '../kernel/album-store.ts';
import { holdForReview } from '../kernel/moderation.ts';
import { notify } from '../notifications/notify.ts';
import { uploadIdOf, uploadMediaPath } from '../kernel/media.ts';
import { memberProgressed } from '../kernel/member-progress.ts';
import type { AlbumsRepository } from './albums-repository.ts';
import { recordMentions } from './outbox.ts';
import { announceWallPost } from './wall-announcements.ts';
import {
  mentionedUsernames,
  newlyMentionedUsernames,
  POST_ALBUM_TYPE,
  postKeyReused,
  postTitle,
  type ReviewType,
} from './rules.ts';
import { createWallQueries } from './wall-queries.ts';

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

/**
 * Claims the member's idempotency key for a new post inside its transaction. The post
 * written earlier with that key when there is one (a concurrent sender waits on the key's
 * row until the first commits, then reads its post); 409 when the key came with another post.
 */
async function claimKey(
  tx: Queryable,
  ownerId: number,
  key: { idempotencyKey: string; fingerprint: string },
): Promise<number | undefined> {
  const claimed = await tx.query(
    `INSERT INTO post_idempotency_keys (owner_id, idempotency_key, request_fingerprint)
     VALUES ($1, $2, $3) ON CONFLICT (owner_id, idempotency_key) DO NOTHING
     RETURNING owner_id`,
    [ownerId, key.idempotencyKey, key.fingerprint],
  );
  if (claimed.length > 0) return undefined;
  const rows = await tx.query<{ album_id: number | null; request_fingerprint: string }>(
    `SELECT album_id, request_fingerprint FROM post_idempotency_keys
     WHERE owner_id = $1 AND idempotency_key = $2`,
    [ownerId, key.idempotencyKey],
  );
  const first = rows[0];
  if (!first || first.album_id === null) throw new Error('A post key vanished');
  if (first.request_fingerprint !== key.fingerprint) throw postKeyReused();
  return first.album_id;
}

/**
 * Members' posts: the wall and its searches (wall-queries.ts), and writing a post with its
 * photos, mentions and review, changing its text and deleting it.
 */
export function createPostsRepository(
  db: Db,
  mediaUrl: MediaUrl,
  albums: AlbumsRepository,
  uploads: FastifyInstance['uploads'],
) {
  return {
    ...createWallQueries(db, mediaUrl, albums),

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
        /** Why it is held for review (a watched word): shown to its author alone until approved. */
        held?: string | undefined;
        /** Sending it again returns the first post (see claimKey). */
        key?: { idempotencyKey: string; fingerprint: string } | undefined;
      },
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const earlier = input.key ? await claimKey(tx, ownerId, input.key) : undefined;
        if (earlier !== undefined) return earlier;
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
        if (input.key) {
          await tx.query(
            `UPDATE post_idempotency_keys SET album_id = $3
             WHERE owner_id = $1 AND idempotency_key = $2`,
            [ownerId, input.key.idempotencyKey, albumId],
          );
        }
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
        await memberProgressed(tx, ownerId);
        if (input.held) {
          // Nobody else is told of it until a moderator approves it.
          const kind = input.review ? 'REVIEW' : 'ALBUM';
          await notify(
            tx,
            await holdForReview(tx, { kind, id: albumId, authorId: ownerId }, input.held),
          );
          return albumId;
        }
        await recordMentions(tx, mentionedUsernames(text), {
          senderId: ownerId,
          contentType: 'ALBUM',
          contentId: albumId,
        });
        announceWallPost(tx, albumId, ownerId);
        return albumId;
      });
    },

    /**
     * False when there is no such post of the member's (so the route says 404 either way).
     * Members named for the first time by the edit get a MENTION event; those named before
     * were told already.
     */
    async updateText(
      id: number,
      ownerId: number,
      text: string,
      held?: string | undefined,
    ): Promise<boolean> {
      const trimmed = text.trim();
      return db.transaction(async (tx) => {
        const before = await tx.query<{ description: string; review_type: string | null }>(
          `SELECT description, review_type FROM albums
            WHERE id = $1 AND owner_id = $2 AND album_type = $3 FOR UPDATE`,
          [id, ownerId, POST_ALBUM_TYPE],
        );
        const previous = before[0];
        if (!previous) return false;
        await tx.query(
          'UPDATE albums SET title = $2, description = $3, updated_at = now() WHERE id = $1',
          [id, postTitle(trimmed), trimmed],
        );
        if (held) {
          const kind = previous.review_type ? 'REVIEW' : 'ALBUM';
          await notify(tx, await holdForReview(tx, { kind, id, authorId: ownerId }, held));
          return true;
        }
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
    app.decorate('posts', createPostsRepository(app.db, app.mediaUrl, app.albums, app.uploads));
  },
  { name: 'posts', dependencies: ['db', 'media-url', 'albums', 'uploads'] },
);

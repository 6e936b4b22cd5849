import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { FavoriteResponse, LikeStateResponse } from '../../../schemas/favorites.ts';
import type { Viewer } from '../kernel/visibility.ts';
import { openableAlbumOwner } from './album-access.ts';
import { recordEvent, type SocialEvent } from './outbox.ts';

const NO_SUCH_ALBUM = 'That post does not exist.';
const NO_SUCH_COMMENT = 'That comment does not exist.';

/** What a member likes here: a post (album) or a comment (note), and where it is counted. */
type LikableType = 'ALBUM' | 'NOTE';
const COUNTED_IN: Record<LikableType, string> = { ALBUM: 'albums', NOTE: 'notes' };

/**
 * Likes of albums (posts and other wall items) and of comments, and favorites of albums.
 * The item's counter moves in the same transaction as the row, and only when a row was
 * really added or removed, so a member counts once however often, or however
 * concurrently, they click.
 */
export function createReactionsRepository(db: Db) {
  const likeState = async (
    tx: Queryable,
    type: LikableType,
    id: number,
    viewerId: number,
  ): Promise<LikeStateResponse> => {
    const rows = await tx.query<{ like_count: number; like_id: number | null }>(
      `SELECT t.like_count,
              (SELECT id FROM likes WHERE account_id = $2 AND likable_type = $3
                 AND likable_id = t.id) AS like_id
         FROM ${COUNTED_IN[type]} t WHERE t.id = $1`,
      [id, viewerId, type],
    );
    const row = rows[0];
    return {
      likeId: row?.like_id ?? null,
      likableType: type,
      likableId: id,
      likeCount: row?.like_count ?? 0,
      hasLiked: row?.like_id !== null && row?.like_id !== undefined,
    };
  };

  /**
   * What a like of the item is about and whom it tells (the post's owner, the comment's
   * author); 404 when the viewer may not open the item (a comment: its post).
   */
  const likedItem = async (
    tx: Queryable,
    type: LikableType,
    id: number,
    viewer: Viewer,
  ): Promise<Omit<SocialEvent, 'event' | 'senderId'>> => {
    if (type === 'ALBUM') {
      const ownerId = await openableAlbumOwner(tx, id, viewer);
      return { recipientId: ownerId, contentType: 'ALBUM', contentId: id };
    }
    const rows = await tx.query<{ album_id: number; owner_id: number }>(
      'SELECT album_id, owner_id FROM notes WHERE id = $1',
      [id],
    );
    const note = rows[0];
    if (!note) throw notFound(NO_SUCH_COMMENT);
    await openableAlbumOwner(tx, note.album_id, viewer).catch(() => {
      throw notFound(NO_SUCH_COMMENT);
    });
    return {
      recipientId: note.owner_id,
      contentType: 'NOTE',
      contentId: id,
      parentType: 'ALBUM',
      parentId: note.album_id,
    };
  };

  return {
    /** A like of a post or a comment, counted once per member and told as a LIKE event. */
    async like(type: LikableType, id: number, viewer: Viewer): Promise<LikeStateResponse> {
      return db.transaction(async (tx) => {
        const about = await likedItem(tx, type, id, viewer);
        const added = await tx.query<{ id: number }>(
          `INSERT INTO likes (account_id, likable_type, likable_id) VALUES ($1, $2, $3)
           ON CONFLICT (account_id, likable_type, likable_id) DO NOTHING RETURNING id`,
          [viewer.id, type, id],
        );
        if (added.length > 0) {
          await tx.query(
            `UPDATE ${COUNTED_IN[type]} SET like_count = like_count + 1 WHERE id = $1`,
            [id],
          );
          await recordEvent(tx, { ...about, event: 'LIKE', senderId: viewer.id });
        }
        return likeState(tx, type, id, viewer.id);
      });
    },

    async unlike(type: LikableType, id: number, viewer: Viewer): Promise<LikeStateResponse> {
      return db.transaction(async (tx) => {
        await likedItem(tx, type, id, viewer);
        const removed = await tx.query(
          `DELETE FROM likes WHERE account_id = $1 AND likable_type = $2 AND likable_id = $3
           RETURNING id`,
          [viewer.id, type, id],
        );
        if (removed.length > 0) {
          await tx.query(
            `UPDATE ${COUNTED_IN[type]} SET like_count = greatest(like_count - 1, 0)
              WHERE id = $1`,
            [id],
          );
        }
        return likeState(tx, type, id, viewer.id);
      });
    },

    async favorite(albumId: number, viewer: Viewer): Promise<FavoriteResponse> {
      return db.transaction(async (tx) => {
        await openableAlbumOwner(tx, albumId, viewer);
        const added = await tx.query(
          `INSERT INTO favorites (account_id, favoritable_type, favoritable_id)
           VALUES ($1, 'ALBUM', $2)
           ON CONFLICT (account_id, favoritable_type, favoritable_id) DO NOTHING RETURNING id`,
          [viewer.id, albumId],
        );
        if (added.length > 0) {
          await tx.query('UPDATE albums SET favorite_count = favorite_count + 1 WHERE id = $1', [
            albumId,
          ]);
        }
        const rows = await tx.query<{ id: number; created_at: Date | string }>(
          `SELECT id, created_at FROM favorites
            WHERE account_id = $1 AND favoritable_type = 'ALBUM' AND favoritable_id = $2`,
          [viewer.id, albumId],
        );
        const row = rows[0];
        if (!row) throw notFound(NO_SUCH_ALBUM);
        return {
          favoriteId: row.id,
          favoritableType: 'ALBUM',
          favoritableId: albumId,
          offerLocationId: null,
          retailerLocationId: null,
          created: toEpochMs(row.created_at) ?? 0,
        };
      });
    },

    async unfavorite(albumId: number, viewer: Viewer): Promise<void> {
      await db.transaction(async (tx) => {
        await openableAlbumOwner(tx, albumId, viewer);
        const removed = await tx.query(
          `DELETE FROM favorites
            WHERE account_id = $1 AND favoritable_type = 'ALBUM' AND favoritable_id = $2
           RETURNING id`,
          [viewer.id, albumId],
        );
        if (removed.length > 0) {
          await tx.query(
            'UPDATE albums SET favorite_count = greatest(favorite_count - 1, 0) WHERE id = $1',
            [albumId],
          );
        }
      });
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    reactions: ReactionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('reactions', createReactionsRepository(app.db));
  },
  { name: 'reactions', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type { FavoriteResponse, LikeStateResponse } from '../../../schemas/favorites.ts';
import type { Viewer } from './albums-repository.ts';
import { openableAlbumOwner } from './album-access.ts';
import { recordEvent } from './outbox.ts';

const NO_SUCH_ALBUM = 'That post does not exist.';

/**
 * Likes and favorites of albums (posts and other wall items). The album's counter moves in
 * the same transaction as the row, and only when a row was really added or removed, so a
 * member counts once however often, or however concurrently, they click.
 */
export function createReactionsRepository(db: Db) {
  const likeState = async (tx: Queryable, albumId: number, viewerId: number) => {
    const rows = await tx.query<{ like_count: number; like_id: number | null }>(
      `SELECT al.like_count,
              (SELECT id FROM likes WHERE account_id = $2 AND likable_type = 'ALBUM'
                 AND likable_id = al.id) AS like_id
         FROM albums al WHERE al.id = $1`,
      [albumId, viewerId],
    );
    const row = rows[0];
    return {
      likeId: row?.like_id ?? null,
      likableType: 'ALBUM',
      likableId: albumId,
      likeCount: row?.like_count ?? 0,
      hasLiked: row?.like_id !== null && row?.like_id !== undefined,
    } satisfies LikeStateResponse;
  };

  return {
    async like(albumId: number, viewer: Viewer): Promise<LikeStateResponse> {
      return db.transaction(async (tx) => {
        const ownerId = await openableAlbumOwner(tx, albumId, viewer);
        const added = await tx.query<{ id: number }>(
          `INSERT INTO likes (account_id, likable_type, likable_id) VALUES ($1, 'ALBUM', $2)
           ON CONFLICT (account_id, likable_type, likable_id) DO NOTHING RETURNING id`,
          [viewer.id, albumId],
        );
        if (added.length > 0) {
          await tx.query('UPDATE albums SET like_count = like_count + 1 WHERE id = $1', [albumId]);
          await recordEvent(tx, {
            event: 'LIKE',
            senderId: viewer.id,
            recipientId: ownerId,
            contentType: 'ALBUM',
            contentId: albumId,
          });
        }
        return likeState(tx, albumId, viewer.id);
      });
    },

    async unlike(albumId: number, viewer: Viewer): Promise<LikeStateResponse> {
      return db.transaction(async (tx) => {
        await openableAlbumOwner(tx, albumId, viewer);
        const removed = await tx.query(
          `DELETE FROM likes WHERE account_id = $1 AND likable_type = 'ALBUM' AND likable_id = $2
           RETURNING id`,
          [viewer.id, albumId],
        );
        if (removed.length > 0) {
          await tx.query(
            'UPDATE albums SET like_count = greatest(like_count - 1, 0) WHERE id = $1',
            [albumId],
          );
        }
        return likeState(tx, albumId, viewer.id);
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

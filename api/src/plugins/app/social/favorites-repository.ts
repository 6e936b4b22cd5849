import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import { toEpochMs } from '../../../lib/paging.ts';
import type {
  FavoriteResponse,
  LikeStateResponse,
  TargetTypeValue,
} from '../../../schemas/favorites.ts';
import type { Target } from './rules.ts';

async function assertTargetExists(db: Queryable, target: Target): Promise<void> {
  const table = target.type === 'OFFER_LOCATION' ? 'offer_locations' : 'retailer_locations';
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [target.id]);
  if (rows.length === 0) {
    throw notFound(
      target.type === 'OFFER_LOCATION'
        ? 'That offer does not exist.'
        : 'That retailer location does not exist.',
    );
  }
}

interface FavoriteRow {
  id: number;
  favoritable_type: TargetTypeValue;
  favoritable_id: number;
  created_at: Date | string;
}

function toFavorite(row: FavoriteRow): FavoriteResponse {
  return {
    favoriteId: row.id,
    favoritableType: row.favoritable_type,
    favoritableId: row.favoritable_id,
    offerLocationId: row.favoritable_type === 'OFFER_LOCATION' ? row.favoritable_id : null,
    retailerLocationId: row.favoritable_type === 'RETAILER_LOCATION' ? row.favoritable_id : null,
    created: toEpochMs(row.created_at) ?? 0,
  };
}

export function createFavoritesRepository(db: Db) {
  return {
    /** Favoriting twice keeps the first favorite. */
    async add(accountId: number, target: Target): Promise<FavoriteResponse> {
      await assertTargetExists(db, target);
      await db.query(
        `INSERT INTO favorites (account_id, favoritable_type, favoritable_id) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, favoritable_type, favoritable_id) DO NOTHING`,
        [accountId, target.type, target.id],
      );
      const rows = await db.query<FavoriteRow>(
        `SELECT id, favoritable_type, favoritable_id, created_at FROM favorites
          WHERE account_id = $1 AND favoritable_type = $2 AND favoritable_id = $3`,
        [accountId, target.type, target.id],
      );
      const row = rows[0];
      if (!row) throw notFound();
      return toFavorite(row);
    },

    /** Removes by favorite id (404 when not yours) or by target (fine when not favorited). */
    async remove(accountId: number, by: { favoriteId: number } | Target): Promise<void> {
      if ('favoriteId' in by) {
        await db.transaction(async (tx) => {
          const rows = await tx.query<{ favoritable_type: string; favoritable_id: number }>(
            `DELETE FROM favorites WHERE id = $1 AND account_id = $2
             RETURNING favoritable_type, favoritable_id`,
            [by.favoriteId, accountId],
          );
          const removed = rows[0];
          if (!removed) throw notFound('That favorite does not exist.');
          // Albums keep their count beside them; it falls with the favorite, however removed.
          if (removed.favoritable_type === 'ALBUM') {
            await tx.query(
              'UPDATE albums SET favorite_count = greatest(favorite_count - 1, 0) WHERE id = $1',
              [removed.favoritable_id],
            );
          }
        });
        return;
      }
      await db.query(
        `DELETE FROM favorites
          WHERE account_id = $1 AND favoritable_type = $2 AND favoritable_id = $3`,
        [accountId, by.type, by.id],
      );
    },
  };
}

export function createLikesRepository(db: Db) {
  const state = async (accountId: number, target: Target): Promise<LikeStateResponse> => {
    const rows = await db.query<{ like_count: number; mine: number | null }>(
      `SELECT count(*)::int AS like_count,
              max(CASE WHEN account_id = $1 THEN id END) AS mine
         FROM likes WHERE likable_type = $2 AND likable_id = $3`,
      [accountId, target.type, target.id],
    );
    const row = rows[0];
    return {
      likeId: row?.mine ?? null,
      likableType: target.type,
      likableId: target.id,
      likeCount: row?.like_count ?? 0,
      hasLiked: row?.mine !== null && row?.mine !== undefined,
    };
  };
  return {
    async like(accountId: number, target: Target): Promise<LikeStateResponse> {
      await assertTargetExists(db, target);
      await db.query(
        `INSERT INTO likes (account_id, likable_type, likable_id) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, likable_type, likable_id) DO NOTHING`,
        [accountId, target.type, target.id],
      );
      return state(accountId, target);
    },
    async unlike(accountId: number, target: Target): Promise<LikeStateResponse> {
      await assertTargetExists(db, target);
      await db.query(
        'DELETE FROM likes WHERE account_id = $1 AND likable_type = $2 AND likable_id = $3',
        [accountId, target.type, target.id],
      );
      return state(accountId, target);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    favorites: ReturnType<typeof createFavoritesRepository>;
    likes: ReturnType<typeof createLikesRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('favorites', createFavoritesRepository(app.db));
    app.decorate('likes', createLikesRepository(app.db));
  },
  { name: 'favorites', dependencies: ['db'] },
);

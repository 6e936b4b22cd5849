import { apiDelete, apiPost } from '../../http/client.ts';
import type { ApiEnvelope, ItemResponse } from '../types.ts';
import type { Favorite, FavoriteTarget } from './types.ts';

export function addFavorite(target: FavoriteTarget): Promise<ItemResponse<Favorite>> {
  return apiPost('/favorites', target);
}

/** By favorite id, or by what was favorited. */
export function removeFavorite(
  target: FavoriteTarget | { favoriteId: number },
): Promise<ApiEnvelope> {
  return apiDelete('/favorites', { ...target });
}

import { apiGet } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** An achievement with its tiers and the signed-in member's progress. */
export function getAchievement(
  achievementId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/achievements/{id}', 'get'>>> {
  return apiGet(`/achievements/${achievementId}`, undefined, signal);
}

export function searchAchievements(
  paging: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/achievements/search', 'get'>>> {
  return apiGet('/achievements/search', { ...paging }, signal);
}

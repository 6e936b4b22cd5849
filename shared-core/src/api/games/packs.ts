import { apiGet } from '../../http/client.ts';
import type { ApiOk, ApiQuery } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export function searchQuizPacks(
  search: Pick<ApiQuery<'/games/pack/search', 'get'>, 'keyword' | 'packType' | 'start' | 'limit'>,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/games/pack/search', 'get'>>> {
  return apiGet('/games/pack/search', { ...search }, signal);
}

/** A pack with its levels, questions (no right answers) and the member's progress. */
export function getQuizPack(
  packId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/games/pack/{id}', 'get'>>> {
  return apiGet(`/games/pack/${packId}`, undefined, signal);
}

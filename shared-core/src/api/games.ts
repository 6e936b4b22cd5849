import { apiGet } from '../http/client.ts';
import type { GetResult, ListResponse, QuizPack } from './types.ts';

export function searchQuizPacks(
  search: { keyword?: string; start?: number; limit?: number },
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<QuizPack>>> {
  return apiGet('/games/pack/search', search, signal);
}

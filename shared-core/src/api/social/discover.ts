// Discover: keyword search across the wall and its comments.
import { apiGet } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** Full-text search, ranked: an exact title first, then by relevance. */
export function searchDiscover(
  keyword: string,
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/discover', 'get'>>> {
  return apiGet('/albums/discover', { keyword, ...page }, signal);
}

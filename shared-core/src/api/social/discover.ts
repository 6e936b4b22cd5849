// Discover: keyword search across the wall and its comments.
import { apiGet } from '../../http/client.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** A found album with its text, the matched words between ⟪ and ⟫ (`headline`). */
export type DiscoveredPost = ApiListItem<'/albums/discover', 'get'>;

/** Full-text search, ranked: an exact title first, then by relevance. */
export function searchDiscover(
  keyword: string,
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/discover', 'get'>>> {
  return apiGet('/albums/discover', { keyword, ...page }, signal);
}

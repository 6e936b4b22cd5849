// One search (GET /search) and the tag page (GET /albums/tagged).
import { apiGet } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type SearchAnswer = ApiOk<'/search', 'get'>['item'];
export type SearchGroup = SearchAnswer['groups'][number];
export type SearchKind = SearchGroup['kind'];
export type SearchHit = SearchGroup['items'][number];

/** Everything the member may see matching `q` (the last word as a prefix), grouped by kind. */
export function searchEverything(
  q: string,
  options: { limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/search', 'get'>>> {
  return apiGet('/search', { q, ...options }, signal);
}

/** The posts carrying a #tag, newest first. */
export function searchTagged(
  tag: string,
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/tagged', 'get'>>> {
  return apiGet('/albums/tagged', { tag, ...page }, signal);
}

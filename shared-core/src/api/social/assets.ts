import { apiGet } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** A photo (or other media) inside an album. */

export interface AssetSearch {
  /** At most 100. */
  assetIds?: number[];
  albumId?: number;
  start?: number;
  limit?: number;
}

/** SPEC §7 GET /asset/search: assets by id and/or of one album, from albums the member may open. */
export function searchAssets(
  search: AssetSearch,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/asset/search', 'get'>>> {
  return apiGet('/asset/search', { ...search }, signal);
}

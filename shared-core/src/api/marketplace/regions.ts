import { apiGet } from '../../http/client.ts';
import type { GetResult, ListResponse } from '../types.ts';
import type { Region } from './types.ts';

/** US cities matching a name or ZIP code; without a keyword, those nearest the member. */
export function geocodeRegions(
  search: { keyword?: string; limit?: number },
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<Region>>> {
  return apiGet('/regions/geocode', { ...search }, signal);
}

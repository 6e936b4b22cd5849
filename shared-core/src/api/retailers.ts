import { apiGet } from '../http/client.ts';
import type { ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

export interface RetailerDistanceSearch {
  keyword?: string;
  categoryIds?: number[];
  start?: number;
  limit?: number;
}

/** SPEC §9: marketplace search sorts by DISTANCE in MILES within range 5000. */
export function searchRetailersNearby(
  search: RetailerDistanceSearch,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/retailers/location/distancesearch', 'get'>>> {
  return apiGet(
    '/retailers/location/distancesearch',
    { ...search, sortField: 'DISTANCE', distanceUnit: 'MILES', range: 5000, returnFavorited: true },
    signal,
  );
}

import { apiGet, arrivedGet, type ArrivedAnswer } from '../../http/client.ts';
import type { GetResult, ItemResponse, ListResponse, RetailerLocation } from '../types.ts';
import {
  RETAILER_SEARCH_PATH,
  retailerSearchQuery,
  type RetailerLocationSearch,
  type SearchCenter,
} from './retailer-search.ts';
import type { RetailerLocationDetail } from './types.ts';

export type { MapBounds, RetailerLocationSearch, SearchCenter } from './retailer-search.ts';

/** Retailer locations nearest first (see retailerSearchQuery). */
export function searchRetailerLocations(
  search: RetailerLocationSearch,
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<RetailerLocation>>> {
  return apiGet(RETAILER_SEARCH_PATH, retailerSearchQuery(search), signal);
}

/**
 * The answer to this search if the entry script's request for it has already arrived (the
 * marketplace's first search), for the page's first render; the page claims it once drawn.
 */
export function arrivedRetailerLocations(
  search: RetailerLocationSearch,
): ArrivedAnswer<ListResponse<RetailerLocation>> | null {
  return arrivedGet(RETAILER_SEARCH_PATH, retailerSearchQuery(search));
}

/** One retailer location with what it sells now. */
export function getRetailerLocation(
  retailerLocationId: number,
  near?: SearchCenter | null,
  signal?: AbortSignal,
): Promise<GetResult<ItemResponse<RetailerLocationDetail>>> {
  return apiGet(
    `/retailers/location/${retailerLocationId}`,
    { searchLatitude: near?.latitude, searchLongitude: near?.longitude },
    signal,
  );
}

import { apiGet } from '../../http/client.ts';
import type { GetResult, ItemResponse, ListResponse, RetailerLocation } from '../types.ts';
import type { RetailerLocationDetail } from './types.ts';

/** A place to look near instead of the member's own position. */
export interface SearchCenter {
  latitude: number;
  longitude: number;
}

export interface RetailerLocationSearch {
  keyword?: string;
  categoryIds?: number[];
  start?: number;
  limit?: number;
  near?: SearchCenter | null;
}

/**
 * Retailer locations nearest first (SPEC §9: DISTANCE, MILES, range 5000), from the member
 * or from `near`. The client always adds the member's own position as latitude/longitude,
 * so a chosen place travels as searchLatitude/searchLongitude.
 */
export function searchRetailerLocations(
  { near, ...search }: RetailerLocationSearch,
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<RetailerLocation>>> {
  return apiGet(
    '/retailers/location/distancesearch',
    {
      ...search,
      sortField: 'DISTANCE',
      distanceUnit: 'MILES',
      range: 5000,
      returnFavorited: true,
      searchLatitude: near?.latitude,
      searchLongitude: near?.longitude,
    },
    signal,
  );
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

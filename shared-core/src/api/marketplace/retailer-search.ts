// The distance search's query, pure so that the host's entry script can send the
// marketplace's first search itself, exactly as the client would (landing-requests.ts).
import type { Query } from '../../http/request-parts.ts';

/** A place to look near instead of the member's own position. */
export interface SearchCenter {
  latitude: number;
  longitude: number;
}

/** A map's visible area, its edges in degrees (west of east: no box across ±180°). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface RetailerLocationSearch {
  keyword?: string;
  categoryIds?: number[];
  start?: number;
  limit?: number;
  near?: SearchCenter | null;
  /** Only the shops inside this area (a map's "Search this area"). */
  bounds?: MapBounds | null;
}

export const RETAILER_SEARCH_PATH = '/retailers/location/distancesearch';

/** Shops on the marketplace's first page. */
const NEARBY_PAGE_SIZE = 24;

/** Shops a map's area search draws at most: the API's largest page. */
const MAP_AREA_PAGE_SIZE = 100;

/** The marketplace's filters: a keyword, one category and a chosen place (or none of them). */
export interface NearbyFilters {
  keyword: string;
  categoryId: number | null;
  near: SearchCenter | null;
}

/** The marketplace's search for its filters. */
export function nearbyRetailersSearch(filters: NearbyFilters): RetailerLocationSearch {
  return {
    keyword: filters.keyword || undefined,
    categoryIds: filters.categoryId === null ? undefined : [filters.categoryId],
    near: filters.near,
    start: 0,
    limit: NEARBY_PAGE_SIZE,
  };
}

/** The same search kept to the area a map shows, nearest first, as many as one page holds. */
export function mapAreaSearch(filters: NearbyFilters, bounds: MapBounds): RetailerLocationSearch {
  return { ...nearbyRetailersSearch(filters), bounds, limit: MAP_AREA_PAGE_SIZE };
}

/**
 * SPEC §9: nearest first (DISTANCE, MILES, range 5000), from the member or from `near`.
 * The client always adds the member's own position as latitude/longitude, so a chosen
 * place travels as searchLatitude/searchLongitude.
 */
export function retailerSearchQuery({ near, bounds, ...search }: RetailerLocationSearch): Query {
  return {
    ...search,
    ...bounds,
    sortField: 'DISTANCE',
    distanceUnit: 'MILES',
    range: 5000,
    returnFavorited: true,
    searchLatitude: near?.latitude,
    searchLongitude: near?.longitude,
  };
}

/** The picture a shop's tile shows: its photo, else its logo. */
export function retailerPicture(retailer: {
  picture1?: string | null;
  logo?: string | null;
}): string | undefined {
  return retailer.picture1 ?? retailer.logo ?? undefined;
}

import { apiGet } from '../../http/client.ts';
import type { GetResult, ItemResponse, ListResponse } from '../types.ts';
import type { Offer, OfferLocation } from './types.ts';

export interface OfferSearch {
  keyword?: string;
  retailerLocationId?: number;
  categoryIds?: number[];
  start?: number;
  limit?: number;
}

/** Offers on sale now, each at one shop, nearest shop first. */
export function searchOffers(
  search: OfferSearch,
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<OfferLocation>>> {
  return apiGet('/offers/search', { ...search }, signal);
}

export function getOffer(
  offerId: number,
  signal?: AbortSignal,
): Promise<GetResult<ItemResponse<Offer>>> {
  return apiGet(`/offers/${offerId}`, undefined, signal);
}

/** One offer at one shop: the product page. */
export function getOfferLocation(
  offerLocationId: number,
  signal?: AbortSignal,
): Promise<GetResult<ItemResponse<OfferLocation>>> {
  return apiGet(`/offers/location/${offerLocationId}`, undefined, signal);
}

import { apiGet } from '../../http/client.ts';
import type { GetResult, ItemResponse } from '../types.ts';
import type { OfferLocation } from './types.ts';

/** One offer at one shop: the product page. */
export function getOfferLocation(
  offerLocationId: number,
  signal?: AbortSignal,
): Promise<GetResult<ItemResponse<OfferLocation>>> {
  return apiGet(`/offers/location/${offerLocationId}`, undefined, signal);
}

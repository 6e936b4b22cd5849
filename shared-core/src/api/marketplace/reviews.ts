import { apiDelete, apiGet, apiPost } from '../../http/client.ts';
import type { ApiItem, ApiListItem } from '../openapi.ts';
import type { GetResult, ItemResponse, ListResponse } from '../types.ts';

/** A member's review of a shop or a product, as its page lists it. */
export type MarketReview = ApiListItem<'/retailers/location/{id}/reviews', 'get'>;
export type HelpfulState = ApiItem<'/reviews/{id}/helpful', 'post'>;
/** Newest first, or the ones most members marked helpful first. */
export type ReviewOrder = 'NEWEST' | 'HELPFUL';
/** Whose reviews: a shop (retailer location) or a product (an offer at a shop). */
export type ReviewedThing = { retailerLocationId: number } | { offerLocationId: number };

const REVIEWS_PAGE_SIZE = 10;

function reviewsPath(thing: ReviewedThing): string {
  return 'retailerLocationId' in thing
    ? `/retailers/location/${thing.retailerLocationId}/reviews`
    : `/offers/location/${thing.offerLocationId}/reviews`;
}

export function listReviews(
  thing: ReviewedThing,
  order: ReviewOrder,
  start: number,
  signal?: AbortSignal,
): Promise<GetResult<ListResponse<MarketReview>>> {
  return apiGet(reviewsPath(thing), { sort: order, start, limit: REVIEWS_PAGE_SIZE }, signal);
}

export function markReviewHelpful(reviewId: number): Promise<ItemResponse<HelpfulState>> {
  return apiPost(`/reviews/${reviewId}/helpful`);
}

export function unmarkReviewHelpful(reviewId: number): Promise<ItemResponse<HelpfulState>> {
  return apiDelete(`/reviews/${reviewId}/helpful`);
}

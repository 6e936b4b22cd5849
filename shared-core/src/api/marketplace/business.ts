// The shop's side of the marketplace (issue 36): a shop's staff and its orders. The server
// decides who staffs what; another shop's order answers 404. Part of the staff entry
// (staff.ts): the client comes from the package root, the one instance every app shares.
import { apiGet, apiPost, apiPut } from '@canopy/shared-core';
import type { ApiBody, ApiListItem, ApiOk } from '../openapi.ts';
import type { BusinessRefusal, GetResult } from '../types.ts';

export type StaffedLocation = ApiListItem<'/business/locations', 'get'>;
export type ShopOrder = ApiListItem<'/business/orders', 'get'>;
export type ShopOrderStatus = ShopOrder['status'];
export type ShopOrderAction = ApiBody<'/business/orders/{shopOrderId}/steps', 'post'>['action'];

/** The shops the signed-in member staffs (none for most members). */
export function myShops(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/business/locations', 'get'>>> {
  return apiGet('/business/locations', {}, signal);
}

/** A shop's open orders, oldest first, or the latest done ones. */
export function shopOrders(
  retailerLocationId: number,
  view: 'open' | 'done',
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/business/orders', 'get'>>> {
  return apiGet('/business/orders', { retailerLocationId, view }, signal);
}

/** Accepts an order, marks it ready, or rejects it with a reason. */
export function moveShopOrder(
  shopOrderId: number,
  action: ShopOrderAction,
  reason?: string,
): Promise<ApiOk<'/business/orders/{shopOrderId}/steps', 'post'> | BusinessRefusal> {
  return apiPost(`/business/orders/${shopOrderId}/steps`, {
    action,
    ...(reason ? { reason } : {}),
  });
}

/** Hands a ready order over: the member's code, and their ID and age checked. */
export function collectShopOrder(
  shopOrderId: number,
  redemptionCode: string,
  idChecked: boolean,
): Promise<ApiOk<'/business/orders/{shopOrderId}/collect', 'post'> | BusinessRefusal> {
  return apiPost(`/business/orders/${shopOrderId}/collect`, { redemptionCode, idChecked });
}

/** The shop an invite link asks the member to staff. */
export function getShopInvite(
  token: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/business/invites/{token}', 'get'>>> {
  return apiGet(`/business/invites/${encodeURIComponent(token)}`, {}, signal);
}

/** Accepts a shop invite: the member staffs the shop from now on. */
export function acceptShopInvite(
  token: string,
): Promise<ApiOk<'/business/invites/{token}/accept', 'post'>> {
  return apiPost(`/business/invites/${encodeURIComponent(token)}/accept`, {});
}

export type ShopMenuItem = ApiListItem<'/business/menu', 'get'>;

/** A shop's offers with their stock, for its staff. */
export function shopMenu(
  retailerLocationId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/business/menu', 'get'>>> {
  return apiGet('/business/menu', { retailerLocationId }, signal);
}

/** What staff may change about an offer: stock and sold out here, the rest at every shop. */
export type MenuItemChange = ApiBody<'/business/menu/{offerLocationId}', 'put'>;

/**
 * Sets an offer's stock at the shop or marks it sold out (or back on sale), and its name,
 * description, category, sizes, price and sale price (the retailer's, at all its shops).
 * A refused field answers INVALID_OFFER with the field named in the message.
 */
export function updateMenuItem(
  offerLocationId: number,
  change: MenuItemChange,
): Promise<ApiOk<'/business/menu/{offerLocationId}', 'put'> | BusinessRefusal> {
  return apiPut(`/business/menu/${offerLocationId}`, change);
}

/** A shop's week as staff set it: a day at most once, open and close both null when closed. */
export type ShopHoursInput = ApiBody<
  '/business/locations/{retailerLocationId}/hours',
  'put'
>['hours'];

/** Sets the opening hours of a shop the member staffs; refused with the day named. */
export function setShopHours(
  retailerLocationId: number,
  hours: ShopHoursInput,
): Promise<ApiOk<'/business/locations/{retailerLocationId}/hours', 'put'> | BusinessRefusal> {
  return apiPut(`/business/locations/${retailerLocationId}/hours`, { hours });
}

/** A new offer at the shop: name, price and stock needed; photos are the member's uploadIds. */
export type NewOffer = ApiBody<'/business/locations/{retailerLocationId}/menu', 'post'>;

/**
 * Adds a new offer to a shop the member staffs, on sale there with its stock. A refused
 * field answers INVALID_OFFER with the field named in the message ("Price: …").
 */
export function createMenuItem(
  retailerLocationId: number,
  offer: NewOffer,
): Promise<ApiOk<'/business/locations/{retailerLocationId}/menu', 'post'> | BusinessRefusal> {
  return apiPost(`/business/locations/${retailerLocationId}/menu`, offer);
}

/** A shop's holiday closure: a whole day of its calendar (YYYY-MM-DD), with a note. */
export type ShopClosure = ApiBody<
  '/business/locations/{retailerLocationId}/closures',
  'put'
>['closures'][number];

/** The holiday closures to come of a shop the member staffs. */
export function shopClosures(
  retailerLocationId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/business/locations/{retailerLocationId}/closures', 'get'>>> {
  return apiGet(`/business/locations/${retailerLocationId}/closures`, {}, signal);
}

/** Replaces a shop's closures from its today on; refused with the day named. */
export function setShopClosures(
  retailerLocationId: number,
  closures: ShopClosure[],
): Promise<ApiOk<'/business/locations/{retailerLocationId}/closures', 'put'> | BusinessRefusal> {
  return apiPut(`/business/locations/${retailerLocationId}/closures`, { closures });
}

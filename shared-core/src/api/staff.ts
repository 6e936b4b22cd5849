// The staff console's calls (issue 35): staff roles. Every one is checked on the server
// against the caller's role.
import { apiGet, apiPost, apiPut, type Query } from '../http/client.ts';
import type { ApiBody, ApiItem, ApiListItem, ApiOk, ApiQuery } from './openapi.ts';
import type { BusinessRefusal, GetResult } from './types.ts';

/** A member as the Staff page lists them. */
export type StaffMember = ApiListItem<'/staff/members', 'get'>;
export type RoleChange = ApiBody<'/staff/members/{accountId}/role', 'put'>;

/** Members matching `keyword` (name, @handle, e-mail), staff first; without one, the staff. */
export function searchStaffMembers(
  keyword: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/members', 'get'>>> {
  const query: Query = keyword.trim() ? { keyword: keyword.trim() } : {};
  return apiGet('/staff/members', query, signal);
}

/** Gives or takes a staff role, with the reason the audit log keeps (operators only). */
export function changeMemberRole(
  accountId: number,
  change: RoleChange,
): Promise<ApiOk<'/staff/members/{accountId}/role', 'put'>> {
  return apiPut(`/staff/members/${accountId}/role`, change);
}

/** One staff action as the audit log keeps it. */
export type AuditEntry = ApiListItem<'/staff/audit', 'get'>;
export type AuditQuery = NonNullable<ApiQuery<'/staff/audit', 'get'>>;

/** The audit log, newest first, filtered (moderators and operators). */
export function searchAuditLog(
  query: AuditQuery,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/audit', 'get'>>> {
  const sent = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Query;
  return apiGet('/staff/audit', sent, signal);
}

/** A shop with who staffs it, as the Shops page lists them (issue 36). */
export type ShopWithStaff = ApiListItem<'/staff/shops', 'get'>;
export type ShopInvite = ApiItem<'/staff/shops/{retailerLocationId}/invites', 'post'>;

/** Shops matching `keyword` (name or city), those with staff first (operators only). */
export function searchShops(
  keyword: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/shops', 'get'>>> {
  const query: Query = keyword.trim() ? { keyword: keyword.trim() } : {};
  return apiGet('/staff/shops', query, signal);
}

/** A one-time link inviting a member to staff the shop; the reason is logged. */
export function inviteShopStaff(
  retailerLocationId: number,
  reason: string,
): Promise<ApiOk<'/staff/shops/{retailerLocationId}/invites', 'post'> | BusinessRefusal> {
  return apiPost(`/staff/shops/${retailerLocationId}/invites`, { reason });
}

/** Takes the shop away from one of its staff; the reason is logged. */
export function revokeShopStaff(
  retailerLocationId: number,
  accountId: number,
  reason: string,
): Promise<
  ApiOk<'/staff/shops/{retailerLocationId}/staff/{accountId}/revoke', 'post'> | BusinessRefusal
> {
  return apiPost(`/staff/shops/${retailerLocationId}/staff/${accountId}/revoke`, { reason });
}

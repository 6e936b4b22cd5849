// The staff console's calls (issue 35): staff roles. Every one is checked on the server
// against the caller's role.
import { ApiError, apiGet, apiPost, apiPut, errorCodeOf } from '@canopy/shared-core';
import type { Query } from '../http/client.ts';
import type { ApiBody, ApiItem, ApiListItem, ApiOk, ApiQuery, ApiResponse } from './openapi.ts';
import type { BusinessRefusal, GetResult } from './types.ts';

/** A staff search's query: the keyword as typed, trimmed; none when blank (the default list). */
function keywordQuery(keyword: string): Query {
  return keyword.trim() ? { keyword: keyword.trim() } : {};
}

/** A member as the Staff page lists them. */
export type StaffMember = ApiListItem<'/staff/members', 'get'>;
export type RoleChange = ApiBody<'/staff/members/{accountId}/role', 'put'>;

/** Members matching `keyword` (name, @handle, e-mail), staff first; without one, the staff. */
export function searchStaffMembers(
  keyword: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/members', 'get'>>> {
  return apiGet('/staff/members', keywordQuery(keyword), signal);
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

// The app configuration editor (issue 38): operators only.

/** A published version of the app configuration, with who, when and why. */
export type ConfigVersionSummary = ApiListItem<'/staff/config/versions', 'get'>;
export type ConfigVersion = ApiItem<'/staff/config', 'get'>;
export type ConfigDiff = ApiItem<'/staff/config/diff', 'get'>;
export type ConfigChange = ConfigDiff['changes'][number];
export type PublishConfig = ApiBody<'/staff/config/versions', 'post'>;
/** A refused publish's answer (409): the version published since, and what it changed. */
export type StaleConfig = ApiResponse<'/staff/config/versions', 'post', 409>;

/** The published configuration and its version: where the editor starts. */
export function getPublishedConfig(): Promise<GetResult<ApiOk<'/staff/config', 'get'>>> {
  return apiGet('/staff/config');
}

/** Every published version, newest first. */
export function listConfigVersions(): Promise<GetResult<ApiOk<'/staff/config/versions', 'get'>>> {
  return apiGet('/staff/config/versions');
}

/** What changed from version `from` to version `to`. */
export function getConfigDiff(
  from: number,
  to: number,
): Promise<GetResult<ApiOk<'/staff/config/diff', 'get'>>> {
  return apiGet('/staff/config/diff', { from, to });
}

/** Publishes a configuration; rejects with an ApiError (status 409, data StaleConfig) when stale. */
export function publishConfig(
  body: PublishConfig,
): Promise<ApiOk<'/staff/config/versions', 'post'>> {
  return apiPost('/staff/config/versions', body);
}

/** Publishes `version`'s configuration again, as a new version. */
export function rollbackConfig(
  version: number,
  baseVersion: number,
): Promise<ApiOk<'/staff/config/versions/{version}/rollback', 'post'>> {
  return apiPost(`/staff/config/versions/${version}/rollback`, { baseVersion });
}

/** Keeps a draft for the preview; its id opens the host with it (configPreviewUrl). */
export function saveConfigDraft(
  config: PublishConfig['config'],
): Promise<ApiOk<'/staff/config/drafts', 'post'>> {
  return apiPost('/staff/config/drafts', { config });
}

/** A refused publish's conflict (409 CONFIG_CHANGED), or null for any other failure. */
export function staleConfigOf(caught: unknown): StaleConfig | null {
  return errorCodeOf(caught) === 'CONFIG_CHANGED' && caught instanceof ApiError
    ? (caught.data as StaleConfig)
    : null;
}

/** A shop with who staffs it, as the Shops page lists them (issue 36). */
export type ShopWithStaff = ApiListItem<'/staff/shops', 'get'>;
export type ShopInvite = ApiItem<'/staff/shops/{retailerLocationId}/invites', 'post'>;

/** Shops matching `keyword` (name or city), those with staff first (operators only). */
export function searchShops(
  keyword: string,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/shops', 'get'>>> {
  return apiGet('/staff/shops', keywordQuery(keyword), signal);
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

/** The shops' settings: the low-stock threshold (operators). */
export type ShopSettings = ApiOk<'/staff/shop-settings', 'get'>['item'];

export function getShopSettings(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/shop-settings', 'get'>>> {
  return apiGet('/staff/shop-settings', undefined, signal);
}

/** Changes the low-stock threshold, with a reason (operators; logged). */
export function saveShopSettings(
  body: ApiBody<'/staff/shop-settings', 'put'>,
): Promise<ApiOk<'/staff/shop-settings', 'put'>> {
  return apiPut('/staff/shop-settings', body);
}

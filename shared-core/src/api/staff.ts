// The staff console's calls (issue 35): staff roles. Every one is checked on the server
// against the caller's role.
import { apiGet, apiPut, type Query } from '../http/client.ts';
import type { ApiBody, ApiListItem, ApiOk, ApiQuery } from './openapi.ts';
import type { GetResult } from './types.ts';

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

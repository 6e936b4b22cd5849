// The staff console's operator pages (issue 38): the community dashboard's panels and the
// remotes' releases. Every call is checked on the server against the caller's role.
import { apiGet, apiPost } from '@canopy/shared-core';
import type { ApiItem, ApiListItem, ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

/** Inclusive UTC days, YYYY-MM-DD. */
export interface DashboardRange {
  from: string;
  to: string;
}

export type MembersPanel = ApiItem<'/staff/dashboard/members', 'get'>;
export type ActivityDay = ApiItem<'/staff/dashboard/activity', 'get'>[number];
export type TopPage = ApiItem<'/staff/dashboard/top-pages', 'get'>[number];
export type TopContent = ApiItem<'/staff/dashboard/top-content', 'get'>[number];
export type Funnel = ApiItem<'/staff/dashboard/funnel', 'get'>;
export type Cohort = ApiItem<'/staff/dashboard/retention', 'get'>[number];

type Panel =
  | '/staff/dashboard/members'
  | '/staff/dashboard/activity'
  | '/staff/dashboard/top-pages'
  | '/staff/dashboard/top-content'
  | '/staff/dashboard/funnel'
  | '/staff/dashboard/retention';

/** One panel of the dashboard over the range (operators only), counted live. */
export function getDashboardPanel<P extends Panel>(
  panel: P,
  range: DashboardRange,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<P, 'get'>>> {
  return apiGet(panel, { from: range.from, to: range.to }, signal);
}

/** A remote's live version, the versions before it and its manifest's health. */
export type RemoteRelease = ApiListItem<'/staff/releases', 'get'>;

export function listRemoteReleases(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/releases', 'get'>>> {
  return apiGet('/staff/releases', {}, signal);
}

/** Makes the version before the live one live again, with the reason the audit log keeps. */
export function rollBackRemote(
  remote: RemoteRelease['remote'],
  reason: string,
): Promise<ApiOk<'/staff/releases/{remote}/rollback', 'post'>> {
  return apiPost(`/staff/releases/${remote}/rollback`, { reason });
}

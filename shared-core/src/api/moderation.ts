// The review queue, sanctions and moderation settings (issue 35), for the staff console.
// Every call is checked on the server against the caller's role.
import { apiGet, apiPost, apiPut } from '@canopy/shared-core';
import type { Query } from '../http/client.ts';
import type { ApiBody, ApiListItem, ApiOk, ApiQuery } from './openapi.ts';
import type { GetResult } from './types.ts';

/** One item of the review queue, with its context, reports and the author's record. */
export type QueueItem = ApiListItem<'/staff/queue', 'get'>;
export type QueueQuery = NonNullable<ApiQuery<'/staff/queue', 'get'>>;
export type QueueAction = ApiBody<'/staff/queue/actions', 'post'>;
export type QueueActionName = QueueAction['action'];
export type MemberRecord = QueueItem['author'] & object;
export type Sanction = MemberRecord['sanctions'][number];
export type ModerationSettings = ApiOk<'/staff/settings', 'get'>['item'];

/** The queue: most reported first, then oldest (moderators and operators). */
export function getReviewQueue(
  query: QueueQuery,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/queue', 'get'>>> {
  const sent = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Query;
  return apiGet('/staff/queue', sent, signal);
}

/** Acts on one or several queue items, with the reason the audit log keeps. */
export function actOnQueue(action: QueueAction): Promise<ApiOk<'/staff/queue/actions', 'post'>> {
  return apiPost('/staff/queue/actions', action);
}

/** A member's record: account age, sanctions, open items. */
export function getMemberRecord(
  accountId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/members/{accountId}/record', 'get'>>> {
  return apiGet(`/staff/members/${accountId}/record`, undefined, signal);
}

/** Lifts a suspension (moderators, operators) or a ban (operators), with a reason. */
export function liftSanction(
  sanctionId: number,
  reason: string,
): Promise<ApiOk<'/staff/sanctions/{sanctionId}/lift', 'post'>> {
  return apiPost(`/staff/sanctions/${sanctionId}/lift`, { reason });
}

/** The moderation settings (operators). */
export function getModerationSettings(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/settings', 'get'>>> {
  return apiGet('/staff/settings', undefined, signal);
}

/** Changes the moderation settings, with a reason (operators; logged). */
export function saveModerationSettings(
  body: ApiBody<'/staff/settings', 'put'>,
): Promise<ApiOk<'/staff/settings', 'put'>> {
  return apiPut('/staff/settings', body);
}

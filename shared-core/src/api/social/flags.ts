import { apiGet, apiPost } from '../../http/client.ts';
import type { ApiBody, ApiItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** A member's report on an album, with the album's flag count now. */
export type Flag = ApiItem<'/flagable/flag/create', 'post'>;
export type FlagTarget = Pick<
  ApiBody<'/flagable/flag/delete', 'post'>,
  'flagableId' | 'flagableType'
>;

/** An album to flag: SPEC §7 sends flagableType ALBUM. */
export function albumFlagTarget(albumId: number): FlagTarget {
  return { flagableId: albumId, flagableType: 'ALBUM' };
}

/** The member's flag on the item; `item` is null when they have not flagged it. */
export function getFlag(
  target: FlagTarget,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/flagable/flag/get', 'get'>>> {
  return apiGet('/flagable/flag/get', { ...target }, signal);
}

/** Refused (ALREADY_FLAGGED, OWN_ITEM) as `valid: false`, which the client shows as a toast. */
export function createFlag(
  target: FlagTarget,
  flagDescription?: string,
): Promise<ApiOk<'/flagable/flag/create', 'post'>> {
  const description = flagDescription?.trim();
  return apiPost('/flagable/flag/create', {
    ...target,
    ...(description ? { flagDescription: description } : {}),
  });
}

export function deleteFlag(target: FlagTarget): Promise<ApiOk<'/flagable/flag/delete', 'post'>> {
  return apiPost('/flagable/flag/delete', { ...target });
}

/** Why a member reports an item (the API's list). */
export type ReportReason = NonNullable<ApiBody<'/flagable/flag/create', 'post'>['reason']>;

/**
 * Reports an item (a post, comment, chat message or member) with a reason; OTHER needs
 * `detail`. Refusals (already reported, your own) come back as `valid: false`, shown as a toast.
 */
export function reportItem(
  target: FlagTarget,
  reason: ReportReason,
  detail: string,
): Promise<ApiOk<'/flagable/flag/create', 'post'>> {
  const description = detail.trim();
  return apiPost('/flagable/flag/create', {
    ...target,
    reason,
    ...(description ? { flagDescription: description } : {}),
  });
}

/** Every item the member reported, so each can show "Reported". */
export function getMyReports(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/flagable/flag/mine', 'get'>>> {
  return apiGet('/flagable/flag/mine', undefined, signal);
}

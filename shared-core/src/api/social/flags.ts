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

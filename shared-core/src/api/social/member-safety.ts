// Blocking and muting members (the API keeps the rule; see /users/hidden).
import { apiDelete, apiGet, apiPut } from '../../http/client.ts';
import type { ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type HiddenMember = ApiListItem<'/users/hidden', 'get'>;
export type HideKind = HiddenMember['kind'];

/** The members the signed-in member blocked or muted, most recent first. */
export function getHiddenMembers(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/hidden', 'get'>>> {
  return apiGet('/users/hidden', undefined, signal);
}

/** Blocks or mutes a member; a block replaces a mute, and the reverse. */
export function hideMember(
  accountId: number,
  kind: HideKind,
): Promise<ApiOk<'/users/hidden/{accountId}', 'put'>> {
  return apiPut(`/users/hidden/${accountId}`, { kind });
}

/** Unblocks or unmutes a member. */
export function unhideMember(
  accountId: number,
): Promise<ApiOk<'/users/hidden/{accountId}', 'delete'>> {
  return apiDelete(`/users/hidden/${accountId}`);
}

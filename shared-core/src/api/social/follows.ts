// Following members, and the members the community follows most.
import { apiDelete, apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export function followMember(accountId: number): Promise<ApiOk<'/users/follow', 'post'>> {
  return apiPost('/users/follow', { accountId });
}

export function unfollowMember(accountId: number): Promise<ApiOk<'/users/follow', 'delete'>> {
  return apiDelete('/users/follow', { accountId });
}

/** Members ranked by followers and the engagement of the posts the caller may see. */
export function getInfluencers(
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/influencers', 'get'>>> {
  return apiGet('/users/influencers', { ...page }, signal);
}

// Following members, and the members the community follows most.
import { apiDelete, apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk, ApiQuery } from '../openapi.ts';
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

export type FollowType = ApiQuery<'/users/follow/search', 'get'>['followType'];

/** Who follows the member (FOLLOWERS) or whom they follow (FOLLOWING), newest first. */
export function getFollowList(
  accountId: number,
  followType: FollowType,
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/follow/search', 'get'>>> {
  return apiGet('/users/follow/search', { accountId, followType, ...page }, signal);
}

import { apiGet } from '../../http/client.ts';
import type { ApiOk, ApiQuery } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** SPEC §9: referral child limits are 100. */
export const REFERRAL_CHILD_LIMIT = 100;

export type ReferralRetrieveType = NonNullable<
  ApiQuery<'/users/referral/list', 'get'>['retrieveType']
>;

/**
 * SPEC §7 GET /users/referral/list: the member's own referral tree (whom they referred and
 * who referred them), asking for up to 100 of each.
 */
export function getReferralList(
  accountId: number,
  retrieveType: ReferralRetrieveType = 'GET_ALL',
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/referral/list', 'get'>>> {
  return apiGet(
    '/users/referral/list',
    {
      accountId,
      retrieveType,
      childrenListLimit: REFERRAL_CHILD_LIMIT,
      ancestorListLimit: REFERRAL_CHILD_LIMIT,
    },
    signal,
  );
}

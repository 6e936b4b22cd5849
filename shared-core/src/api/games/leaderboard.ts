import { apiGet } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';
import type { PersonalRankQuery, RankingQuery } from './types.ts';

/** A board of all members, or of one tournament with `missionId`. */
export function getLeaderboard(
  query: RankingQuery,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/leaderboard/ranking', 'get'>>> {
  return apiGet('/leaderboard/ranking', { ...query }, signal);
}

/** Where the signed-in member stands on every board. */
export function getPersonalRanks(
  query: PersonalRankQuery = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/leaderboard/personal', 'get'>>> {
  return apiGet('/leaderboard/personal', { ...query }, signal);
}

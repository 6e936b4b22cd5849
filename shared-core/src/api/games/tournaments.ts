import { apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';
import type { IncludeScores, TournamentInput, TournamentSearch } from './types.ts';

export function createTournament(input: TournamentInput): Promise<ApiOk<'/tournaments', 'post'>> {
  return apiPost('/tournaments', input);
}

/** The member's tournaments; with `joinCode`, the one that code opens (joined or not). */
export function searchTournaments(
  search: TournamentSearch,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/tournaments', 'get'>>> {
  return apiGet('/tournaments', { ...search }, signal);
}

export function getTournament(
  missionId: number,
  options: { includeScores?: IncludeScores } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/tournaments/{id}', 'get'>>> {
  return apiGet(`/tournaments/${missionId}`, { ...options }, signal);
}

export function joinTournament(joinCode: string): Promise<ApiOk<'/tournaments/join', 'post'>> {
  return apiPost('/tournaments/join', { joinCode: joinCode.trim() });
}

export function voteInTournament(
  missionId: number,
  gameObjectId: number,
): Promise<ApiOk<'/tournaments/vote', 'post'>> {
  return apiPost('/tournaments/vote', { missionId, gameObjectId });
}

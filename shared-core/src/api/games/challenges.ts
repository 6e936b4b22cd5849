import { apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';
import type { ChallengeInput, ChallengeSearch } from './types.ts';

/** Dares another member to a quiz pack; both then play its first level once. */
export function createChallenge(input: ChallengeInput): Promise<ApiOk<'/challenges', 'post'>> {
  return apiPost('/challenges', input);
}

/** Challenges the member sent or received, those waiting for their answer first. */
export function searchChallenges(
  search: ChallengeSearch,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/challenges', 'get'>>> {
  return apiGet('/challenges', { ...search }, signal);
}

export function getChallenge(
  challengeId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/challenges/{id}', 'get'>>> {
  return apiGet(`/challenges/${challengeId}`, undefined, signal);
}

/** The challenged member accepts (true) or declines (false). */
export function respondToChallenge(
  challengeId: number,
  accept: boolean,
): Promise<ApiOk<'/challenges/{id}/respond', 'post'>> {
  return apiPost(`/challenges/${challengeId}/respond`, { accept });
}

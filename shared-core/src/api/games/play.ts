import { apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';
import type { ScoreInput } from './types.ts';

/**
 * Sends a level's answers; the API scores them and pays tickets. Pass the same
 * idempotencyKey when retrying one attempt so it is counted once.
 */
export function submitScore(input: ScoreInput): Promise<ApiOk<'/games/score/create', 'post'>> {
  return apiPost('/games/score/create', input);
}

/** Strikes out a wrong answer; the question is then worth half in the next attempt. */
export function getHint(
  gameObjectId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/games/{id}/hint', 'get'>>> {
  return apiGet(`/games/${gameObjectId}/hint`, undefined, signal);
}

export function getTicketCount(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/games/ticket/count', 'get'>>> {
  return apiGet('/games/ticket/count', undefined, signal);
}

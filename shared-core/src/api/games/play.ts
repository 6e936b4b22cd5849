import { apiGet, apiPost } from '../../http/client.ts';
import type { ApiOk } from '../openapi.ts';
import type { BusinessRefusal, GetResult, ItemResponse } from '../types.ts';
import type { QuizQuestion, ScoreInput, TicketSpend } from './types.ts';

/**
 * Scores a level: the API counts the answers locked in (and locks any sent for questions
 * still open) and pays tickets. A level is scored once per place; pass the same
 * idempotencyKey when retrying one submission.
 */
export function submitScore(input: ScoreInput): Promise<ApiOk<'/games/score/create', 'post'>> {
  return apiPost('/games/score/create', input);
}

/**
 * Serves the member's next question of a level (the first not answered yet), which starts
 * its clock on the server: the time a level counts is measured there, never sent by us.
 */
export function serveNextQuestion(
  gameLevelId: number,
): Promise<ApiOk<'/games/level/{id}/next', 'post'>> {
  return apiPost(`/games/level/${gameLevelId}/next`);
}

/**
 * Locks in the answer to a served question and says whether it is right, with the right
 * answer and the time it took. The first answer sent is final; another returns its verdict.
 */
export function checkAnswer(
  gameObjectId: number,
  answerId: number,
): Promise<ApiOk<'/games/{id}/answer', 'post'>> {
  return apiPost(`/games/${gameObjectId}/answer`, { answerId });
}

/**
 * SPEC §7 POST /orders, the ticket deduction that buys a question's hint. The API refuses
 * (and takes nothing) when the balance is short, the level is locked or the hint is held.
 * The same idempotencyKey makes a retried purchase count once.
 */
export function buyHint(
  question: Pick<QuizQuestion, 'id' | 'hintTicketCost'>,
  idempotencyKey: string,
): Promise<ItemResponse<TicketSpend> | BusinessRefusal> {
  return apiPost('/orders', {
    ticketCount: question.hintTicketCost,
    gameObjectId: question.id,
    idempotencyKey,
  });
}

/** A bought hint: strikes out a wrong answer; the question is then worth half. */
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

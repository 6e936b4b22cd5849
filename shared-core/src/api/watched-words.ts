// The staff console's watched words (issue 35): moderators read the list, operators change
// it. The server checks the role on every call.
import { apiDelete, apiGet, apiPost, apiPut } from '@canopy/shared-core';
import type { ApiBody, ApiListItem, ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

/** A watched word or phrase, as stored, with what it does to members' writing. */
export type WatchedWord = ApiListItem<'/staff/words', 'get'>;
export type WatchedWordInput = ApiBody<'/staff/words', 'post'>;

/** The list, alphabetical. */
export function listWatchedWords(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/staff/words', 'get'>>> {
  return apiGet('/staff/words', {}, signal);
}

/** Adds an entry (operators only); rejects with the server's reason when it is refused. */
export function addWatchedWord(input: WatchedWordInput): Promise<ApiOk<'/staff/words', 'post'>> {
  return apiPost('/staff/words', input);
}

/** Changes an entry's words or action (operators only). */
export function changeWatchedWord(
  wordId: number,
  input: WatchedWordInput,
): Promise<ApiOk<'/staff/words/{wordId}', 'put'>> {
  return apiPut(`/staff/words/${wordId}`, input);
}

/** Removes an entry (operators only), with an optional reason for the audit log. */
export function removeWatchedWord(
  wordId: number,
  reason = '',
): Promise<ApiOk<'/staff/words/{wordId}', 'delete'>> {
  return apiDelete(`/staff/words/${wordId}`, reason.trim() ? { reason: reason.trim() } : {});
}

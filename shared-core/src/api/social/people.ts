import { apiGet } from '../../http/client.ts';
import type { ApiListItem, ApiOk, ApiQuery } from '../openapi.ts';
import type { GetResult } from '../types.ts';

/** A member as people search shows them: the account-short form, friend and following. */
export type Person = ApiListItem<'/users/people/search', 'get'>;
export type PeopleSearch = Omit<ApiQuery<'/users/people/search', 'get'>, 'latitude' | 'longitude'>;

/** SPEC §7 GET /users/people/search: other members by name or username. */
export function searchPeople(
  search: PeopleSearch,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/people/search', 'get'>>> {
  return apiGet('/users/people/search', { ...search }, signal);
}

import { apiGet, apiPost } from '../http/client.ts';
import type { ApiBody, ApiItem, ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

export type LoginCredentials = ApiBody<'/users/login', 'post'>;
export type SignUpDetails = ApiBody<'/users/signup', 'post'>;

export function login(credentials: LoginCredentials): Promise<ApiOk<'/users/login', 'post'>> {
  return apiPost('/users/login', credentials);
}

export function signUp(details: SignUpDetails): Promise<ApiOk<'/users/signup', 'post'>> {
  return apiPost('/users/signup', details);
}

export function logoutSession(): Promise<ApiOk<'/users/logout', 'post'>> {
  return apiPost('/users/logout');
}

/** Whether a handle may be chosen, why not, and free ones to offer instead. */
export type HandleCheck = ApiItem<'/users/handle/check', 'get'>;

/** A free @handle for a new member, from the name typed so far. */
export function suggestHandle(
  name: { firstName: string; lastName: string },
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/handle/suggest', 'get'>>> {
  return apiGet('/users/handle/suggest', { ...name }, signal);
}

/** Whether `handle` is free; the suggestions come from the name when one is given. */
export function checkHandle(
  handle: string,
  name: { firstName?: string; lastName?: string } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/users/handle/check', 'get'>>> {
  return apiGet('/users/handle/check', { handle, ...name }, signal);
}

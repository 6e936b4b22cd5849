import { apiPost } from '../http/client.ts';
import type { ApiBody, ApiOk } from './openapi.ts';

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

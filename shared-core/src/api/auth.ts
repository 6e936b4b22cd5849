import { apiGet, apiPost } from '../http/client.ts';
import type { AuthUser, GetResult, ItemResponse, SignInResult } from './types.ts';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface SignUpDetails extends LoginCredentials {
  firstName: string;
  lastName: string;
  ageConfirmed: boolean;
}

export function login(credentials: LoginCredentials): Promise<ItemResponse<SignInResult>> {
  return apiPost('/users/login', credentials);
}

export function signUp(details: SignUpDetails): Promise<ItemResponse<SignInResult>> {
  return apiPost('/users/signup', details);
}

export function logoutSession(): Promise<ItemResponse<null>> {
  return apiPost('/users/logout');
}

export function getCurrentUser(): Promise<GetResult<ItemResponse<AuthUser>>> {
  return apiGet('/users/me');
}

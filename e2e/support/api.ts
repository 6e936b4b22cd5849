import { API_URL } from './stack.ts';

export const OPERATOR = { email: 'operator@canopy.test', password: 'canopy-operator' };

/** Calls the platform API directly, for test set-up that a member could not do. */
export async function apiCall<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

export async function tokenFor(credentials: { email: string; password: string }): Promise<string> {
  const login = await apiCall<{ item: { session: { token: string } } }>(
    'POST',
    '/users/login',
    credentials,
  );
  return login.item.session.token;
}

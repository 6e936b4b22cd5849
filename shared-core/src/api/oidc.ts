import { apiGet, apiPost } from '../http/client.ts';
import { apiBaseAtom } from '../state/app-atoms.ts';
import { store } from '../state/store.ts';
import type { ApiListItem, ApiOk } from './openapi.ts';
import type { GetResult } from './types.ts';

/** An OpenID Connect provider members can sign in with (no secrets, just the button). */
export type OidcProvider = ApiListItem<'/auth/oidc/providers', 'get'>;

/** The providers the API is configured with; none is an empty list. */
export function listOidcProviders(): Promise<GetResult<ApiOk<'/auth/oidc/providers', 'get'>>> {
  return apiGet('/auth/oidc/providers');
}

/**
 * Where to send the browser (a full navigation, not a fetch) to sign in with a provider.
 * The API comes back to `returnTo` (an allowed front-end origin) with
 * `#/login?oidcCode=…` on success or `#/login?oidcError=…` otherwise.
 */
export function oidcStartUrl(providerId: string, returnTo: string): string {
  const base = store.get(apiBaseAtom).replace(/\/+$/, '');
  const query = new URLSearchParams({ returnTo });
  return `${base}/auth/oidc/${encodeURIComponent(providerId)}/start?${query.toString()}`;
}

/**
 * Trades the one-time `oidcCode` for a session, answered like login. An expired or used
 * code resolves with `valid: false, errorCode: 'OIDC_CODE_INVALID'`.
 */
export function exchangeOidcCode(code: string): Promise<ApiOk<'/auth/oidc/exchange', 'post'>> {
  return apiPost('/auth/oidc/exchange', { code });
}

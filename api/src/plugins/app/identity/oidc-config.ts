/** How the API authenticates at a provider's token endpoint. */
export type OidcClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

/** One OpenID Connect provider members may sign in with (an entry of `OIDC_PROVIDERS`). */
export interface OidcProviderConfig {
  /** Short id used in URLs: `/api/auth/oidc/{id}/start`. */
  id: string;
  /** Shown on the sign-in button. */
  name: string;
  /** Issuer identifier; its `/.well-known/openid-configuration` is discovered. */
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string | undefined;
  /** Default `client_secret_basic` with a secret, `none` without. */
  tokenEndpointAuthMethod?: OidcClientAuthMethod | undefined;
}

export interface OidcOptions {
  providers: OidcProviderConfig[];
  /** Front-end origins a sign-in may return to (`APP_ORIGINS`). */
  appOrigins: string[];
}

export const DEFAULT_APP_ORIGINS = ['http://localhost:3000'];

const PROVIDER_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const AUTH_METHODS: readonly OidcClientAuthMethod[] = [
  'client_secret_basic',
  'client_secret_post',
  'none',
];

/** Plain HTTP is only acceptable for an issuer on this machine (development and tests). */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname.endsWith('.localhost')
  );
}

function requiredString(entry: Record<string, unknown>, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${where}.${key} must be a non-empty string`);
  }
  return value.trim();
}

function optionalString(
  entry: Record<string, unknown>,
  key: string,
  where: string,
): string | undefined {
  const value = entry[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`${where}.${key} must be a string`);
  return value;
}

/** Parses `OIDC_PROVIDERS`: a JSON array of provider entries; empty or unset means none. */
export function parseOidcProviders(text: string | undefined): OidcProviderConfig[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('OIDC_PROVIDERS must be a JSON array of providers');
  }
  if (!Array.isArray(parsed)) throw new Error('OIDC_PROVIDERS must be a JSON array of providers');
  const seen = new Set<string>();
  return parsed.map((raw: unknown, index) => {
    const where = `OIDC_PROVIDERS[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new Error(`${where} must be an object`);
    }
    const entry = raw as Record<string, unknown>;
    const id = requiredString(entry, 'id', where);
    if (!PROVIDER_ID.test(id)) {
      throw new Error(`${where}.id must be lower-case letters, digits, "-" or "_" (at most 40)`);
    }
    if (seen.has(id)) throw new Error(`${where}.id "${id}" is used twice`);
    seen.add(id);
    const issuer = requiredString(entry, 'issuer', where);
    let issuerUrl: URL;
    try {
      issuerUrl = new URL(issuer);
    } catch {
      throw new Error(`${where}.issuer must be a URL`);
    }
    const secure =
      issuerUrl.protocol === 'https:' ||
      (issuerUrl.protocol === 'http:' && isLoopbackHost(issuerUrl.hostname));
    if (!secure) {
      throw new Error(`${where}.issuer must be an https URL (http only for localhost)`);
    }
    const clientSecret = optionalString(entry, 'clientSecret', where);
    const method = optionalString(entry, 'tokenEndpointAuthMethod', where);
    if (method !== undefined && !AUTH_METHODS.includes(method as OidcClientAuthMethod)) {
      throw new Error(`${where}.tokenEndpointAuthMethod must be one of ${AUTH_METHODS.join(', ')}`);
    }
    if (method && method !== 'none' && !clientSecret) {
      throw new Error(`${where}.clientSecret is required for ${method}`);
    }
    return {
      id,
      name: requiredString(entry, 'name', where),
      issuer,
      clientId: requiredString(entry, 'clientId', where),
      clientSecret,
      tokenEndpointAuthMethod: method as OidcClientAuthMethod | undefined,
    };
  });
}

/** Parses `APP_ORIGINS`: a comma list of front-end origins (http or https). */
export function parseAppOrigins(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [...DEFAULT_APP_ORIGINS];
  return text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .map((value) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`APP_ORIGINS: "${value}" is not a URL`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`APP_ORIGINS: "${value}" must be an http or https origin`);
      }
      return url.origin;
    });
}

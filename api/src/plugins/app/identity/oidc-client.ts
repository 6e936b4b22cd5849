import * as client from 'openid-client';
import type { OidcProviderConfig } from './oidc-config.ts';

/** What the API asks every provider for. */
export const OIDC_SCOPE = 'openid email profile';

/** The provider's word on who signed in, from the ID token and, if needed, userinfo. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CodeGrantInput {
  /** The callback URL exactly as registered, with the provider's query parameters. */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

function clientAuthFor(provider: OidcProviderConfig): client.ClientAuth {
  const method =
    provider.tokenEndpointAuthMethod ?? (provider.clientSecret ? 'client_secret_basic' : 'none');
  switch (method) {
    case 'client_secret_post':
      return client.ClientSecretPost(provider.clientSecret);
    case 'client_secret_basic':
      return client.ClientSecretBasic(provider.clientSecret);
    default:
      return client.None();
  }
}

const NAME_MAX = 60;

function claimString(claims: Record<string, unknown>, key: string): string | undefined {
  const value = claims[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Names for a new member: given/family name, else the full name split, else the e-mail. */
export function namesFrom(
  claims: Record<string, unknown>,
  email: string | null,
): { firstName: string; lastName: string } {
  let first = claimString(claims, 'given_name');
  let last = claimString(claims, 'family_name');
  const full = claimString(claims, 'name');
  if (!first && full) {
    const parts = full.split(/\s+/);
    first = parts[0];
    last ??= parts.slice(1).join(' ') || undefined;
  }
  first ??= claimString(claims, 'nickname') ?? claimString(claims, 'preferred_username');
  first ??= email?.split('@')[0];
  return {
    firstName: (first || 'Member').slice(0, NAME_MAX),
    lastName: (last ?? '').slice(0, NAME_MAX),
  };
}

/**
 * One provider's OpenID Connect client. Discovery runs on first use and is cached; a failed
 * discovery is retried on the next sign-in rather than cached.
 */
export function createOidcClient(provider: OidcProviderConfig, redirectUri: string) {
  let configuration: Promise<client.Configuration> | undefined;

  const configure = (): Promise<client.Configuration> => {
    configuration ??= (async () => {
      const issuer = new URL(provider.issuer);
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
      return client.discovery(
        issuer,
        provider.clientId,
        { client_secret: provider.clientSecret, redirect_uris: [redirectUri] },
        clientAuthFor(provider),
        { execute, timeout: 10 },
      );
    })();
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  };

  return {
    provider,
    redirectUri,

    async authorizationRequest(): Promise<AuthorizationRequest> {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: OIDC_SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },

    /** Exchanges the code (with the PKCE verifier), validates the ID token and its nonce. */
    async completeCodeGrant(input: CodeGrantInput): Promise<OidcIdentity> {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
        pkceCodeVerifier: input.codeVerifier,
        expectedNonce: input.nonce,
        expectedState: input.state,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider returned no ID token');
      let claims: Record<string, unknown> = { ...idClaims };
      // Many providers keep e-mail and profile claims out of the ID token and serve them
      // from the userinfo endpoint instead.
      const needsUserInfo = !claimString(claims, 'email') || !claimString(claims, 'given_name');
      if (needsUserInfo && config.serverMetadata().userinfo_endpoint) {
        // The subject must match the ID token's, so claims of another account never mix in.
        const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...userInfo, ...claims };
      }
      const email = claimString(claims, 'email') ?? null;
      return {
        subject: idClaims.sub,
        email,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        ...namesFrom(claims, email),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

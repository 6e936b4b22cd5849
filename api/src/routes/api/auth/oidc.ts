import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError, notFound, refuse } from '../../../lib/errors.ts';
import type { OidcClient } from '../../../plugins/app/identity/oidc-client.ts';
import {
  AUTH_REQUEST_LIFETIME_MS,
  LOGIN_CODE_LIFETIME_MS,
} from '../../../plugins/app/identity/oidc-service.ts';
import {
  ErrorEnvelope,
  errorResponses,
  GeoQuery,
  ItemEnvelope,
  ListEnvelope,
} from '../../../schemas/common.ts';
import {
  OidcCallbackQuery,
  OidcExchangeBody,
  OidcProviderParams,
  OidcProviderSummary,
  OidcStartQuery,
  Redirect,
} from '../../../schemas/oidc.ts';
import { SignedIn } from '../../../schemas/users.ts';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { listEnvelope } from '../../../lib/envelopes.ts';

export interface AuthRoutesOptions {
  /** Code exchanges per minute per client address (0 = only the global limit). */
  exchangeRateLimitMax: number;
}

export const OIDC_CODE_INVALID_MESSAGE = 'That sign-in link has expired. Please try again.';
const STATE_EXPIRED_MESSAGE = 'That sign-in attempt has expired. Please try again.';

/** `${returnTo}#/login?…`: the front end routes by hash, so the result rides in the fragment. */
export function frontEndLoginUrl(returnTo: string, params: Record<string, string>): string {
  return `${returnTo}#/login?${new URLSearchParams(params).toString()}`;
}

function providerErrorMessage(error: string, providerName: string): string {
  if (error === 'access_denied') return `Sign-in with ${providerName} was cancelled.`;
  return `Sign-in with ${providerName} failed. Please try again.`;
}

/** Redirects carry one-time secrets (state, codes): never cached, never stored. */
function redirect(reply: FastifyReply, url: string) {
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

const auth: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const clientOr404 = (id: string): OidcClient => {
    const client = app.oidc.client(id);
    if (!client) throw notFound('That sign-in provider does not exist.');
    return client;
  };

  app.get(
    '/oidc/providers',
    {
      schema: {
        tags: ['users'],
        summary: 'OpenID Connect providers members can sign in with',
        querystring: GeoQuery,
        response: { 200: ListEnvelope(OidcProviderSummary), ...errorResponses() },
      },
    },
    async () => {
      const items = app.oidc.providers();
      return listEnvelope(items, items.length, { start: 0, limit: items.length });
    },
  );

  app.get(
    '/oidc/:id/start',
    {
      schema: {
        tags: ['users'],
        summary: 'Start signing in with a provider (browser navigation)',
        description:
          'Redirects to the provider (authorization code flow, PKCE S256, state and nonce; ' +
          `the attempt is valid for ${AUTH_REQUEST_LIFETIME_MS / 60_000} minutes, once). ` +
          '`returnTo` must be on an allowed front-end origin, otherwise 400. If the provider ' +
          'cannot be reached, redirects to `returnTo#/login?oidcError=…`.',
        params: OidcProviderParams,
        querystring: OidcStartQuery,
        response: {
          302: Redirect('To the provider, or back to the front end with oidcError'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const client = clientOr404(request.params.id);
      const returnTo = app.oidc.allowedReturnTo(request.query.returnTo);
      if (!returnTo) {
        throw new HttpError(
          400,
          'RETURN_TO_NOT_ALLOWED',
          'querystring/returnTo must be an http(s) URL of an allowed front-end origin.',
        );
      }
      let authorization;
      try {
        authorization = await client.authorizationRequest();
      } catch (error) {
        request.log.error({ err: error, provider: client.provider.id }, 'OIDC discovery failed');
        return redirect(
          reply,
          frontEndLoginUrl(returnTo, {
            oidcError: `${client.provider.name} cannot be reached right now. Please try again later.`,
          }),
        );
      }
      await app.oidc.saveAuthRequest({
        provider: client.provider.id,
        state: authorization.state,
        nonce: authorization.nonce,
        codeVerifier: authorization.codeVerifier,
        returnTo,
      });
      return redirect(reply, authorization.url.href);
    },
  );

  app.get(
    '/oidc/:id/callback',
    {
      schema: {
        tags: ['users'],
        summary: "The provider's redirect back to the API",
        description:
          'Validates the state, exchanges the code with the PKCE verifier, validates the ID ' +
          'token and its nonce, finds the member (linked identity, else same verified e-mail, ' +
          'else a new member) and redirects to `returnTo#/login?oidcCode=…` (a one-time code ' +
          `valid for ${LOGIN_CODE_LIFETIME_MS / 60_000} minutes, for POST /api/auth/oidc/exchange) ` +
          'or `returnTo#/login?oidcError=…`. 400 when the state is missing or unknown.',
        params: OidcProviderParams,
        querystring: OidcCallbackQuery,
        response: {
          302: Redirect('Back to the front end with oidcCode or oidcError'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const client = clientOr404(request.params.id);
      const { provider } = client;
      const { state, code, error } = request.query;
      const consumed = state
        ? await app.oidc.consumeAuthRequest(provider.id, state)
        : ({ status: 'unknown' } as const);
      if (consumed.status === 'unknown') {
        throw new HttpError(
          400,
          'OIDC_STATE_INVALID',
          'That sign-in attempt is not valid. Please start again.',
        );
      }
      if (consumed.status === 'spent') {
        return redirect(
          reply,
          frontEndLoginUrl(consumed.returnTo, { oidcError: STATE_EXPIRED_MESSAGE }),
        );
      }
      const stored = consumed.request;
      const fail = (message: string) =>
        redirect(reply, frontEndLoginUrl(stored.returnTo, { oidcError: message }));

      if (error || !code) {
        request.log.info({ provider: provider.id, error }, 'OIDC provider returned an error');
        return fail(providerErrorMessage(error ?? 'invalid_request', provider.name));
      }

      // The URL the provider redirected to, exactly as registered, with its parameters.
      const callbackUrl = new URL(client.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      let identity;
      try {
        identity = await client.completeCodeGrant({
          callbackUrl,
          state: stored.state,
          nonce: stored.nonce,
          codeVerifier: stored.codeVerifier,
        });
      } catch (err) {
        request.log.warn({ err, provider: provider.id }, 'OIDC code exchange failed');
        return fail(providerErrorMessage('server_error', provider.name));
      }

      const signedIn = await app.oidc.signIn(provider.id, provider.name, identity);
      if (!signedIn.ok) return fail(signedIn.message);
      const loginCode = await app.oidc.issueLoginCode(
        signedIn.account.id,
        provider.id,
        signedIn.isNew,
      );
      return redirect(reply, frontEndLoginUrl(stored.returnTo, { oidcCode: loginCode }));
    },
  );

  app.post(
    '/oidc/exchange',
    {
      ...(options.exchangeRateLimitMax > 0
        ? { config: { rateLimit: { max: options.exchangeRateLimitMax, timeWindow: '1 minute' } } }
        : {}),
      schema: {
        tags: ['users'],
        summary: 'Exchange the one-time oidcCode for a session (like login)',
        description:
          'An unknown, expired or used code is HTTP 200 with ' +
          '`valid:false, errorCode:OIDC_CODE_INVALID`.',
        body: OidcExchangeBody,
        response: {
          200: Type.Union([ItemEnvelope(SignedIn), ErrorEnvelope]),
          ...errorResponses(),
        },
      },
    },
    async (request) => {
      const redeemed = await app.oidc.redeemLoginCode(request.body.code);
      if (!redeemed) return refuse('OIDC_CODE_INVALID', OIDC_CODE_INVALID_MESSAGE);
      const { account, isNew } = redeemed;
      const session = await app.sessions.issue(account.id);
      return itemEnvelope(
        { user: app.accounts.toAuthUser(account), session },
        isNew
          ? `Welcome to Canopy, ${account.first_name}!`
          : `Welcome back, ${account.first_name}!`,
      );
    },
  );
};

export default auth;

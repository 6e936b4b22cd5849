import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAppOrigins, parseOidcProviders } from '../../src/plugins/app/identity/oidc-config.ts';
import { BACKENDS, buildTestApp, DEMO, signIn, type TestApp } from '../helpers/app.ts';
import {
  reservePort,
  startTestProvider,
  TestBrowser,
  type TestIdentity,
  type TestProvider,
  type Visit,
} from '../helpers/oidc.ts';

const FRONT_END = 'http://localhost:3000';
const RETURN_TO = `${FRONT_END}/`;
const CODE_INVALID = {
  valid: false,
  errorCode: 'OIDC_CODE_INVALID',
  message: 'That sign-in link has expired. Please try again.',
};

const RIVER: TestIdentity = {
  sub: 'river-0001',
  password: 'river-password',
  email: 'river.song@acme.test',
  emailVerified: true,
  givenName: 'River',
  familyName: 'Song',
};
/** Has the demo member's (verified) address at the provider: links to that member. */
const DANA: TestIdentity = {
  sub: 'dana-0002',
  password: 'dana-password',
  email: DEMO.email,
  emailVerified: true,
  givenName: 'Dana',
  familyName: 'Rivera',
};
/** Claims the demo member's address without the provider having verified it. */
const MALLORY: TestIdentity = {
  sub: 'mallory-0003',
  password: 'mallory-password',
  email: DEMO.email,
  emailVerified: false,
  givenName: 'Mallory',
};
const NO_EMAIL: TestIdentity = { sub: 'anon-0004', password: 'anon-password', givenName: 'Anon' };

interface SignedInBody {
  valid: boolean;
  message: string;
  errorCode?: string;
  item?: {
    user: { id: number; email: string; firstName: string; lastName: string };
    session: { token: string; expiresAt: number };
  };
}

/** The fragment route the API sent the browser back to: `#/login?…`. */
function frontEndParams(url: string): URLSearchParams {
  const { origin, hash } = new URL(url);
  expect(origin).toBe(FRONT_END);
  expect(hash.startsWith('#/login?')).toBe(true);
  return new URLSearchParams(hash.slice('#/login?'.length));
}

describe.each(BACKENDS)('OpenID Connect sign-in (%s)', (backend) => {
  let apiPort: number;
  let apiUrl: string;
  let provider: TestProvider;
  let t: TestApp;

  beforeAll(async () => {
    apiPort = await reservePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    provider = await startTestProvider({
      redirectUri: `${apiUrl}/api/auth/oidc/acme/callback`,
      identities: [RIVER, DANA, MALLORY, NO_EMAIL],
    });
  });
  afterAll(async () => {
    await provider.close();
  });

  beforeEach(async () => {
    t = await buildTestApp(backend, {
      publicApiUrl: apiUrl,
      oidc: {
        providers: [
          {
            id: 'acme',
            name: 'Acme ID',
            issuer: provider.issuer,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
          },
        ],
        appOrigins: [FRONT_END, 'https://app.canopy.test'],
      },
    });
    await t.app.listen({ port: apiPort, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await t.close();
  });

  const startUrl = (returnTo = RETURN_TO, id = 'acme') =>
    `${apiUrl}/api/auth/oidc/${id}/start?returnTo=${encodeURIComponent(returnTo)}`;

  /** Start → provider → login page → consent page → callback → front end. */
  async function signInAtProvider(
    browser: TestBrowser,
    identity: TestIdentity,
    returnTo = RETURN_TO,
  ): Promise<Visit> {
    let visit = await browser.navigate(startUrl(returnTo));
    for (let step = 0; step < 4 && visit.response; step += 1) {
      expect(visit.response.status).toBe(200);
      const page = (await visit.response.json()) as { prompt: string };
      visit =
        page.prompt === 'login'
          ? await browser.submit(`${visit.url}/login`, {
              login: identity.sub,
              password: identity.password,
            })
          : await browser.submit(`${visit.url}/confirm`);
    }
    expect(visit.response).toBeUndefined();
    return visit;
  }

  const exchange = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code } });

  async function oidcCodeFor(identity: TestIdentity, browser = new TestBrowser()) {
    const visit = await signInAtProvider(browser, identity);
    const code = frontEndParams(visit.url).get('oidcCode');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return code ?? '';
  }

  it('lists the configured providers without secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      items: [{ id: 'acme', name: 'Acme ID' }],
      count: 1,
      hasMoreResults: false,
    });
    expect(response.body).not.toContain(provider.clientSecret);
    expect(response.body).not.toContain(provider.issuer);
  });

  it('redirects to the provider with code, PKCE S256, state and nonce', async () => {
    const response = await t.app.inject({ method: 'GET', url: startUrl() });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(`${apiUrl}/api/auth/oidc/acme/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    const stored = await t.db.query<{ code_verifier: string; return_to: string }>(
      'SELECT code_verifier, return_to FROM oidc_auth_requests',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.return_to).toBe(RETURN_TO);
    expect(stored[0]?.code_verifier).not.toBe(params.get('code_challenge'));
  });

  it('signs a new member up, and the next sign-in finds the same member', async () => {
    const code = await oidcCodeFor(RIVER);
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const body = first.json<SignedInBody>();
    expect(body).toMatchObject({
      valid: true,
      message: 'Welcome to Canopy, River!',
      item: { user: { email: RIVER.email, firstName: 'River', lastName: 'Song' } },
    });
    const token = body.item?.session.token ?? '';
    expect(body.item?.session.expiresAt).toBeGreaterThan(Date.now());

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ item: { id: body.item?.user.id, email: RIVER.email } });

    // A fresh browser: the provider asks to log in again; the link finds the same member.
    const again = (await exchange(await oidcCodeFor(RIVER))).json<SignedInBody>();
    expect(again).toMatchObject({ valid: true, message: 'Welcome back, River!' });
    expect(again.item?.user.id).toBe(body.item?.user.id);
    expect(again.item?.session.token).not.toBe(token);

    const links = await t.db.query<{ account_id: number; subject: string }>(
      "SELECT account_id, subject FROM oidc_identities WHERE provider = 'acme'",
    );
    expect(links).toEqual([{ account_id: body.item?.user.id, subject: RIVER.sub }]);
    // A random password nobody knows, hashed like any other.
    const [account] = await t.db.query<{ password_hash: string; age_confirmed_at: Date | null }>(
      'SELECT password_hash, age_confirmed_at FROM accounts WHERE id = $1',
      [body.item?.user.id],
    );
    expect(account?.password_hash).toMatch(/^scrypt\$/);
    expect(account?.age_confirmed_at).not.toBeNull();
  });

  it('links a verified e-mail to the existing member, and only a verified one', async () => {
    const demo = await signIn(t.app, DEMO);
    const linked = (await exchange(await oidcCodeFor(DANA))).json<SignedInBody>();
    expect(linked).toMatchObject({ valid: true, message: 'Welcome back, Dana!' });
    expect(linked.item?.user.id).toBe(demo.userId);

    const refused = await signInAtProvider(new TestBrowser(), MALLORY);
    const params = frontEndParams(refused.url);
    expect(params.get('oidcCode')).toBeNull();
    expect(params.get('oidcError')).toBe('Your e-mail address at Acme ID is not verified.');

    const anonymous = await signInAtProvider(new TestBrowser(), NO_EMAIL);
    expect(frontEndParams(anonymous.url).get('oidcError')).toBe(
      'Acme ID did not share your e-mail address.',
    );
  });

  it('refuses a login code that was used, expired or never issued', async () => {
    const code = await oidcCodeFor(RIVER);
    expect((await exchange(code)).json()).toMatchObject({ valid: true });
    const reused = await exchange(code);
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual(CODE_INVALID);
    expect((await exchange('not-a-code')).json()).toEqual(CODE_INVALID);

    const stale = await oidcCodeFor(RIVER);
    await t.db.query("UPDATE oidc_login_codes SET expires_at = now() - interval '1 second'");
    expect((await exchange(stale)).json()).toEqual(CODE_INVALID);

    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM oidc_login_codes',
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
    expect((await exchange('')).statusCode).toBe(400);
  });

  it('refuses a state that was already used, or that it never issued', async () => {
    const browser = new TestBrowser();
    await signInAtProvider(browser, RIVER);
    const callback = browser.visited.find((url) =>
      url.startsWith(`${apiUrl}/api/auth/oidc/acme/callback?`),
    );
    expect(callback).toContain('state=');

    // Replaying the provider's redirect (same code and state) only earns an error.
    const replay = await fetch(callback ?? '', { redirect: 'manual' });
    expect(replay.status).toBe(302);
    const params = frontEndParams(replay.headers.get('location') ?? '');
    expect(params.get('oidcCode')).toBeNull();
    expect(params.get('oidcError')).toBe('That sign-in attempt has expired. Please try again.');

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/acme/callback?code=abc&state=never-issued',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ valid: false, errorCode: 'OIDC_STATE_INVALID' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/acme/callback' });
    expect(missing.statusCode).toBe(400);
  });

  it('sends a cancelled sign-in back to the front end with an error', async () => {
    const browser = new TestBrowser();
    const login = await browser.navigate(startUrl('https://app.canopy.test/#/somewhere'));
    const back = await browser.submit(`${login.url}/abort`);
    expect(back.url.startsWith('https://app.canopy.test/#/login?')).toBe(true);
    const params = new URLSearchParams(new URL(back.url).hash.slice('#/login?'.length));
    expect(params.get('oidcError')).toBe('Sign-in with Acme ID was cancelled.');
  });

  it('rejects a returnTo outside the allowed origins and unknown providers', async () => {
    for (const returnTo of [
      'https://evil.example/',
      'http://localhost:3000.evil.example/',
      'javascript:alert(1)',
      '//evil.example/',
      'http://user@localhost:3000/',
      'not a url',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: startUrl(returnTo) });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
    const unknown = await t.app.inject({ method: 'GET', url: startUrl(RETURN_TO, 'nobody') });
    expect(unknown.statusCode).toBe(404);
    const unknownCallback = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/nobody/callback?code=a&state=b',
    });
    expect(unknownCallback.statusCode).toBe(404);
  });
});

describe('OpenID Connect without providers', () => {
  it('lists none and starts nothing', async () => {
    const t = await buildTestApp(BACKENDS[0] ?? 'pglite');
    try {
      const list = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
      expect(list.json()).toMatchObject({ valid: true, items: [], count: 0 });
      const start = await t.app.inject({
        method: 'GET',
        url: `/api/auth/oidc/acme/start?returnTo=${encodeURIComponent(RETURN_TO)}`,
      });
      expect(start.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('OpenID Connect configuration', () => {
  const acme = { id: 'acme', name: 'Acme ID', issuer: 'https://id.acme.test', clientId: 'c' };

  it('reads OIDC_PROVIDERS, none by default', () => {
    expect(parseOidcProviders(undefined)).toEqual([]);
    expect(parseOidcProviders(' ')).toEqual([]);
    expect(parseOidcProviders(JSON.stringify([{ ...acme, clientSecret: 's' }]))).toEqual([
      { ...acme, clientSecret: 's', tokenEndpointAuthMethod: undefined },
    ]);
    expect(
      parseOidcProviders(JSON.stringify([{ ...acme, issuer: 'http://127.0.0.1:9000' }]))[0]?.issuer,
    ).toBe('http://127.0.0.1:9000');
  });

  it('refuses malformed or unsafe provider entries', () => {
    const bad = (entry: unknown) => () => parseOidcProviders(JSON.stringify([entry]));
    expect(() => parseOidcProviders('{')).toThrow(/JSON array/);
    expect(bad({ ...acme, issuer: 'http://id.acme.test' })).toThrow(/https/);
    expect(bad({ ...acme, id: 'Bad Id' })).toThrow(/\.id/);
    expect(bad({ ...acme, clientId: '' })).toThrow(/clientId/);
    expect(bad({ ...acme, tokenEndpointAuthMethod: 'client_secret_post' })).toThrow(/clientSecret/);
    expect(() => parseOidcProviders(JSON.stringify([acme, acme]))).toThrow(/twice/);
  });

  it('reads APP_ORIGINS as origins, http://localhost:3000 by default', () => {
    expect(parseAppOrigins(undefined)).toEqual(['http://localhost:3000']);
    expect(parseAppOrigins('https://app.canopy.test/, http://localhost:8080')).toEqual([
      'https://app.canopy.test',
      'http://localhost:8080',
    ]);
    expect(() => parseAppOrigins('ftp://files.test')).toThrow(/http/);
    expect(() => parseAppOrigins('nope')).toThrow(/not a URL/);
  });
});

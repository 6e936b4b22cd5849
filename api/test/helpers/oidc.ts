import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';

/** A free port on the loopback interface (the OS picks it; the probe is closed at once). */
export async function reservePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface TestIdentity {
  /** The provider's subject (`sub`). */
  sub: string;
  password: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

/** The provider's storage: one Map per provider instance (what its default adapter does too). */
function memoryAdapterFactory(): (name: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return (name) => {
    const key = (id: string) => `${name}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) =>
      [...store.entries()].find(
        ([storedKey, payload]) => storedKey.startsWith(`${name}:`) && payload[field] === value,
      )?.[1];
    return {
      upsert: async (id, payload) => {
        store.set(key(id), payload);
      },
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        store.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [storedKey, payload] of store) {
          if (payload.grantId === grantId) store.delete(storedKey);
        }
      },
    };
  };
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client and
 * in-memory identities. Its sign-in "pages" are a minimal interaction handler:
 *
 *   GET  /interaction/:uid          → {prompt: 'login' | 'consent'} (the page a person sees)
 *   POST /interaction/:uid/login    → form login=<sub>&password=…
 *   POST /interaction/:uid/confirm  → grants the requested scopes and claims
 *   POST /interaction/:uid/abort    → the person cancels (access_denied)
 */
export async function startTestProvider(options: {
  redirectUri: string;
  identities: TestIdentity[];
}): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'canopy-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const identities = new Map(options.identities.map((identity) => [identity.sub, identity]));

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test',
    alg: 'RS256',
    use: 'sig',
  };

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Our client must always send PKCE S256, confidential or not.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey as never] },
    findAccount: (_ctx, sub) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: identity.email,
          email_verified: identity.emailVerified,
          given_name: identity.givenName,
          family_name: identity.familyName,
          name: [identity.givenName, identity.familyName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleOidc = provider.callback();

  async function handleInteraction(
    request: IncomingMessage,
    response: ServerResponse,
    action: string | undefined,
  ): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    const { prompt, params, session } = details;
    if (request.method === 'GET' && !action) {
      sendJson(response, 200, { prompt: prompt.name, clientId: params.client_id });
      return;
    }
    if (request.method !== 'POST') {
      sendJson(response, 405, { error: 'method not allowed' });
      return;
    }
    const form = await readBody(request);
    if (action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (action === 'login' && prompt.name === 'login') {
      const identity = identities.get(form.get('login') ?? '');
      if (!identity || identity.password !== form.get('password')) {
        sendJson(response, 401, { error: 'wrong login or password' });
        return;
      }
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: identity.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (action === 'confirm' && prompt.name === 'consent') {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
      if (!grant) throw new Error('grant vanished');
      const missing = prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    sendJson(response, 400, { error: `cannot ${action ?? 'show'} during ${prompt.name}` });
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?\/?(?:\?|$)/.exec(
      request.url ?? '',
    );
    if (!match) {
      void handleOidc(request, response);
      return;
    }
    handleInteraction(request, response, match[2]).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface Visit {
  /** Where the browser ended up. */
  url: string;
  /** The last response fetched, or undefined when it stopped before fetching `url`. */
  response: Response | undefined;
}

/**
 * Just enough of a browser for a sign-in: a cookie jar per origin (paths and expiry are
 * ignored except deletion) and redirects followed by hand so every hop is visible. It only
 * fetches servers on 127.0.0.1 (the API and the provider) and stops at any other address,
 * such as the front end, which is not running.
 */
export class TestBrowser {
  readonly visited: string[] = [];
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: string): Map<string, string> {
    const origin = new URL(url).origin;
    let jar = this.jars.get(origin);
    if (!jar) {
      jar = new Map();
      this.jars.set(origin, jar);
    }
    return jar;
  }

  private async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const jar = this.jar(url);
    const headers = new Headers(init.headers);
    if (jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        if (lower === 'max-age') return Number(raw) <= 0;
        if (lower === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Requests `url` and follows redirects until a page, or until the front end. */
  async navigate(url: string, init?: RequestInit): Promise<Visit> {
    let current = url;
    this.visited.push(current);
    let response = await this.fetch(current, init);
    for (let hops = 0; hops < 20; hops += 1) {
      if (!REDIRECTS.has(response.status)) return { url: current, response };
      const location = response.headers.get('location');
      if (!location) return { url: current, response };
      await response.body?.cancel();
      current = new URL(location, current).href;
      this.visited.push(current);
      if (new URL(current).hostname !== '127.0.0.1') return { url: current, response: undefined };
      response = await this.fetch(current);
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  /** Submits a form the way a browser does (urlencoded POST), then follows redirects. */
  submit(url: string, fields: Record<string, string> = {}): Promise<Visit> {
    return this.navigate(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

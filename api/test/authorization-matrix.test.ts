// Who may call what, for every route of the OpenAPI document: a route that asks for the
// bearer token answers 403 in the envelope to no token, a garbage token and a revoked one;
// a public route (or one where the token is optional) serves an anonymous caller, never 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, signIn, type TestApp } from './helpers/app.ts';
import { openApiOperations, type Method } from './helpers/openapi-operations.ts';

type Security = Record<string, string[]>[];
interface Operation {
  security?: Security;
}

// Members only, though the bearer header is optional there: a browser's EventSource cannot
// send it, so a one-time ticket in the query stands in for it.
const TICKET_ROUTES = new Set(['get /api/live/stream']);

const SESSION_INVALID = {
  valid: false,
  message: 'Your session has ended. Please sign in again.',
  errorCode: 'SESSION_INVALID',
};

describe.each(BACKENDS)('authorization matrix (%s)', (backend) => {
  let t: TestApp;
  let routes: { method: Method; url: string; access: 'member' | 'optional' | 'public' }[];
  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    routes = (await openApiOperations<Operation>()).map(([method, path, operation]) => {
      const security = operation.security ?? [];
      const access = TICKET_ROUTES.has(`${method} ${path}`)
        ? ('member' as const)
        : security.length === 0
          ? ('public' as const)
          : security.some((entry) => Object.keys(entry).length === 0)
            ? ('optional' as const)
            : ('member' as const);
      return { method, url: path.replace(/\{[^}]+\}/g, '1'), access };
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: Method, url: string, authorization?: string) =>
    t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: authorization ? { authorization } : {},
      ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
    });

  it('turns away members-only routes without a live session, in the envelope', async () => {
    const revoked = await signIn(t.app);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: revoked.headers });
    const members = routes.filter((route) => route.access === 'member');
    expect(members.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, url } of members) {
      for (const authorization of [
        undefined,
        'Bearer not-a-session',
        revoked.headers.authorization,
      ]) {
        const response = await call(method, url, authorization);
        if (response.statusCode !== 403 || response.body !== JSON.stringify(SESSION_INVALID)) {
          wrong.push(
            `${method} ${url} (${authorization ? 'token' : 'none'}) → ${response.statusCode}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves public routes and optional-token routes to an anonymous caller', async () => {
    const open = routes.filter((route) => route.access !== 'member');
    expect(open.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['post /api/users/login', 'post /api/users/signup']),
    );
    const wrong: string[] = [];
    for (const { method, url } of open) {
      const response = await call(method, url);
      if (response.statusCode === 403 || response.statusCode >= 500) {
        wrong.push(`${method} ${url} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

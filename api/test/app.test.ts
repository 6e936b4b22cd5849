import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, DEMO, signIn, type TestApp } from './helpers/app.ts';

interface ErrorBody {
  valid: boolean;
  message: string;
  errorCode: string;
}

describe.each(BACKENDS)('app (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reports health at the root and under /api, naming the database', async () => {
    for (const url of ['/health', '/api/health?latitude=39.1&longitude=-94.5']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: true,
        message: 'ok',
        item: { status: 'ok', database: backend },
      });
    }
  });

  it('answers unknown routes with the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
  });

  describe('bad input is a 4xx envelope, never a 500', () => {
    const signup = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        headers: { 'content-type': contentType },
        payload,
      });

    it('rejects malformed JSON', async () => {
      const response = await signup('{"email": "a@b.co", ');
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({
        valid: false,
        errorCode: 'MALFORMED_JSON',
      });
    });

    it('names missing fields', async () => {
      const response = await signup('{}');
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body).toMatchObject({ valid: false, errorCode: 'VALIDATION_ERROR' });
      expect(body.message).toContain('body/email is required');
      expect(body.message).toContain('body/password is required');
    });

    it('treats an empty body as an empty object', async () => {
      const response = await signup('');
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().message).toContain('body/email is required');
    });

    it('names fields of the wrong type', async () => {
      const response = await signup(
        JSON.stringify({
          email: 'new@canopy.test',
          password: 12345678,
          firstName: 'A',
          lastName: 'B',
          ageConfirmed: true,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().message).toBe('body/password must be string');
    });

    it('rejects a body that is not an object', async () => {
      const response = await signup('[1, 2, 3]');
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({
        valid: false,
        errorCode: 'VALIDATION_ERROR',
      });
    });

    it('rejects a 2 MB body with 413', async () => {
      const huge = JSON.stringify({ email: 'x@y.co', password: 'p'.repeat(2 * 1024 * 1024) });
      const response = await signup(huge);
      expect(response.statusCode).toBe(413);
      expect(response.json<ErrorBody>()).toMatchObject({
        valid: false,
        errorCode: 'PAYLOAD_TOO_LARGE',
      });
    });

    it('rejects other content types with 415', async () => {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
      ]) {
        const response = await signup('email=a@b.co', contentType);
        expect(response.statusCode).toBe(415);
        expect(response.json<ErrorBody>()).toMatchObject({
          valid: false,
          errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
    });

    it('rejects non-numeric query numbers and path ids', async () => {
      const { headers } = await signIn(t.app, DEMO);
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/albums/search?start=abc',
        headers,
      });
      expect(search.statusCode).toBe(400);
      expect(search.json<ErrorBody>().message).toBe('querystring/start must be integer');
      const album = await t.app.inject({ method: 'GET', url: '/api/albums/not-a-number', headers });
      expect(album.statusCode).toBe(400);
      expect(album.json<ErrorBody>().message).toContain('params/id');
    });
  });

  it('allows cross-origin calls with the client headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/login',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,application-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['content-type', 'authorization', 'application-key']) {
      expect(allowed).toContain(header);
    }
  });

  it('lets other origins embed media and sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/logo.svg' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document with every product route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/users/signup',
      '/api/users/login',
      '/api/users/logout',
      '/api/users/me',
      '/api/users/{id}',
      '/api/users/myprofile',
      '/api/sirqul/appconfig',
      '/api/sirqul/switchconfig',
      '/api/albums/search',
      '/api/albums/{id}',
      '/api/retailers/location/distancesearch',
      '/api/games/pack/search',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('serves real HTTP: login then an authenticated call', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO, latitude: 38.97, longitude: -95.24 }),
    });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { item: { session: { token: string } } };
    const me = await fetch(`${address}/api/users/me?latitude=38.97&longitude=-95.24`, {
      headers: { Authorization: `Bearer ${body.item.session.token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { item: { email: string } }).item.email).toBe(DEMO.email);
  });
});

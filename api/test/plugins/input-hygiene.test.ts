import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  inputProblem,
  jsonDepth,
  MAX_JSON_DEPTH,
} from '../../src/plugins/external/input-hygiene.ts';
import { BACKENDS, buildTestApp, signIn, type TestApp } from '../helpers/app.ts';

const ENVELOPE = { valid: false, message: expect.any(String), errorCode: expect.any(String) };

describe('inputProblem', () => {
  it('names the field that holds a NUL, a lone surrogate, an unsafe integer or deep JSON', () => {
    expect(inputProblem({ title: 'a\u0000b' }, 'body')).toBe(
      'body/title contains a character that cannot be stored (a NUL byte or an unpaired surrogate)',
    );
    expect(inputProblem({ list: ['ok', '\ud800'] }, 'body')).toMatch(/^body\/list\/1 contains/);
    expect(inputProblem({ start: 1e21 }, 'querystring')).toBe('querystring/start is out of range');
    expect(inputProblem({ offerId: 3_000_000_000 }, 'body')).toBe('body/offerId is out of range');
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(inputProblem({ metaData: deep }, 'body')).toBe(
      `body/metaData is nested more than ${MAX_JSON_DEPTH} levels deep`,
    );
  });

  it('lets ordinary text through: emoji (paired surrogates), brackets in prose, big counts', () => {
    expect(inputProblem({ text: 'Nice 🌿 [really] {ok}', startDate: Date.now() }, 'body')).toBe(
      undefined,
    );
    expect(jsonDepth('{"a":"[[[[[[[["}')).toBe(1);
    expect(jsonDepth('[[1],[2,[3]]]')).toBe(3);
  });
});

describe.each(BACKENDS)('input the database cannot take (%s)', (backend) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await buildTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('is answered 400 in the envelope, never 500, anonymous or signed in', async () => {
    const anonymous = [
      { method: 'POST', url: '/api/users/login', payload: { email: 'a\u0000@b.c', password: 'x' } },
      {
        method: 'POST',
        url: '/api/users/signup',
        payload: {
          email: 'new@canopy.test',
          password: 'long-enough-1',
          firstName: '\ud800',
          lastName: 'L',
          ageConfirmed: true,
        },
      },
    ] as const;
    for (const request of anonymous) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toEqual({ ...ENVELOPE, errorCode: 'VALIDATION_ERROR' });
    }

    const { headers } = await signIn(t.app);
    for (const url of ['/api/albums/search?keyword=%00', '/api/albums/search?start=1e21']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ ...ENVELOPE, errorCode: 'VALIDATION_ERROR' });
    }
    // Sent as text: 10 000 levels are too deep for JSON.stringify in the test itself.
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/albums',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"title":"Deep","albumType":"post","metaData":{"list":${deep}}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(ENVELOPE);
  });

  it('answers a malformed URL and an over-long path parameter in the envelope', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/albums/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ ...ENVELOPE, errorCode: 'BAD_URL' });

    const longParam = await t.app.inject({ method: 'GET', url: `/api/albums/${'9'.repeat(200)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ ...ENVELOPE, errorCode: 'URI_TOO_LONG' });
  });

  it('answers headers over the size limit in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: `/api/albums/search?q=${'x'.repeat(20_000)}` },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ ...ENVELOPE, errorCode: 'HEADERS_TOO_LARGE' });
  });
});

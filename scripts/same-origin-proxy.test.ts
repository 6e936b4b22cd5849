// The host's server forwards /api/ to the API: the member's request arrives as sent,
// the answer (a live event stream too) comes back as it is made, and a stopped API
// is an answer in the API's own error shape, not a hung page.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { serveStatic, type StaticServer } from './serve-static.ts';

const PORT = 39_000 + (process.pid % 1000);
let root: string;
let api: http.Server;
let apiOrigin: string;
let page: StaticServer;
let seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

before(async () => {
  api = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      if (request.url === '/api/live/stream') {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('data: first\n\n'); // the rest never comes: a stream stays open
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-From': 'api' });
      response.end(JSON.stringify({ valid: true }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  root = mkdtempSync(path.join(os.tmpdir(), 'same-origin-proxy-'));
  page = await serveStatic({
    root,
    port: PORT,
    proxies: [
      { prefix: '/api/', target: apiOrigin },
      { prefix: '/media/', target: apiOrigin, secret: 'the-secret-of-this-start' },
      { prefix: '/gone/', target: 'http://127.0.0.1:1' },
    ],
  });
});

after(async () => {
  await page.close();
  api.closeAllConnections();
  api.close();
  rmSync(root, { recursive: true, force: true });
});

test('passes the method, path, query, headers and body on, and the answer back', async () => {
  const response = await fetch(`${page.url}/api/albums?limit=2`, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer t1',
      'Content-Type': 'application/json',
      'X-Forwarded-For': '203.0.113.9',
      'X-Proxy-Secret': 'a-guess',
    },
    body: '{"title":"Hi"}',
  });
  assert.equal(response.status, 201);
  assert.equal(response.headers.get('x-from'), 'api');
  assert.deepEqual(await response.json(), { valid: true });
  assert.equal(seen.method, 'POST');
  assert.equal(seen.url, '/api/albums?limit=2');
  assert.equal(seen.headers.authorization, 'Bearer t1');
  assert.equal(seen.body, '{"title":"Hi"}');
  // The API learns who asked (its per-address limits; a claimed address is dropped) and
  // which host the page was on.
  assert.match(String(seen.headers['x-forwarded-for']), /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  assert.equal(seen.headers['x-forwarded-host'], new URL(page.url).host);
  assert.equal(seen.headers.host, new URL(apiOrigin).host);
  // A secret the client sent is never passed on.
  assert.equal(seen.headers['x-proxy-secret'], undefined);
});

test('proves itself to the API with the secret it was given, whatever the client sent', async () => {
  const response = await fetch(`${page.url}/media/logo.svg`, {
    headers: { 'X-Proxy-Secret': 'a-guess', 'X-Forwarded-For': '203.0.113.9' },
  });
  assert.equal(response.status, 201);
  assert.equal(seen.url, '/media/logo.svg');
  assert.equal(seen.headers['x-proxy-secret'], 'the-secret-of-this-start');
  assert.match(String(seen.headers['x-forwarded-for']), /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
});

test('streams an answer as it comes, without waiting for its end', async () => {
  const controller = new AbortController();
  const response = await fetch(`${page.url}/api/live/stream`, { signal: controller.signal });
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  assert.equal(new TextDecoder().decode(value), 'data: first\n\n');
  controller.abort();
});

test('an API that cannot be reached is a 502 in the API error shape', async () => {
  const response = await fetch(`${page.url}/gone/anything`);
  assert.equal(response.status, 502);
  const body = (await response.json()) as { valid: boolean; message: string; errorCode: string };
  assert.equal(body.valid, false);
  assert.equal(body.errorCode, 'SERVICE_UNAVAILABLE');
  assert.ok(body.message.length > 0);
});

test('other paths are still files', async () => {
  const response = await fetch(`${page.url}/apix`);
  assert.equal(response.status, 404);
});

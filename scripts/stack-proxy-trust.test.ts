// pnpm start's API and host server as start-stack.ts sets them up (stack-config.ts): the
// real API process behind the host's static server. A program on this machine that calls
// the API's port directly is counted as the address it came from, whatever it claims in
// X-Forwarded-For; the host's server names the member's address; media loads through the
// host's origin, so the browser needs the API's port for nothing.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { serveStatic, type StaticServer } from './serve-static.ts';
import { apiEnvironment, hostProxies, stackConfig, type StackConfig } from './stack-config.ts';

const repo = path.resolve(import.meta.dirname, '..');
const secret = randomBytes(32).toString('base64url');
let folder: string;
let config: StackConfig;
let api: ChildProcess;
let host: StaticServer;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A request from the local address `from` (the machine has all of 127.0.0.0/8). */
function request(
  url: string,
  options: { from: string; method?: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

let signups = 0;
/** A sign-up (2 a minute per address here), sent to `base` from `from`. */
async function signUp(base: string, from: string, claimed?: string): Promise<number> {
  signups += 1;
  const response = await request(`${base}/api/users/signup`, {
    from,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(claimed ? { 'X-Forwarded-For': claimed } : {}),
    },
    body: JSON.stringify({
      email: `walker${signups}@canopy.test`,
      password: 'maple syrup lanterns',
      firstName: 'Walker',
      lastName: 'Round',
      ageConfirmed: true,
    }),
  });
  return response.status;
}

before(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'stack-proxy-trust-'));
  process.env.API_PORT = String(await freePort());
  process.env.HOST_PORT = String(await freePort());
  delete process.env.PUBLIC_API_URL;
  delete process.env.API_BASE;
  config = stackConfig();
  const env = apiEnvironment(config, secret, {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    PGLITE_DATA_DIR: path.join(folder, 'pglite'),
    MEDIA_STORE_DIR: path.join(folder, 'media'),
    SIGNUP_RATE_LIMIT_MAX: '2',
    // No members are needed here, and seeding would only slow the start.
    SEED: '0',
    LOG_LEVEL: 'warn',
  });
  api = spawn(process.execPath, ['src/server.ts'], {
    cwd: path.join(repo, 'api'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  host = await serveStatic({
    root: folder,
    port: config.hostPort,
    proxies: hostProxies(config, secret),
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    assert.equal(api.exitCode, null, 'the API stopped');
    const up = await fetch(`http://127.0.0.1:${config.apiPort}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    assert.ok(Date.now() < deadline, 'the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

after(async () => {
  await host?.close();
  if (api && api.exitCode === null) {
    const stopped = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await stopped;
  }
  rmSync(folder, { recursive: true, force: true });
});

test('pnpm start gives the API the proxy secret and points media at the host', () => {
  const env = apiEnvironment(config, secret, {});
  assert.equal(env.TRUST_PROXY, '127.0.0.1,::1');
  assert.equal(env.TRUST_PROXY_SECRET, secret);
  assert.equal(env.PUBLIC_API_URL, `http://localhost:${config.hostPort}`);
  assert.equal(env.SEED, 'demo');
});

test('a direct call to the API port is counted as its own address, and the host names each member', async () => {
  const apiBase = `http://127.0.0.1:${config.apiPort}`;
  const statuses = [];
  for (const claimed of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
    statuses.push(await signUp(apiBase, '127.0.0.1', claimed));
  }
  assert.deepEqual(statuses, [200, 200, 429, 429]);

  // Through the host's server (itself on 127.0.0.1, whose count is spent): each member
  // counts as the address the host saw, not the one they claim.
  const hostBase = `http://127.0.0.1:${config.hostPort}`;
  assert.equal(await signUp(hostBase, '127.0.0.2', '203.0.113.9'), 200);
  assert.equal(await signUp(hostBase, '127.0.0.2', '203.0.113.10'), 200);
  assert.equal(await signUp(hostBase, '127.0.0.2', '203.0.113.11'), 429);
  assert.equal(await signUp(hostBase, '127.0.0.3'), 200);
});

test('media loads through the host, where the app configuration points', async () => {
  const hostBase = `http://127.0.0.1:${config.hostPort}`;
  const appConfig = await request(`${hostBase}/api/sirqul/appconfig`, { from: '127.0.0.4' });
  assert.equal(appConfig.status, 200);
  const logo = (
    JSON.parse(appConfig.body.toString()) as {
      item: { onboardingSettings: { desktopNavLogoUrl: string } };
    }
  ).item.onboardingSettings.desktopNavLogoUrl;
  assert.equal(logo, `http://localhost:${config.hostPort}/media/logo.svg`);
  const image = await request(`${hostBase}/media/logo.svg`, { from: '127.0.0.4' });
  assert.equal(image.status, 200);
  assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
  assert.match(image.body.toString(), /<svg/);
});

// The console's Releases page (issue 38): each remote's live version with who released it
// and when, the versions before, a rollback through the release module (the same as
// `pnpm rollback:remote`) logged in the audit log, and remotes whose manifest does not
// answer marked. Releases live in a temporary folder; the remotes' servers are one local
// server answering per path.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseRemote, type ReleaseStore } from '../../src/lib/remote-releases.ts';
import {
  BACKENDS,
  buildTestApp,
  MODERATOR,
  OPERATOR,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Release {
  remote: string;
  manifestUrl: string;
  live: { version: string; by: string | null; at: string | null; how: string } | null;
  previous: { version: string; by: string | null }[];
  health: { healthy: boolean; problem: string };
}

describe.each(BACKENDS)('remote releases in the console (%s)', (backend) => {
  let t: TestApp;
  let operator: SignedInMember;
  let server: Server;
  let dir: string;
  let store: ReleaseStore;

  beforeAll(async () => {
    // Healthy remotes answer their manifest; /broken answers 404 and /slow never answers.
    server = createServer((request, response) => {
      if (request.url?.startsWith('/slow/')) return;
      if (request.url?.startsWith('/broken/')) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"remote"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(path.join(os.tmpdir(), 'console-releases-'));
    store = {
      releasesDir: path.join(dir, 'releases'),
      remotesFile: path.join(dir, 'remotes.json'),
    };
    writeFileSync(
      store.remotesFile,
      JSON.stringify({
        social: `${origin}/social/mf-manifest.json`,
        marketplace: `${origin}/slow/mf-manifest.json`,
        games: `${origin}/games/mf-manifest.json`,
        ai: `${origin}/broken/mf-manifest.json`,
        console: `${origin}/console/mf-manifest.json`,
      }),
    );
    const build = path.join(dir, 'build');
    mkdirSync(build);
    writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
    releaseRemote(store, 'games', '1.0', build, 'Robin Release');
    releaseRemote(store, 'games', '1.1', build, 'Sam Ship');

    t = await buildTestApp(backend, {
      rateLimitMax: 0,
      releases: store,
      releaseHealthTimeoutMs: 300,
    });
    operator = await signIn(t.app, OPERATOR);
  });
  afterAll(async () => {
    await t.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const list = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/releases',
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Release[] }>().items;
  };
  const rollback = (remote: string, reason = 'The new quiz page breaks on small phones') =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/releases/${remote}/rollback`,
      headers: operator.headers,
      payload: { reason },
    });

  it('lists every remote with its live version, who released it and the versions before', async () => {
    const items = await list();
    expect(items.map((item) => item.remote)).toEqual([
      'social',
      'marketplace',
      'games',
      'ai',
      'console',
    ]);
    const games = items.find((item) => item.remote === 'games');
    expect(games).toMatchObject({
      live: { version: '1.1', by: 'Sam Ship', how: 'release' },
      previous: [{ version: '1.0', by: 'Robin Release' }],
      health: { healthy: true, problem: '' },
    });
    expect(games?.manifestUrl).toMatch(/\/releases\/1\.1\/mf-manifest\.json$/);
    expect(items.find((item) => item.remote === 'social')).toMatchObject({
      live: null,
      previous: [],
    });
  });

  it('marks a remote whose manifest fails or does not answer in time', async () => {
    const items = await list();
    expect(items.find((item) => item.remote === 'ai')?.health).toEqual({
      healthy: false,
      problem: 'Its manifest answered HTTP 404.',
    });
    expect(items.find((item) => item.remote === 'marketplace')?.health).toEqual({
      healthy: false,
      problem: 'Its manifest did not answer within 0.3 s.',
    });
    expect(items.find((item) => item.remote === 'social')?.health.healthy).toBe(true);
  });

  it('rolls back through the release module and logs it with the reason', async () => {
    const response = await rollback('games');
    expect(response.json()).toMatchObject({
      valid: true,
      item: { remote: 'games', live: { version: '1.0', how: 'rollback' }, previous: [] },
    });
    // The same manifest and log `pnpm release:remote` writes.
    const manifest = JSON.parse(readFileSync(store.remotesFile, 'utf8')) as Record<string, string>;
    expect(manifest.games).toMatch(/\/releases\/1\.0\/mf-manifest\.json$/);
    const games = (await list()).find((item) => item.remote === 'games');
    const [me] = await t.db.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM accounts WHERE id = $1`,
      [operator.userId],
    );
    expect(games?.live?.by).toBe(me?.name);
    expect(games?.live?.at).toBeTruthy();

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?action=release.rollback',
      headers: operator.headers,
    });
    expect(audit.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({
        actorId: operator.userId,
        action: 'release.rollback',
        targetType: 'remote',
        targetId: 'games',
        reason: 'The new quiz page breaks on small phones',
        before: expect.objectContaining({ version: '1.1' }),
        after: expect.objectContaining({ version: '1.0' }),
      }),
    ]);
  });

  it('refuses a rollback with nothing before it, or without a reason, and logs nothing', async () => {
    expect((await rollback('games')).json()).toMatchObject({
      valid: false,
      errorCode: 'NOTHING_TO_ROLL_BACK',
    });
    expect((await rollback('social')).json()).toMatchObject({
      valid: false,
      errorCode: 'NOTHING_TO_ROLL_BACK',
    });
    expect((await rollback('games', '   ')).json()).toMatchObject({
      valid: false,
      errorCode: 'REASON_REQUIRED',
    });
    expect((await rollback('shop')).statusCode).toBe(400);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?action=release.rollback',
      headers: operator.headers,
    });
    expect(audit.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('is for operators: a moderator is refused', async () => {
    const moderator = await signIn(t.app, MODERATOR);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/releases',
      headers: moderator.headers,
    });
    expect(response.json()).toMatchObject({ errorCode: 'ROLE_REQUIRED' });
  });
});

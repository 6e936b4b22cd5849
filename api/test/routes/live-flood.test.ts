// One member opening thousands of live streams (issue 32: 19 823 in 33 s ran the API out of
// file descriptors and memory, and /health stopped answering). The API runs as a process of
// its own, so its memory is its own, and the streams are real HTTP connections.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_LIMITS } from '../../src/plugins/app/live/live-limits.ts';
import { BACKENDS } from '../helpers/app.ts';
import {
  freePort,
  healthy,
  ownDatabase,
  residentBytes,
  startApi,
  stopApi,
} from '../helpers/api-process.ts';

const STREAMS = 5_000;
const BATCH = 100;
const MB = 1024 * 1024;

interface OpenedStream {
  status: number;
  /** Settles when the response ends or its socket closes. */
  ended: Promise<void>;
  isOpen: () => boolean;
}

/** Opens one stream and waits for its first bytes (or its whole answer, when refused). */
function openStream(agent: http.Agent, base: URL, token: string): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: '/api/live/stream',
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        let open = true;
        const ended = new Promise<void>((done) => {
          const finish = () => {
            open = false;
            done();
          };
          response.once('end', finish);
          response.once('close', finish);
        });
        response.once('data', () =>
          resolve({ status: response.statusCode ?? 0, ended, isOpen: () => open }),
        );
        response.resume();
        // A refusal has a body too, and then ends.
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, ended, isOpen: () => false }),
        );
      },
    );
    request.once('error', reject);
  });
}

async function healthMs(base: URL): Promise<number> {
  const started = performance.now();
  const response = await fetch(new URL('/health', base));
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe.each(BACKENDS)(
  'live streams flood from one member (%s)',
  { timeout: 180_000 },
  (backend) => {
    let api: ChildProcess | undefined;
    let folder: string | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    let agent: http.Agent | undefined;

    afterEach(async () => {
      agent?.destroy();
      if (api) await stopApi(api);
      await dropDatabase?.();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it(`keeps /health fast, memory flat and at most 10 streams open after ${STREAMS} opens`, async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'canopy-live-flood-'));
      let databaseUrl = '';
      if (backend === 'postgres') {
        const database = await ownDatabase('live_flood');
        databaseUrl = database.url;
        dropDatabase = database.drop;
      }
      const port = await freePort();
      api = startApi(folder, port, databaseUrl);
      const base = new URL(`http://127.0.0.1:${port}`);
      expect(await healthy(api, base.origin, 120_000)).toBe(true);
      const pid = api.pid ?? 0;

      const signup = await fetch(new URL('/api/users/signup', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'flood@example.test',
          password: 'Quartz-lantern-meadow-71',
          firstName: 'Flo',
          lastName: 'Od',
          ageConfirmed: true,
        }),
      });
      const token = ((await signup.json()) as { item: { session: { token: string } } }).item.session
        .token;

      agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
      const streams: OpenedStream[] = [];
      const openBatch = async () => {
        const batch = await Promise.all(
          Array.from({ length: BATCH }, () => openStream(agent!, base, token)),
        );
        streams.push(...batch);
      };
      // Warm: the code paths of an open and a refusal have run, so idle memory is a fair
      // baseline.
      await openBatch();
      await expect
        .poll(() => streams.filter((stream) => stream.isOpen()).length)
        .toBe(LIVE_LIMITS.streamsPerMember);
      const idle = residentBytes(pid);

      while (streams.length < STREAMS) await openBatch();

      // The member's first opens of the minute get streams, the rest are turned away at once
      // (429), and of those it got, the server keeps the ten newest open.
      const statuses = streams.map((stream) => stream.status);
      const { opensPerMinute, streamsPerMember } = LIVE_LIMITS;
      expect(statuses.filter((status) => status === 200)).toHaveLength(opensPerMinute);
      expect(statuses.filter((status) => status === 429)).toHaveLength(STREAMS - opensPerMinute);
      await expect
        .poll(() => streams.filter((stream) => stream.isOpen()).length, { timeout: 30_000 })
        .toBe(streamsPerMember);

      const timings = [];
      for (let i = 0; i < 5; i += 1) timings.push(await healthMs(base));
      timings.sort((a, b) => a - b);
      expect(timings[2]).toBeLessThan(100);
      // The flood's garbage is collected once the API is quiet (V8 collects its old space
      // lazily, within seconds); what stays open must not hold on to memory.
      await expect
        .poll(() => (residentBytes(pid) - idle) / MB, { timeout: 30_000, interval: 500 })
        .toBeLessThan(100);
    });
  },
);

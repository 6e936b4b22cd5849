// PostgreSQL going away under load: while writers post to the wall, every connection the API
// holds to its database is terminated, several times. We cannot restart the shared PostgreSQL
// server from a test, so pg_terminate_backend on the API's connections (the database is the
// test's own, so they are all the API's) stands in for it: to the API it looks the same as a
// restart, every connection dropped at once. Runs on the PostgreSQL path only (vitest.config).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, healthy, ownDatabase, startApi } from '../helpers/api-process.ts';
import { DATABASE_URL } from '../helpers/app.ts';

const WRITERS = 8;
const OUTAGES = 5;

interface Answer {
  status: number;
  body: { valid?: boolean; message?: unknown; errorCode?: unknown; item?: { albumId?: number } };
}

describe('the API when PostgreSQL drops its connections under load', { timeout: 300_000 }, () => {
  let folder: string | undefined;
  let api: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api?.once('exit', resolve));
      api.kill('SIGKILL');
      await exited;
    }
    if (folder) await rm(folder, { recursive: true, force: true });
    await drop?.();
  });

  it('reconnects: no crash, 5xx only as the envelope, later requests succeed, no write lost', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'canopy-pg-restart-'));
    const database = await ownDatabase('pg_restart');
    drop = database.drop;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    api = startApi(folder, port, database.url);
    let crashed = false;
    api.once('exit', () => (crashed = true));
    expect(await healthy(api, base, 120_000)).toBe(true);

    /** A POST and its answer; status 0 when no answer came (the API is gone). */
    const call = async (url: string, body: unknown, token?: string): Promise<Answer> => {
      try {
        const response = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Answer['body'] };
      } catch {
        return { status: 0, body: {} };
      }
    };
    const tokens: string[] = [];
    for (let n = 0; n < WRITERS; n += 1) {
      const signup = await call('/users/signup', {
        email: `restart-writer-${n}@canopy.test`,
        password: 'maple syrup lanterns',
        firstName: 'Writer',
        lastName: String(n),
        ageConfirmed: true,
      });
      expect(signup.status).toBe(200);
      tokens.push((signup.body.item as unknown as { session: { token: string } }).session.token);
    }

    // Writers post until told to stop; every answer is kept.
    const acknowledged: { albumId: number; text: string }[] = [];
    const failures: Answer[] = [];
    let stop = false;
    const writer = async (token: string, id: number) => {
      for (let n = 0; !stop && !crashed; n += 1) {
        const text = `restart writer ${id} post ${n}`;
        const answer = await call('/albums/posts', { description: text }, token);
        const albumId = answer.body.item?.albumId;
        if (answer.status === 200 && albumId !== undefined) acknowledged.push({ albumId, text });
        else failures.push(answer);
      }
    };
    const writing = tokens.map(writer);

    // The outages: every backend of the API's database terminated, a few times over.
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    let terminated = 0;
    try {
      for (let outage = 0; outage < OUTAGES; outage += 1) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const rows = await admin.query<{ gone: boolean }>(
          `SELECT pg_terminate_backend(pid) AS gone FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [database.name],
        );
        terminated += rows.rows.filter((row) => row.gone).length;
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      stop = true;
      await Promise.all(writing);
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    expect(crashed).toBe(false);

    // What failed during the outages failed as the envelope, and only as a 5xx.
    for (const failure of failures) {
      expect(failure.status).toBeGreaterThanOrEqual(500);
      expect(failure.body).toMatchObject({
        valid: false,
        message: expect.any(String),
        errorCode: expect.any(String),
      });
    }

    // Afterwards every request succeeds again.
    for (const [id, token] of tokens.entries()) {
      const answer = await call('/albums/posts', { description: `after writer ${id}` }, token);
      expect(answer.status).toBe(200);
    }

    // And every post the API acknowledged is there.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const rows = await check.query<{ id: number }>('SELECT id FROM albums WHERE id = ANY($1)', [
        acknowledged.map((post) => post.albumId),
      ]);
      expect(rows.rows).toHaveLength(acknowledged.length);
    } finally {
      await check.end();
    }
    expect(crashed).toBe(false);
    console.log(
      `postgres restart: ${terminated} connections terminated in ${OUTAGES} outages; ` +
        `${acknowledged.length} posts acknowledged, all kept; ${failures.length} answered 5xx`,
    );
  });
});

// The database survives the API being killed (kill -9) in the middle of writes: every
// sign-up the API acknowledged is there after a restart, and the database opens. On the
// embedded database and, with DATABASE_URL, on a PostgreSQL database of the test's own.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, healthy, ownDatabase, startApi } from '../helpers/api-process.ts';
import { BACKENDS } from '../helpers/app.ts';

describe.each(BACKENDS)('the database under kill -9 (%s)', { timeout: 300_000 }, (backend) => {
  let folder: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  const running: ChildProcess[] = [];
  afterEach(async () => {
    const alive = running.filter((api) => api.exitCode === null && api.signalCode === null);
    const exited = alive.map((api) => new Promise((resolve) => api.once('exit', resolve)));
    for (const api of alive) api.kill('SIGKILL');
    await Promise.all(exited);
    if (folder) await rm(folder, { recursive: true, force: true });
    await drop?.();
  });

  it('keeps every acknowledged write and opens again', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'canopy-durability-'));
    let databaseUrl = '';
    if (backend === 'postgres') ({ url: databaseUrl, drop } = await ownDatabase('durability'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const first = startApi(folder, port, databaseUrl);
    running.push(first);
    expect(await healthy(first, base, 120_000)).toBe(true);

    // Four writers sign members up until the API is killed under them.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n += 1) {
        const email = `writer${id}-${n}@canopy.test`;
        const response = await fetch(`${base}/users/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password: 'maple syrup lanterns',
            firstName: 'Writer',
            lastName: String(id),
            ageConfirmed: true,
          }),
        }).catch(() => undefined);
        if (response?.ok) acknowledged.push(email);
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    const writing = Date.now() + 60_000;
    while (acknowledged.length < 20 && Date.now() < writing) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    const killed = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    stop = true;
    await Promise.all([killed, ...writers]);

    // The dead process's lock on the embedded database expires after LOCK_STALE_MS; until
    // then a start is refused.
    let second: ChildProcess | undefined;
    for (let tries = 0; tries < 10 && !second; tries += 1) {
      const api = startApi(folder, port, databaseUrl);
      running.push(api);
      if (await healthy(api, base, 60_000)) second = api;
      else await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    if (!second) throw new Error('the API did not start again on the killed database');

    for (const email of acknowledged) {
      const response = await fetch(`${base}/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'maple syrup lanterns' }),
      });
      expect(await response.json(), email).toMatchObject({ valid: true });
    }
    console.log(`durability (${backend}): ${acknowledged.length} acknowledged sign-ups, all kept`);
  });
});

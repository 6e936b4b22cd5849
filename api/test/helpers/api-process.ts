// The API as a process of its own (src/server.ts), for tests that kill it or its database
// connections: a free port, the start, the wait until it answers, a PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DATABASE_URL } from './app.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the API on `port`: on PostgreSQL with `databaseUrl`, else on PGlite in `folder`;
 * `env` adds to (or overrides) its environment.
 */
export function startApi(
  folder: string,
  port: number,
  databaseUrl = '',
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      PGLITE_DATA_DIR: path.join(folder, 'pglite'),
      MEDIA_STORE_DIR: path.join(folder, 'media'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      RATE_LIMIT_MAX: '0',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      MEMBER_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the API answers, or the process ends (a refused start). */
export async function healthy(
  api: ChildProcess,
  base: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && api.exitCode === null) {
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * The resident memory of a process in bytes: what its own process.memoryUsage().rss says,
 * read from outside (Linux /proc).
 */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Stops the API and waits for its process to end. */
export async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

/** A PostgreSQL database of the test's own (named after `purpose`), dropped afterwards. */
export async function ownDatabase(
  purpose: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `canopy_${purpose}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
    },
  };
}

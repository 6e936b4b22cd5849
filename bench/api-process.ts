// The API started alone for a stackless part: on PostgreSQL when BENCH_DATABASE_URL is set
// (a database of its own: the API seeds the demo data), else on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPortFree } from '../api/src/lib/port-free.ts';
import { REPO } from './stack.ts';

export interface ApiProcess {
  /** The API's base, e.g. http://127.0.0.1:4300/api. */
  api: string;
  stop: () => void;
}

/** Starts the API on `port` with `env` added, and waits until it answers /health. */
export async function startApi(
  port: number,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  // Otherwise the health check below could be answered by an API left over from another run.
  await assertPortFree(port, '127.0.0.1');
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-api-'));
  const api = `http://127.0.0.1:${port}/api`;
  const child = spawn(process.execPath, [path.join(REPO, 'api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      PGLITE_DATA_DIR: path.join(runDir, 'pglite'),
      MEDIA_STORE_DIR: path.join(runDir, 'media'),
      LOG_LEVEL: 'warn',
      // The bench signs in as the demo members and buys from the demo shops.
      SEED: 'demo',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    if (
      await fetch(`${api}/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { api, stop: () => child.kill('SIGTERM') };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start');
}

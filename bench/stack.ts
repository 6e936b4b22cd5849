// Starts the production stack (scripts/start-stack.ts) on ports of its own with a
// fresh embedded database, for the parts that need it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..');
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);

/** Where one running stack answers. */
export interface StackUrls {
  host: string;
  api: string;
  /** The staff console's server (start-stack's default: the host's port + 5). */
  console: string;
}

function stackUrls(portBase: number): StackUrls {
  return {
    host: `http://localhost:${portBase}`,
    api: `http://localhost:${portBase + 1000}`,
    console: `http://localhost:${portBase + 5}`,
  };
}

export const STACK = stackUrls(BASE);
export const HOST_URL = STACK.host;
export const API_URL = STACK.api;
export const CONSOLE_ORIGIN = STACK.console;
/** A second stack serving another checkout's builds (`first-load --base`), beside the first. */
const BASE_STACK_PORT = BASE + 20;
export const BASE_STACK = stackUrls(BASE_STACK_PORT);
export const DEMO_MEMBER = { email: 'demo@canopy.test', password: 'canopy-demo' };

export interface RunningStack {
  stop(): void;
}

/**
 * BENCH_STACK_SCRIPT runs another start script against the same builds, to compare
 * serving setups side by side (e.g. an older checkout's scripts/start-stack.ts).
 * `checkout` starts another checkout's own stack and builds instead, on BASE_STACK's ports.
 */
export async function startStack(checkout?: string): Promise<RunningStack> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-'));
  const script = checkout
    ? path.join(checkout, 'scripts/start-stack.ts')
    : (process.env.BENCH_STACK_SCRIPT ?? path.join(REPO, 'scripts/start-stack.ts'));
  const portBase = checkout ? BASE_STACK_PORT : BASE;
  const stack = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      API_PORT: String(portBase + 1000),
      HOST_PORT: String(portBase),
      // PostgreSQL when BENCH_DATABASE_URL is set, else a fresh embedded database.
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      PGLITE_DATA_DIR: path.join(runDir, 'pglite'),
      REMOTES_FILE: path.join(runDir, 'remotes.json'),
      // Throughput runs send thousands of requests a second from one address, and the live
      // part signs up its members from it too.
      RATE_LIMIT_MAX: '0',
      SIGNUP_RATE_LIMIT_MAX: '100000',
      // Each live member sends about one chat message a second, at the per-member limit;
      // the per-member limits are the API tests' to prove, not the benchmarks'.
      MEMBER_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    stack.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Canopy is running')) resolve();
    });
    stack.on('exit', (code) => reject(new Error(`the stack exited with code ${code}`)));
  });
  return { stop: () => stack.kill('SIGTERM') };
}

/** Signs the demo member in through the API: the login response the host stores. */
export async function demoLogin(
  api = API_URL,
): Promise<{ user: unknown; session: { token: string } }> {
  const response = await fetch(`${api}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const body = (await response.json()) as {
    item: { user: unknown; session: { token: string } };
  };
  if (!response.ok) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.item;
}

// Where the e2e stack runs. Ports differ from `pnpm start`'s so a running dev stack
// does not get in the way.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One id per test run, shared with the workers through the environment.
process.env.CANOPY_E2E_RUN ??= `${Date.now()}-${process.pid}`;

export const RUN_DIR = path.join(os.tmpdir(), `canopy-e2e-${process.env.CANOPY_E2E_RUN}`);
export const REMOTES_FILE = path.join(RUN_DIR, 'remotes.json');
export const REPO = path.resolve(import.meta.dirname, '../..');

export const API_PORT = 4100;
export const HOST_PORT = 3100;
export const REMOTE_PORTS = { social: 3101, marketplace: 3102, games: 3103, ai: 3104 } as const;
/** A free port for a remote moved elsewhere by a test. */
export const SPARE_PORT = 3110;

export const HOST_URL = `http://localhost:${HOST_PORT}`;
export const API_URL = `http://localhost:${API_PORT}`;

export const DEMO_MEMBER = { email: 'demo@canopy.test', password: 'canopy-demo' };

export function defaultRemotesManifest(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [
      name,
      `http://localhost:${port}/mf-manifest.json`,
    ]),
  );
}

/** Debian's Chromium when installed (browser downloads are not possible everywhere). */
export const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

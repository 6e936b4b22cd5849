// Where the e2e stack runs. Ports differ from `pnpm start`'s so a running dev stack
// does not get in the way.
import os from 'node:os';
import path from 'node:path';

// One id per test run, shared with the workers through the environment.
process.env.CANOPY_E2E_RUN ??= `${Date.now()}-${process.pid}`;

export const RUN_DIR = path.join(os.tmpdir(), `canopy-e2e-${process.env.CANOPY_E2E_RUN}`);
export const REMOTES_FILE = path.join(RUN_DIR, 'remotes.json');
export const REPO = path.resolve(import.meta.dirname, '../..');

// E2E_PORT_BASE moves the whole stack, so two checkouts can run their suites side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
if (!Number.isInteger(BASE) || BASE < 1024 || BASE > 60_000) {
  throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 60000, not ${BASE}`);
}

export const API_PORT = BASE + 1000;
export const HOST_PORT = BASE;
export const REMOTE_PORTS = {
  social: BASE + 1,
  marketplace: BASE + 2,
  games: BASE + 3,
  ai: BASE + 4,
  console: BASE + 5,
} as const;
/** A free port for a remote moved elsewhere by a test. */
export const SPARE_PORT = BASE + 10;

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

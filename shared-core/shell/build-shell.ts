// Builds the shell fixture (shared-core/shell) once for all the remotes' shell checks:
// again only when shared-core, the fixture or the installed dependencies changed. The
// build is a production build with the same factory as the host, so it takes a while on a
// busy machine; a stamp of its sources beside it lets the next remote's check reuse it.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FullConfig } from '@playwright/test';
import webpack, { type Configuration } from 'webpack';

const SHELL_DIR = import.meta.dirname;
const SHARED_CORE_DIR = path.resolve(SHELL_DIR, '..');
const SHELL_DIST = path.join(SHELL_DIR, 'dist');
const STAMP = path.join(SHELL_DIST, '.sources');
const LOCK = path.join(SHELL_DIR, '.build-lock');
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 15 * 60_000;

/** Everything the fixture's bundle is made of, as one hash. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    hash.update(path.relative(SHARED_CORE_DIR, file));
    hash.update(readFileSync(file));
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) add(file);
    }
  };
  walk(path.join(SHARED_CORE_DIR, 'src'));
  walk(path.join(SHARED_CORE_DIR, 'build'));
  walk(path.join(SHELL_DIR, 'src'));
  add(path.join(SHELL_DIR, 'webpack.config.mjs'));
  add(path.join(SHARED_CORE_DIR, 'package.json'));
  // The versions of React, the router and the rest that the bundle ships.
  const lockfile = path.resolve(SHARED_CORE_DIR, '../pnpm-lock.yaml');
  if (existsSync(lockfile)) add(lockfile);
  return hash.digest('hex');
}

async function compile(): Promise<void> {
  const configFile = path.join(SHELL_DIR, 'webpack.config.mjs');
  const { default: factory } = (await import(configFile)) as {
    default: (env: unknown, argv: { mode: string }) => Configuration;
  };
  const compiler = webpack(factory({}, { mode: 'production' }));
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/** Waits for another process building the fixture, then takes the lock. */
async function acquireLock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true });
      else await sleep(1000);
    }
  }
}

/** Builds the shell fixture unless the build beside it was made from the same sources. */
async function ensureShellBuilt(): Promise<void> {
  await acquireLock();
  try {
    const hash = sourcesHash();
    if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return;
    console.log('Building the shell fixture (shared-core/shell)…');
    await compile();
    writeFileSync(STAMP, hash);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * The shell checks' global set-up: the remote must have been built (its `test` script
 * builds it; the repository's `test` builds every app once), and the fixture is built
 * when it is missing or stale.
 *
 * @public Playwright loads it by path (`globalSetup` in shell-check.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const remoteDir = (config.projects[0]?.use as { remoteDir?: string } | undefined)?.remoteDir;
  if (remoteDir && !existsSync(path.join(remoteDir, 'dist', 'mf-manifest.json'))) {
    throw new Error(
      `${path.basename(remoteDir)} has no production build to check: run its build script first.`,
    );
  }
  await ensureShellBuilt();
}

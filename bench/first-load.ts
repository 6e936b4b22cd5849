// First-load budget: the JavaScript a member downloads to see the activity wall after
// signing in (host + shared modules + the social remote), measured gzip-compressed in a
// real browser against the production builds. Run: pnpm --filter @canopy/bench first-load
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 250;
const repo = path.resolve(import.meta.dirname, '..');
const ports = { API_PORT: '4200', HOST_PORT: '3200' };
const runDir = mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-'));

const stack = spawn(process.execPath, [path.join(repo, 'scripts/start-stack.ts')], {
  env: {
    ...process.env,
    ...ports,
    DATABASE_URL: '',
    PGLITE_DATA_DIR: path.join(runDir, 'pglite'),
    REMOTES_FILE: path.join(runDir, 'remotes.json'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  await new Promise<void>((resolve, reject) => {
    stack.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Canopy is running')) resolve();
    });
    stack.on('exit', (code) => reject(new Error(`the stack exited with code ${code}`)));
  });

  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const host = `http://localhost:${ports.HOST_PORT}`;
  await page.goto(`${host}/#/login`);
  await page.getByLabel('E-mail address').fill('demo@canopy.test');
  await page.getByLabel('Password').fill('canopy-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('list', { name: 'Posts' }).waitFor();

  // A fresh page load of the wall, signed in, with an empty cache: what a returning
  // member downloads.
  const sizes = new Map<string, number>();
  const fresh = await context.newPage();
  fresh.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes.set(response.url(), gzipSync(body).length);
  });
  await fresh.goto(`${host}/#/browse/activity-wall`);
  await fresh.getByRole('list', { name: 'Posts' }).waitFor();
  await fresh.waitForLoadState('networkidle');
  await browser.close();

  const totalKb = [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;
  for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    console.log(
      `${(size / 1024).toFixed(1).padStart(7)} kB  ${url.replace(/^http:\/\/localhost:/, ':')}`,
    );
  }
  const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `first load (activity wall, gzip JS): ${totalKb.toFixed(1)} kB — budget ${BUDGET_KB} kB: ${verdict}`,
  );
  process.exitCode = totalKb <= BUDGET_KB ? 0 : 1;
} finally {
  stack.kill('SIGTERM');
}

// Version skew between separately built apps: a games remote built against the previous
// minor of react-router (7.17 while the host ships 7.18), and one that declares it needs
// react-router 8. The federation config shares react-router as a singleton without
// strictVersion, so the host's copy serves both: the older minor satisfies ^7.17, and for
// the unmet major the runtime warns and still hands over the host's copy (one router
// context, so the remote's pages work). Asserted below.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { readFederationReport } from '@canopy/shared-core/federation-probe';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';
import {
  API_URL,
  REMOTES_FILE,
  REPO,
  SPARE_PORT,
  defaultRemotesManifest,
} from '../support/stack.ts';

const FIXTURE = path.join(REPO, 'e2e/fixtures/skewed-remote');
const BUILDS = { 'previous-minor': 'dist', 'next-major': 'dist-next-major' } as const;
type Skew = keyof typeof BUILDS;

function buildFixture(skew: Skew): void {
  const webpackCli = createRequire(path.join(FIXTURE, 'package.json')).resolve(
    'webpack-cli/bin/cli.js',
  );
  execFileSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: FIXTURE,
    env: { ...process.env, SKEW: skew },
    stdio: 'pipe',
  });
}

const servers: StaticServer[] = [];

async function serveAsGames(skew: Skew, port: number): Promise<void> {
  servers.push(
    await serveStatic({
      root: path.join(FIXTURE, BUILDS[skew]),
      port,
      runtimeFiles: { 'config.json': () => ({ apiBase: `${API_URL}/api` }) },
    }),
  );
  writeFileSync(
    REMOTES_FILE,
    JSON.stringify({
      ...defaultRemotesManifest(),
      games: `http://localhost:${port}/mf-manifest.json`,
    }),
  );
}

async function openGames(page: Page): Promise<void> {
  await openSignedIn(page, '/browse/quiz');
  const area = page.getByRole('region', { name: 'Games area' });
  await expect(area.getByRole('heading', { name: 'Games from an older build' })).toBeVisible();
  // useLocation() only works with the host's router context: one shared instance.
  await expect(area.getByTestId('skew-location')).toHaveText('/browse/quiz');
}

test.describe('version skew', () => {
  test.beforeAll(() => {
    // Two webpack builds of the fixture: minutes on a busy machine.
    test.setTimeout(15 * 60_000);
    buildFixture('previous-minor');
    buildFixture('next-major');
  });

  test.afterEach(async () => {
    writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  test('a remote built against the previous minor runs on the host’s single react-router', async ({
    page,
  }) => {
    await serveAsGames('previous-minor', SPARE_PORT);
    await openGames(page);
    const report = await readFederationReport(page, ['react-router', 'react', 'jotai']);
    expect(report.loadedCopies).toEqual({ 'react-router': 1, react: 1, jotai: 1 });
    // The rest of the shell still works beside it.
    await page.goto('/#/browse/marketplace');
    await expect(page.getByRole('list', { name: 'Dispensaries' })).toBeVisible();
  });

  test('a remote that needs a newer major gets the host’s copy with a warning, not a crash', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/react-router/.test(message.text()) && /\^8\.0\.0/.test(message.text())) {
        warnings.push(message.text());
      }
    });
    await serveAsGames('next-major', SPARE_PORT + 1);
    await openGames(page);
    expect(warnings.length, 'the runtime names the unmet requirement').toBeGreaterThan(0);
    const report = await readFederationReport(page, ['react-router']);
    expect(report.loadedCopies['react-router']).toBe(1);
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the installed app loads a skewed remote on the next load, and the old one after going back', async ({
      page,
    }) => {
      const entries: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/remoteEntry.js')) entries.push(url.host);
      });
      await openSignedIn(page, '/browse/quiz');
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
        .toBe(true);
      await expect(page.getByRole('list', { name: 'Quiz packs' })).toBeVisible();

      await serveAsGames('previous-minor', SPARE_PORT + 2);
      await page.reload();
      const area = page.getByRole('region', { name: 'Games area' });
      await expect(area.getByRole('heading', { name: 'Games from an older build' })).toBeVisible();
      await expect(area.getByTestId('skew-location')).toHaveText('/browse/quiz');
      expect(entries).toContain(`localhost:${SPARE_PORT + 2}`);
      const report = await readFederationReport(page, ['react-router', 'react']);
      expect(report.loadedCopies).toEqual({ 'react-router': 1, react: 1 });

      // Back to the stack's own games remote: seen on the next load, as without the worker.
      writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
      await page.reload();
      await expect(page.getByRole('list', { name: 'Quiz packs' })).toBeVisible();
      await expect(area.getByRole('heading', { name: 'Games from an older build' })).toHaveCount(0);
    });
  });
});

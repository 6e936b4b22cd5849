import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as visitorTest, type Page } from '@playwright/test';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { readFederationReport, installRendererCounter } from '@canopy/shared-core/federation-probe';
import { expect, test } from '../support/fixtures.ts';
import { openMarketplaceFromNav, openSignedIn, sharedToken } from '../support/session.ts';
import {
  API_URL,
  REMOTES_FILE,
  REMOTE_PORTS,
  REPO,
  SPARE_PORT,
  defaultRemotesManifest,
} from '../support/stack.ts';

const SINGLETONS = ['react', 'react-dom', 'react-router', 'jotai', '@canopy/shared-core'];
// The apps a member loads: the staff console is never loaded for a member (console.spec.ts).
const APPS = ['host', 'social', 'marketplace', 'games', 'ai'];

/** Fails the test on any duplicate-instance warning (jotai's or shared-core's). */
function watchForDuplicates(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Detected multiple/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/** Failed loads of the social remote in the API's federation health summary. */
async function socialFailures(): Promise<number> {
  const response = await fetch(`${API_URL}/api/sirqul/analytics/federation?hours=1`, {
    headers: { Authorization: `Bearer ${await sharedToken()}` },
  });
  const body = (await response.json()) as {
    item: { remotes: { remote: string; failed: number }[] };
  };
  return body.item.remotes
    .filter((row) => row.remote === 'social')
    .reduce((sum, row) => sum + row.failed, 0);
}

function pointRemote(remote: string, manifestUrl: string): void {
  writeFileSync(
    REMOTES_FILE,
    JSON.stringify({ ...defaultRemotesManifest(), [remote]: manifestUrl }),
  );
}

test.afterEach(() => {
  writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
});

test('a signed-in member sees every remote render real data inside the host', async ({ page }) => {
  await openSignedIn(page);

  const wall = page.getByRole('list', { name: 'Posts' });
  await expect.poll(() => wall.getByRole('listitem').count()).toBeGreaterThan(3);

  await page.goto('/#/browse/marketplace');
  const retailers = page.getByRole('list', { name: 'Dispensaries' });
  await expect(retailers.getByRole('listitem').first()).toContainText('mi away');

  await page.goto('/#/browse/quiz');
  await expect(
    page.getByRole('list', { name: 'Quiz packs' }).getByRole('listitem').first(),
  ).toBeVisible();

  await page.goto('/#/browse/ai-chat');
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('react, react-dom, react-router, jotai and shared-core are each loaded once', async ({
  page,
}) => {
  await installRendererCounter(page);
  const duplicates = watchForDuplicates(page);
  await openSignedIn(page);
  for (const area of ['activity-wall', 'marketplace', 'quiz', 'ai-chat']) {
    await page.goto(`/#/browse/${area}`);
    await expect(page.locator('[data-remote] h1')).toBeVisible();
  }

  const report = await readFederationReport(page, SINGLETONS);
  expect(Object.keys(report.declaredShared).sort()).toEqual([...APPS].sort());
  for (const app of APPS) {
    expect(report.declaredShared[app], `${app} shares every singleton`).toEqual(
      expect.arrayContaining(SINGLETONS),
    );
  }
  for (const name of SINGLETONS) {
    expect(report.loadedCopies[name], `${name} copies loaded`).toBe(1);
  }
  expect(report.reactRenderers, 'react-dom copies').toBe(1);
  expect(duplicates).toEqual([]);
});

test('the host ships the federation runtime once, as ES modules, for every remote to reuse', () => {
  // The host's own build maps what main.js holds (kept beside dist/, never served): a
  // CommonJS copy of the runtime beside the ES module one (what provideExternalRuntime's
  // plugin pulled in) doubles ~27 kB gzip.
  const map = JSON.parse(readFileSync(path.join(REPO, 'host/source-maps/main.js.map'), 'utf8')) as {
    sources: string[];
  };
  const runtimeFiles = map.sources.filter((source) =>
    /@module-federation\/runtime-core\/dist\//.test(source),
  );
  expect(runtimeFiles.length).toBeGreaterThan(0);
  expect(runtimeFiles.filter((source) => source.endsWith('.cjs'))).toEqual([]);
});

visitorTest(
  'the host page preloads the scripts it starts with, and each one runs',
  async ({ page, request }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const fileName = (url: string) => new URL(url).pathname.split('/').pop()!;
    const { preloaded, started, ran } = await page.evaluate(() => ({
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      ].map((link) => link.href),
      // The service worker's registration code is fetched after the page's load event,
      // by design (startWorker): only what starts before it is on the way to the page.
      started: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .filter(
          (entry) =>
            entry.startTime <
            ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .loadEventStart || Infinity),
        )
        .map((entry) => ({
          url: entry.name,
          initiator: (entry as PerformanceResourceTiming).initiatorType,
        })),
      // Each chunk file, when it runs, pushes its chunk ids here.
      ran: (
        (window as unknown as { webpackChunkcanopy_host: [(string | number)[]][] })
          .webpackChunkcanopy_host ?? []
      ).flatMap(([ids]) => ids.map(String)),
    }));
    expect(preloaded.length).toBeGreaterThan(0);
    // The entry itself is not left behind them at a deferred script's low priority.
    await expect(page.locator('script[src$="main.js"][fetchpriority="high"]')).toHaveCount(1);
    // Nothing on the way to the first page is found late: every script but main.js was
    // fetched from the page's preloads, beside main.js rather than after it had run.
    const late = started.filter(
      (entry) => fileName(entry.url) !== 'main.js' && entry.initiator !== 'link',
    );
    expect(late).toEqual([]);
    // And nothing is preloaded in vain: every preloaded chunk ran.
    for (const url of preloaded) {
      const source = await (await request.get(url)).text();
      const ids = /\.push\(\[\[([^\]]*)\]/.exec(source)?.[1]?.split(',') ?? [];
      expect(ids.length, fileName(url)).toBeGreaterThan(0);
      for (const id of ids) expect(ran, `${fileName(url)} ran`).toContain(id.replace(/"/g, ''));
    }
  },
);

test('a page whose code failed to load once comes back on Retry', async ({ page }) => {
  await openSignedIn(page);
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  // A network blip: the social remote's code fetched from now on does not arrive.
  const socialCode = `http://localhost:${REMOTE_PORTS.social}/*.js`;
  let dropped = 0;
  await page.route(socialCode, (route) => {
    dropped += 1;
    return route.abort();
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: /^Chat/ }).click();
  const area = page.getByRole('region', { name: 'Community area' });
  await expect(area.getByRole('alert')).toContainText('Community is unavailable right now');
  expect(dropped).toBeGreaterThan(0);

  await page.unroute(socialCode);
  await area.getByRole('button', { name: 'Retry' }).click();
  await expect(area.getByRole('heading', { name: 'Conversations' })).toBeVisible();
});

test('a remote that does not answer: the first load still draws the frame, with the area loading', async ({
  page,
}) => {
  // A member who has been here before: this browser saw the social remote declare the wall.
  await openSignedIn(page);
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
  // The first paint waits for the opened page's code, but not for a remote that hangs.
  await page.route(`http://localhost:${REMOTE_PORTS.social}/**`, () => undefined);
  await page.reload();
  const area = page.getByRole('region', { name: 'Community area' });
  await expect(area.getByRole('status')).toContainText('Loading community');
  await openMarketplaceFromNav(page);
});

test('a remote that does not answer, in a browser that never saw it: the frame draws and the others route', async ({
  page,
}) => {
  // Nothing tells the host which remote serves the wall until the social manifest answers.
  await page.route(`http://localhost:${REMOTE_PORTS.social}/**`, () => undefined);
  await openSignedIn(page);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Loading…');
  await openMarketplaceFromNav(page);
});

test.describe('a remote that is down', () => {
  let spare: StaticServer | undefined;

  test.afterEach(async () => {
    await spare?.close();
    spare = undefined;
  });

  const startSpareSocial = () =>
    serveStatic({
      root: path.join(REPO, 'remote-social/dist'),
      port: SPARE_PORT,
      runtimeFiles: { 'config.json': () => ({ apiBase: `${API_URL}/api` }) },
    });

  test('the host follows the remotes manifest to another port without a rebuild', async ({
    page,
  }) => {
    spare = await startSpareSocial();
    pointRemote('social', `http://localhost:${SPARE_PORT}/mf-manifest.json`);
    const fromSpare = page.waitForRequest((request) =>
      request.url().startsWith(`http://localhost:${SPARE_PORT}/`),
    );
    await openSignedIn(page);
    await fromSpare;
    await expect(
      page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('shows a fallback in its own area, the rest keeps working, and Retry recovers', async ({
    page,
  }) => {
    const failuresBefore = await socialFailures();
    // A member who has been here before: this browser saw the social remote's sections.
    await openSignedIn(page);
    await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
    // Social moves to a server this test can stop and start again, which is down.
    pointRemote('social', `http://localhost:${SPARE_PORT}/mf-manifest.json`);
    await page.goto('/#/browse/marketplace');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Dispensaries' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activity Wall' })
      .click();
    const area = page.getByRole('region', { name: 'Community area' });
    await expect(area.getByRole('alert')).toContainText('Community is unavailable right now');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The operators' federation health counts the failure.
    await expect.poll(socialFailures).toBeGreaterThan(failuresBefore);

    // Other areas still load while social is down.
    await openMarketplaceFromNav(page);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activity Wall' })
      .click();
    await expect(area.getByRole('alert')).toBeVisible();
    spare = await startSpareSocial();
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
    ).toBeVisible();
  });
});

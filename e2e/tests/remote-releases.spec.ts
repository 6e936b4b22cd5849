// A remote team releases and rolls back on its own: the host is neither rebuilt nor
// restarted, and its next page load uses the version the manifest names.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';
import {
  REMOTES_FILE,
  REMOTE_PORTS,
  REPO,
  RUN_DIR,
  defaultRemotesManifest,
} from '../support/stack.ts';

function releaseCommand(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO, 'scripts/release-remote.ts'), ...args], {
    env: { ...process.env, REMOTES_FILE, RELEASES_DIR: path.join(RUN_DIR, 'releases') },
    encoding: 'utf8',
  });
}

/** The games remote's entry script the page loaded, as a path on the games server. */
function gamesEntries(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(REMOTE_PORTS.games) && url.pathname.endsWith('/remoteEntry.js')) {
      loaded.push(url.pathname);
    }
  });
  return loaded;
}

async function showQuizPacks(page: Page): Promise<void> {
  await page.goto('/#/browse/quiz');
  await expect(
    page.getByRole('list', { name: 'Quiz packs' }).getByRole('listitem').first(),
  ).toBeVisible();
}

test.afterEach(() => {
  writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
});

// Twice: as before, and with the installed app's service worker running (it keeps the
// manifests network-first, and an entry script cache-first only at the versioned address
// the live manifest names, so the next load still sees the change).
for (const [withWorker, major] of [
  [false, 1],
  [true, 3],
] as const) {
  test.describe(withWorker ? 'with the service worker' : 'without a service worker', () => {
    test.use({ serviceWorkers: withWorker ? 'allow' : 'block' });
    test('a released version is used on the next load, and rollback brings the previous one back', async ({
      page,
    }, testInfo) => {
      // Versions never change once released, so a repeated run releases new ones.
      const [first, second] = [
        `${major}.${testInfo.repeatEachIndex}`,
        `${major + 1}.${testInfo.repeatEachIndex}`,
      ];
      const entries = gamesEntries(page);
      await openSignedIn(page);
      if (withWorker) {
        // The installed app's worker answers the page's requests from here on.
        await expect
          .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
          .toBe(true);
      }

      expect(releaseCommand('release', 'games', first)).toContain(`games ${first} is live`);
      await page.reload();
      await showQuizPacks(page);
      expect(entries.at(-1)).toBe(`/releases/${first}/remoteEntry.js`);

      releaseCommand('release', 'games', second);
      await page.reload();
      await showQuizPacks(page);
      expect(entries.at(-1)).toBe(`/releases/${second}/remoteEntry.js`);

      expect(releaseCommand('rollback', 'games')).toContain(`rolled back to ${first}`);
      await page.reload();
      await showQuizPacks(page);
      expect(entries.at(-1)).toBe(`/releases/${first}/remoteEntry.js`);
      // The other remotes never moved.
      await page.goto('/#/browse/marketplace');
      await expect(page.getByRole('list', { name: 'Dispensaries' })).toBeVisible();
    });
  });
}

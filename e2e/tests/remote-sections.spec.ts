// A remote owns its sections: a release of the social remote that adds a section is routed
// by the running host, which is neither rebuilt nor restarted. The release is a variant of
// the social remote built here by the same webpack factory (its routes plus one page, its
// sections plus one), served on a port of its own; the remotes manifest is pointed at it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';
import {
  API_URL,
  REMOTES_FILE,
  REPO,
  RUN_DIR,
  SPARE_PORT,
  defaultRemotesManifest,
} from '../support/stack.ts';

const NEW_SECTION = 'garden-club';
const SOCIAL = path.join(REPO, 'remote-social');
const VARIANT = path.join(RUN_DIR, 'social-with-a-new-section');

/** The social remote's release with one more section: its own routes, and a page there. */
function buildSocialWithNewSection(): void {
  mkdirSync(VARIANT, { recursive: true });
  // Plain JavaScript, so the factory's TypeScript rule (for the app's own src/) need not
  // see it; react and react-router resolve from the social remote, as its pages' do.
  writeFileSync(
    path.join(VARIANT, 'routes.mjs'),
    `import { createElement as h } from 'react';
import { Route, Routes } from 'react-router';
import SocialRoutes from ${JSON.stringify(path.join(SOCIAL, 'src/app/routes.tsx'))};

export default function SocialWithGardenClub() {
  return h(
    Routes,
    null,
    h(Route, { path: '${NEW_SECTION}/*', element: h('h1', null, 'Garden club') }),
    h(Route, { path: '*', element: h(SocialRoutes) }),
  );
}
`,
  );
  writeFileSync(
    path.join(VARIANT, 'webpack.config.mjs'),
    `import { createAppConfig } from ${JSON.stringify(path.join(REPO, 'shared-core/build/webpack-app.mjs'))};
import { BROWSE_SECTIONS } from ${JSON.stringify(path.join(SOCIAL, 'src/app/sections.ts'))};

const make = createAppConfig({
  appDir: ${JSON.stringify(SOCIAL)},
  name: 'social',
  port: 3991,
  title: 'Social with a new section',
  exposes: { './routes': ${JSON.stringify(path.join(VARIANT, 'routes.mjs'))} },
  sections: [...BROWSE_SECTIONS, '${NEW_SECTION}'],
});

export default (env, argv) => {
  const config = make(env, argv);
  config.output = { ...config.output, path: ${JSON.stringify(path.join(VARIANT, 'dist'))} };
  config.resolve = {
    ...config.resolve,
    modules: ['node_modules', ${JSON.stringify(path.join(SOCIAL, 'node_modules'))}],
  };
  return config;
};
`,
  );
  const webpackCli = createRequire(path.join(SOCIAL, 'package.json')).resolve(
    'webpack-cli/bin/cli.js',
  );
  execFileSync(
    process.execPath,
    [webpackCli, '--mode', 'production', '--config', path.join(VARIANT, 'webpack.config.mjs')],
    { cwd: SOCIAL, stdio: 'pipe' },
  );
}

function pointSocialAt(port: number): void {
  writeFileSync(
    REMOTES_FILE,
    JSON.stringify({
      ...defaultRemotesManifest(),
      social: `http://localhost:${port}/mf-manifest.json`,
    }),
  );
}

/** The host's own not-found page, not a remote's. */
async function expectHostNotFound(page: Page): Promise<void> {
  await expect(
    page.getByText('The page you were looking for does not exist or has moved.'),
  ).toBeVisible();
  await expect(page.locator('[data-remote]')).toHaveCount(0);
}

let variant: StaticServer | undefined;

test.describe('a section a remote adds in its own release', () => {
  test.beforeAll(() => {
    // One webpack build of the social remote: minutes on a busy machine.
    test.setTimeout(15 * 60_000);
    buildSocialWithNewSection();
  });

  test.afterEach(async () => {
    writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
    await variant?.close();
    variant = undefined;
  });

  test.afterAll(() => rmSync(VARIANT, { recursive: true, force: true }));

  test('is routed by the host without a rebuild, beside the remote’s other sections', async ({
    page,
  }) => {
    // Before the release no remote declares the section: the host's not-found page.
    await openSignedIn(page, `/browse/${NEW_SECTION}`);
    await expectHostNotFound(page);

    variant = await serveStatic({
      root: path.join(VARIANT, 'dist'),
      port: SPARE_PORT,
      runtimeFiles: { 'config.json': () => ({ apiBase: `${API_URL}/api` }) },
    });
    pointSocialAt(SPARE_PORT);
    // Members get the release on their next page load.
    await page.reload();
    const area = page.getByRole('region', { name: 'Community area' });
    await expect(area.getByRole('heading', { name: 'Garden club' })).toBeVisible();

    // The release's other sections are still its own.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activity Wall' })
      .click();
    await expect(
      area.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
    ).toBeVisible();
    // A deeper page of the new section is the remote's too.
    await page.goto(`/#/browse/${NEW_SECTION}/members`);
    await expect(area.getByRole('heading', { name: 'Garden club' })).toBeVisible();
  });

  test('is the host’s not-found page again once the release is rolled back', async ({ page }) => {
    variant = await serveStatic({
      root: path.join(VARIANT, 'dist'),
      port: SPARE_PORT,
      runtimeFiles: { 'config.json': () => ({ apiBase: `${API_URL}/api` }) },
    });
    pointSocialAt(SPARE_PORT);
    await openSignedIn(page, `/browse/${NEW_SECTION}`);
    await expect(page.getByRole('heading', { name: 'Garden club' })).toBeVisible();

    // Back to the release without the section: this browser remembers the section was
    // social's, but the manifest that answered now says otherwise, and the manifest wins.
    writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest()));
    await page.reload();
    await expectHostNotFound(page);
  });
});

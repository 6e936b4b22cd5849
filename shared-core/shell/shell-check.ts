// A remote's e2e-in-the-shell check, runnable without the host's, the API's or another
// remote's source: the remote's production build is served on its own port (by the
// repository's static server, as `pnpm start` serves it) and loaded by the shell fixture
// (./src, a stand-in host built by the same webpack factory) through remotes.json and the
// federation runtime, in Chromium.
//
// The API is answered by `page.route` from each remote's own fixtures, typed by the API's
// OpenAPI document (ApiOk of the path), rather than by a running API: a remote team then
// needs neither the API's source nor a database to ship, the check takes seconds instead
// of a stack start, and an API change that breaks a fixture fails the remote's type-check
// once `pnpm api:types` has regenerated the types. The whole stack, real API included,
// stays the job of the repository's e2e suite.
import path from 'node:path';
import { defineConfig, expect, test as base, type Locator, type Request } from '@playwright/test';
import { serveStatic } from '../../scripts/serve-static.ts';
import type { ApiOk, ApiPath } from '../src/api/openapi.ts';
import type { AuthSession, AuthUser } from '../src/api/types.ts';
import { REMOTE_NAMES, type RemoteName } from '../src/federation/remote-contract.ts';
import { installRendererCounter, readFederationReport } from './federation-probe.ts';
import { RUN_SETTINGS, signedInState } from './playwright-settings.ts';

const SHELL_DIST = path.join(import.meta.dirname, 'dist');

/** What must exist once in the page, whoever loaded it first (DESIGN.md §2). */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'jotai', '@canopy/shared-core'];

/**
 * Each remote's check has two ports of its own: by default 20 above E2E_PORT_BASE (the
 * e2e stack uses its base to +11 and +1000), so a check never meets the e2e stack or
 * another remote's check; SHELL_CHECK_PORT_BASE moves them all.
 */
function shellPorts(remote: RemoteName): { shell: number; remote: number } {
  const base = Number(
    process.env.SHELL_CHECK_PORT_BASE ?? Number(process.env.E2E_PORT_BASE ?? 3100) + 20,
  );
  if (!Number.isInteger(base) || base < 1024 || base > 60_000) {
    throw new Error(`SHELL_CHECK_PORT_BASE must be a port number from 1024 to 60000, not ${base}`);
  }
  const shell = base + 2 * REMOTE_NAMES.indexOf(remote);
  return { shell, remote: shell + 1 };
}

type AnyOk<P extends ApiPath> =
  ApiOk<P, 'get'> | ApiOk<P, 'post'> | ApiOk<P, 'put'> | ApiOk<P, 'delete'>;

/**
 * Canned API answers by SPEC path (`'/games/pack/search'`, `'/albums/{id}'`), each the
 * JSON body of a 200 as the API declares it, or a function of the request. Paths not
 * named answer 404 with the error envelope, as in the unit tests' stubApi.
 */
export type ApiAnswers = {
  [P in ApiPath]?: AnyOk<P> | ((url: URL, request: Request) => AnyOk<P>);
};

export interface SignedInMember {
  user: AuthUser;
  session: AuthSession;
}

/** The member the shell starts signed in as; a spec may `test.use({ member })` another. */
export const SHELL_MEMBER: SignedInMember = {
  user: {
    id: 1,
    accountId: 1,
    email: 'dana@canopy.test',
    firstName: 'Dana',
    lastName: 'Reyes',
    display: 'Dana Reyes',
    username: 'dana',
    personalAudienceName: 'dana',
    audienceIds: [],
    isOperator: false,
    role: 'member',
    profileInfo: {
      accountId: 1,
      firstName: 'Dana',
      lastName: 'Reyes',
      display: 'Dana Reyes',
      username: 'dana',
      locationDisplay: 'Lawrence, KS',
      profileAvatar: { fullURL: 'https://images.canopy.test/avatars/dana.png' },
    },
  },
  session: { token: 'shell-check-session', expiresAt: Date.now() + 24 * 3_600_000 },
};

interface ShellWorkerOptions {
  /** The remote under test, by federation name. */
  remote: RemoteName;
  /** The remote's package folder; its production build is `dist/` there. */
  remoteDir: string;
}

interface ShellTestOptions {
  apiAnswers: ApiAnswers;
  member: SignedInMember;
}

interface ShellFixtures {
  /**
   * Opens `route` (e.g. '/browse/quiz') in the shell and returns the remote's area once
   * the shell has mounted it; throws with the shell's message when it could not.
   */
  openInShell: (route: string) => Promise<Locator>;
  /** Asserts every singleton loaded once (one React renderer, no duplicate warnings). */
  expectOneSharedInstance: () => Promise<void>;
}

const PATH_PARAM = /\{[^}]+\}/g;

function answerFor(answers: ApiAnswers, pathname: string) {
  for (const [template, answer] of Object.entries(answers)) {
    const pattern = new RegExp(`^${template.replace(PATH_PARAM, '[^/]+')}$`);
    if (pattern.test(pathname)) return { answer };
  }
  return null;
}

export const test = base.extend<
  ShellTestOptions & ShellFixtures,
  ShellWorkerOptions & { shellUrl: string }
>({
  remote: [REMOTE_NAMES[0], { option: true, scope: 'worker' }],
  remoteDir: ['', { option: true, scope: 'worker' }],
  apiAnswers: [{}, { option: true }],
  member: [SHELL_MEMBER, { option: true }],

  shellUrl: [
    async ({ remote, remoteDir }, provide) => {
      const ports = shellPorts(remote);
      const shellUrl = `http://localhost:${ports.shell}`;
      const servers = await Promise.all([
        serveStatic({
          root: SHELL_DIST,
          port: ports.shell,
          runtimeFiles: {
            // The API on the shell's own origin: every request to it is answered by
            // page.route below, and none needs a CORS preflight.
            'config.json': () => ({ apiBase: `${shellUrl}/api` }),
            'remotes.json': () => ({
              [remote]: `http://localhost:${ports.remote}/mf-manifest.json`,
            }),
          },
        }),
        serveStatic({ root: path.join(remoteDir, 'dist'), port: ports.remote }),
      ]);
      await provide(shellUrl);
      await Promise.all(servers.map((server) => server.close()));
    },
    { scope: 'worker' },
  ],

  storageState: async ({ shellUrl, member }, provide) => {
    await provide(signedInState(shellUrl, member));
  },

  page: async ({ page, shellUrl, apiAnswers }, provide, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A 404 from the API is an answer (listed below), not a fault of the page.
      if (message.location().url.startsWith(`${shellUrl}/api/`)) return;
      if (message.type() === 'error' || /Detected multiple/i.test(message.text())) {
        problems.push(`console ${message.type()}: ${message.text()}`);
      }
    });
    const unanswered: string[] = [];
    await page.route(`${shellUrl}/api/**`, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const pathname = url.pathname.slice('/api'.length);
      const found = answerFor(apiAnswers, pathname);
      if (found) {
        const { answer } = found;
        const body: unknown = typeof answer === 'function' ? answer(url, request) : answer;
        await route.fulfill({ json: body });
      } else if (pathname === '/sirqul/analytics/usage') {
        // Every page reports its usage; a spec about it names the path in apiAnswers.
        await route.fulfill({ json: { valid: true, message: 'ok' } });
      } else {
        unanswered.push(`${request.method()} ${pathname}`);
        await route.fulfill({
          status: 404,
          json: { valid: false, message: 'Not found', errorCode: 'NOT_FOUND' },
        });
      }
    });
    await installRendererCounter(page);
    await provide(page);
    if (unanswered.length > 0) {
      await testInfo.attach('API requests without a fixture', { body: unanswered.join('\n') });
    }
    expect(problems, 'errors and duplicate-instance warnings in the page').toEqual([]);
  },

  openInShell: async ({ page, shellUrl, remote }, provide) => {
    await provide(async (route) => {
      await page.goto(`${shellUrl}/#${route}`);
      const area = page.locator(`[data-remote="${remote}"]`);
      const failure = page.getByTestId('shell-failure');
      await expect(area.or(failure)).toBeVisible();
      if (await failure.isVisible()) {
        throw new Error(`The shell could not mount ${remote}: ${await failure.innerText()}`);
      }
      return area;
    });
  },

  expectOneSharedInstance: async ({ page, remote }, provide) => {
    await provide(async () => {
      const report = await readFederationReport(page, SINGLETONS);
      for (const app of ['host', remote]) {
        expect(report.declaredShared[app], `${app} shares every singleton`).toEqual(
          expect.arrayContaining(SINGLETONS),
        );
      }
      for (const name of SINGLETONS) {
        expect(report.loadedCopies[name], `${name} copies loaded`).toBe(1);
      }
      expect(report.reactRenderers, 'react-dom copies').toBe(1);
    });
  },
});

export { expect };
export { albumFixture } from '../src/testing/album-fixture.ts';
export { listOf } from '../src/testing/envelopes.ts';

/** The Playwright configuration of one remote's shell check (its `playwright.config.ts`). */
export function defineShellCheck(remote: RemoteName, remoteDir: string) {
  return defineConfig<ShellTestOptions, ShellWorkerOptions>({
    testDir: path.join(remoteDir, 'e2e'),
    outputDir: path.join(remoteDir, 'test-results'),
    globalSetup: path.join(import.meta.dirname, 'build-shell.ts'),
    ...RUN_SETTINGS,
    use: { ...RUN_SETTINGS.use, remote, remoteDir },
  });
}

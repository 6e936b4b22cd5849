// What every Canopy Playwright suite runs with: the e2e suite of the whole stack and each
// remote's shell check.
import { existsSync } from 'node:fs';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { SESSION_STORAGE_KEY, USER_STORAGE_KEY } from '../src/session/session-atoms.ts';

/** Debian's Chromium when installed (browser downloads are not possible everywhere). */
const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/**
 * One worker (a suite shares its servers), no retries, timeouts for a busy machine, and
 * Chromium without the background traffic that slows it there.
 */
export const RUN_SETTINGS = {
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    // The host's service worker caches files and member data; one spec's worker would change
    // what the next spec's page loads. Specs about the installed app opt in ('allow').
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
} satisfies PlaywrightTestConfig;

/** A browser state signed in on `origin`: what shared-core keeps in localStorage after a sign-in. */
export function signedInState(origin: string, signedIn: { user: unknown; session: unknown }) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: USER_STORAGE_KEY, value: JSON.stringify(signedIn.user) },
          { name: SESSION_STORAGE_KEY, value: JSON.stringify(signedIn.session) },
        ],
      },
    ],
  };
}

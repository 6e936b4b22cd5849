import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_SETTINGS } from '@canopy/shared-core/playwright';
import { defineConfig } from '@playwright/test';
import {
  API_PORT,
  HOST_PORT,
  HOST_URL,
  REMOTES_FILE,
  REMOTE_PORTS,
  REPO,
  RUN_DIR,
  defaultRemotesManifest,
} from './support/stack.ts';

mkdirSync(RUN_DIR, { recursive: true });
writeFileSync(REMOTES_FILE, JSON.stringify(defaultRemotesManifest(), null, 2));

export default defineConfig({
  testDir: './tests',
  // The tests share one stack (one worker) and some rewrite its remotes manifest.
  ...RUN_SETTINGS,
  use: { ...RUN_SETTINGS.use, baseURL: HOST_URL },
  webServer: {
    // The production builds, each app on its own port, and the API on a fresh
    // embedded database for this run.
    command: `node ${path.join(REPO, 'scripts/start-stack.ts')}`,
    url: `http://localhost:${API_PORT}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      API_PORT: String(API_PORT),
      HOST_PORT: String(HOST_PORT),
      SOCIAL_PORT: String(REMOTE_PORTS.social),
      MARKETPLACE_PORT: String(REMOTE_PORTS.marketplace),
      GAMES_PORT: String(REMOTE_PORTS.games),
      AI_PORT: String(REMOTE_PORTS.ai),
      CONSOLE_PORT: String(REMOTE_PORTS.console),
      REMOTES_FILE,
      RELEASES_DIR: path.join(RUN_DIR, 'releases'),
      PGLITE_DATA_DIR: path.join(RUN_DIR, 'pglite'),
      MEDIA_STORE_DIR: path.join(RUN_DIR, 'media'),
      DATABASE_URL: '',
      // The suite signs up every member it needs from this one address, as fast as the machine
      // runs; the sign-up limit itself is proven by the API tests, not here.
      SIGNUP_RATE_LIMIT_MAX: '10000',
      // Members here post, comment and chat (and the XSS sweep writes dozens of comments and
      // chats as one member) faster than the per-member limits allow; those limits are
      // proven by the API tests (api/test/routes/member-limits.test.ts).
      MEMBER_LIMITS: 'off',
      // Every page load takes a live ticket, and the suite loads pages as the demo member
      // faster than a person would; the per-member limit is proven by the API tests.
      LIVE_OPENS_PER_MINUTE: '10000',
      // The member journey links to a page the test serves on 127.0.0.1: its preview may be
      // read there (only there; the API's tests prove every other private address refused).
      LINK_PREVIEW_TEST_ADDRESSES: '127.0.0.1',
      CANOPY_E2E_RUN: process.env.CANOPY_E2E_RUN ?? '',
    },
  },
});

// A second stack taking card payments, for the card-payment spec only: the suite's own
// stack stays without Stripe. Same builds, its own ports (from the run's spare range), a
// fresh embedded database, and a local fake of Stripe (fake-stripe.ts) for the API's
// PaymentIntents calls, the page's Stripe.js and the webhooks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signedInState } from '@canopy/shared-core/playwright';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import type { Credentials, StorageState } from './session.ts';
import { REPO, RUN_DIR, SPARE_PORT } from './stack.ts';

const HOST_PORT = SPARE_PORT + 10;
const API_PORT = HOST_PORT + 1000;
const FAKE_STRIPE_PORT = SPARE_PORT + 20;
const REMOTES = ['social', 'marketplace', 'games', 'ai', 'console'] as const;
const WEBHOOK_SECRET = 'whsec_canopy_e2e_fake';

export interface StripeStack {
  hostUrl: string;
  stripe: FakeStripe;
  /** A signed-in browser state on this stack's host. */
  session: (member: Credentials) => Promise<StorageState>;
  stop: () => Promise<void>;
}

async function healthy(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`the card-payment stack exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the card-payment stack did not start within three minutes');
}

/** Starts the fake Stripe and a stack configured for it; `stop` ends both. */
export async function startStripeStack(): Promise<StripeStack> {
  const runDir = path.join(RUN_DIR, 'stripe-stack');
  mkdirSync(runDir, { recursive: true });
  const remotesFile = path.join(runDir, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify(
      Object.fromEntries(
        REMOTES.map((name, index) => [
          name,
          `http://localhost:${HOST_PORT + index + 1}/mf-manifest.json`,
        ]),
      ),
    ),
  );
  const stripe = await startFakeStripe({
    port: FAKE_STRIPE_PORT,
    webhookUrl: `http://127.0.0.1:${API_PORT}/api/payments/stripe/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  });
  const child = spawn(process.execPath, [path.join(REPO, 'scripts/start-stack.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      HOST_PORT: String(HOST_PORT),
      ...Object.fromEntries(
        REMOTES.map((name, index) => [`${name.toUpperCase()}_PORT`, String(HOST_PORT + index + 1)]),
      ),
      REMOTES_FILE: remotesFile,
      RELEASES_DIR: path.join(runDir, 'releases'),
      PGLITE_DATA_DIR: path.join(runDir, 'pglite'),
      MEDIA_STORE_DIR: path.join(runDir, 'media'),
      DATABASE_URL: '',
      MEMBER_LIMITS: 'off',
      LIVE_OPENS_PER_MINUTE: '10000',
      STRIPE_SECRET_KEY: 'sk_test_canopy_e2e_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_canopy_e2e_fake',
      STRIPE_JS_URL: stripe.scriptUrl,
    },
  });
  const hostUrl = `http://localhost:${HOST_PORT}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await stripe.close();
  };
  try {
    await healthy(child, `http://127.0.0.1:${API_PORT}/health`);
    await healthy(child, `${hostUrl}/config.json`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    hostUrl,
    stripe,
    stop,
    session: async (member) => {
      const response = await fetch(`http://127.0.0.1:${API_PORT}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(member),
      });
      const body = (await response.json()) as { item: Parameters<typeof signedInState>[1] };
      return signedInState(hostUrl, body.item) as StorageState;
    },
  };
}

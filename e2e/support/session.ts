import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { signedInState } from '@canopy/shared-core/playwright';
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { apiCall } from './api.ts';
import { DEMO_MEMBER, HOST_URL, RUN_DIR } from './stack.ts';

export interface Credentials {
  email: string;
  password: string;
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface SignedIn {
  user: unknown;
  session: { token: string };
}

/** The browser state of a member signed in on the host. */
export function stateOf(signedIn: SignedIn): StorageState {
  return signedInState(HOST_URL, signedIn);
}

async function signInThroughApi(member: Credentials): Promise<SignedIn> {
  const response = await apiCall<{ item: SignedIn }>('POST', '/users/login', member);
  return response.item;
}

/**
 * A signed-in browser state for `member`, made through the API once per test run and kept
 * in the run's folder, so the suite signs in a handful of times however many tests reuse it
 * (the API allows 20 sign-in attempts a minute per address and e-mail). Never revoke the
 * token of a shared state; use `freshSession` for that.
 */
export async function sharedSession(member: Credentials = DEMO_MEMBER): Promise<StorageState> {
  const file = path.join(RUN_DIR, `session-${member.email.replace(/[^a-z0-9]+/gi, '_')}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const state = stateOf(await signInThroughApi(member));
  writeFileSync(file, JSON.stringify(state));
  return state;
}

/** The bearer token of `member`'s shared session, for API calls in test set-up. */
export async function sharedToken(member: Credentials = DEMO_MEMBER): Promise<string> {
  const state = await sharedSession(member);
  const stored = state.origins[0]?.localStorage.find((entry) => entry.name === 'canopy.session');
  return (JSON.parse(stored?.value ?? '{}') as { token: string }).token;
}

/** A session of its own, for a test that ends it (logout, revocation). */
export async function freshSession(
  member: Credentials = DEMO_MEMBER,
): Promise<{ state: StorageState; token: string }> {
  const signedIn = await signInThroughApi(member);
  return { state: stateOf(signedIn), token: signedIn.session.token };
}

/** Opens `path` in a page whose context already holds a session, once the shell is up. */
export async function openSignedIn(page: Page, path = '/browse/activity-wall'): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Opens the marketplace from the main navigation, as a member would, and waits for a shop. */
export async function openMarketplaceFromNav(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Marketplace' })
    .click();
  await expect(
    page.getByRole('list', { name: 'Dispensaries' }).getByRole('listitem').first(),
  ).toBeVisible();
}

/** Signs in through the login form, as a member would: only for tests about signing in. */
export async function signInThroughForm(
  page: Page,
  member: Credentials = DEMO_MEMBER,
  returnUrl?: string,
): Promise<void> {
  await page.goto(returnUrl ? `/#/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/#/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

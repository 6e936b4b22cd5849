import { test as base, type Page } from '@playwright/test';
import { sharedSession, type Credentials, type StorageState } from './session.ts';
import { DEMO_MEMBER } from './stack.ts';

interface MemberFixtures {
  /** Whose shared session `page` starts with: the demo member unless `test.use({ member })`. */
  member: Credentials;
  /**
   * Opens a page in a browser context of its own, signed in with `state` (a second member,
   * say); the contexts are closed after the test.
   */
  pageAs: (state: StorageState) => Promise<Page>;
}

/**
 * The test runner for pages of a signed-in member: every page starts with the member's
 * shared session, so only the tests about signing in go through the login form.
 */
export const test = base.extend<MemberFixtures>({
  member: [DEMO_MEMBER, { option: true }],
  storageState: async ({ member }, provide) => {
    await provide(await sharedSession(member));
  },
  pageAs: async ({ browser }, provide) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async (state) => {
      const context = await browser.newContext({ storageState: state });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';

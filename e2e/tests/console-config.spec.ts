// The app configuration editor in the staff console (issue 38): an operator adds a
// navigation item and a home row, sees them in the preview (the app itself with the draft),
// publishes, and members get both on their next load; a rollback takes them away again; a
// second operator who edited the same version meanwhile is refused with what changed. The
// configuration is rolled back to what it was at the end, whatever happens, since every spec
// shares the stack.
import type { Locator, Page } from '@playwright/test';
import { OPERATOR, apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember } from '../support/members.ts';
import {
  openSignedIn,
  sharedSession,
  sharedToken,
  stateOf,
  type SignedIn,
} from '../support/session.ts';

interface Version {
  version: number;
  config: Record<string, unknown>;
}

async function publishedVersion(token: string): Promise<Version> {
  return (await apiCall<{ item: Version }>('GET', '/staff/config', undefined, token)).item;
}

/** Puts `version`'s configuration back if something else is live (a failed run's leftovers). */
async function restore(token: string, original: Version): Promise<void> {
  const live = await publishedVersion(token);
  if (JSON.stringify(live.config) === JSON.stringify(original.config)) return;
  await apiCall(
    'POST',
    `/staff/config/versions/${original.version}/rollback`,
    { baseVersion: live.version, note: 'Restored after the configuration editor test' },
    token,
  );
}

/** A member of the test's own made an operator by the demo operator, signed in afresh. */
async function secondOperator() {
  const sam = await newMember('Sam', 'Second');
  await apiCall(
    'PUT',
    `/staff/members/${accountIdIn(sam.state)}/role`,
    { role: 'operator', reason: 'Edits the configuration too' },
    await sharedToken(OPERATOR),
  );
  const login = await apiCall<{ item: SignedIn }>('POST', '/users/login', {
    email: sam.email,
    password: sam.password,
  });
  return stateOf(login.item);
}

/** The configuration a test found, put back after it (a hook runs even after a timeout). */
let toRestore: Version | null = null;
test.afterEach(async () => {
  if (toRestore) await restore(await sharedToken(OPERATOR), toRestore);
  toRestore = null;
});

const consoleArea = (page: Page) => page.getByRole('region', { name: 'Staff console area' });

async function openEditor(page: Page): Promise<Locator> {
  await openSignedIn(page, '/console/config');
  const area = consoleArea(page);
  await expect(area.getByRole('list', { name: 'Navigation items' })).toBeVisible();
  return area;
}

/** The member's main navigation on a fresh load of the page (not a hash change). */
async function memberSees(page: Page) {
  await openSignedIn(page);
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Activity Wall' })).toBeVisible();
  return nav;
}

test('an operator previews, publishes and rolls back a navigation item and a home row; a stale publish is refused with the diff', async ({
  page,
  pageAs,
}) => {
  // A journey through three browsers and a dozen page loads.
  test.info().setTimeout(test.info().timeout + 120_000);
  const token = await sharedToken(OPERATOR);
  const original = await publishedVersion(token);
  toRestore = original;
  const operator = await pageAs(await sharedSession(OPERATOR));
  const area = await openEditor(operator);
  // The second operator opens the editor on the same version before the first publishes.
  const second = await pageAs(await secondOperator());
  const secondArea = await openEditor(second);
  await expect(secondArea).toContainText(`Editing from version ${original.version}.`);

  // A navigation item, moved up one place with the keyboard.
  await area.getByRole('button', { name: 'Add a navigation item' }).click();
  const navigation = area.getByRole('list', { name: 'Navigation items' });
  const added = navigation.getByRole('listitem').last();
  await added.getByRole('textbox', { name: 'Title' }).fill('Garden events');
  await added.getByRole('textbox', { name: /Link/ }).fill('/browse/event');
  await added.getByRole('combobox', { name: 'Icon' }).selectOption('spark');
  await navigation.getByRole('button', { name: 'Move Garden events up' }).press('Enter');
  await expect(area.getByText(/Garden events moved to position \d+ of \d+\./)).toBeAttached();
  await expect(navigation.getByRole('button', { name: 'Move Garden events down' })).toBeEnabled();

  // A home row of groups, with its see-all query.
  await area.getByRole('button', { name: 'Add a home row' }).click();
  const home = area.getByRole('list', { name: 'Home tabs and rows' });
  const row = home.getByRole('listitem').last();
  await row.getByRole('textbox', { name: 'Title' }).fill('Groups to join');
  await row.getByRole('textbox', { name: /Album type/ }).fill('group');
  await expect(row).toContainText('/browse/see-all?title=Groups+to+join&albumType=group');

  // The preview is the app itself with the draft, in its own window.
  await area.getByRole('button', { name: 'Preview' }).click();
  const wallLink = area.getByRole('link', { name: 'Open the preview of the activity wall' });
  const [wallPreview] = await Promise.all([operator.waitForEvent('popup'), wallLink.click()]);
  await expect(
    wallPreview
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Garden events' }),
  ).toBeVisible();
  await expect(
    wallPreview.getByRole('status').filter({ hasText: 'Preview of an unpublished configuration' }),
  ).toBeVisible();
  const homeLink = area.getByRole('link', { name: 'Open the preview of the home page' });
  await homeLink.click();
  await expect(wallPreview.getByRole('heading', { name: 'Groups to join' })).toBeVisible();

  // A member given the preview's address sees the published configuration only.
  const previewUrl = (await wallLink.getAttribute('href')) ?? '';
  await page.goto(previewUrl);
  const memberNav = page.getByRole('navigation', { name: 'Main' });
  await expect(memberNav.getByRole('link', { name: 'Activity Wall' })).toBeVisible();
  await expect(memberNav.getByRole('link', { name: 'Garden events' })).toHaveCount(0);
  await expect(page.getByText('Preview of an unpublished configuration')).toHaveCount(0);

  // Publish with a note.
  await area
    .getByRole('textbox', { name: /Note/ })
    .fill('Garden events in the menu, groups on the home page');
  await area.getByRole('button', { name: 'Publish' }).click();
  const publishedAs = original.version + 1;
  await expect(area).toContainText(`Editing from version ${publishedAs}.`);

  // The member's next load has both.
  const nav = await memberSees(page);
  await expect(nav.getByRole('link', { name: 'Garden events' })).toBeVisible();
  await page.goto('/#/home');
  await expect(page.getByRole('heading', { name: 'Groups to join' })).toBeVisible();

  // The second operator, still on the version before, is refused with what changed.
  await secondArea.getByRole('textbox', { name: 'Page title' }).fill('Canopy Commons');
  await secondArea.getByRole('textbox', { name: /Note/ }).fill('A new page title');
  await secondArea.getByRole('button', { name: 'Publish' }).click();
  const refused = secondArea
    .getByRole('alert')
    .filter({ hasText: 'changed while you were editing' });
  await expect(refused).toBeVisible();
  const diff = refused.getByRole('list', { name: `Changes in version ${publishedAs}` });
  await expect(diff).toContainText('Navigation › Garden events: added');
  await expect(diff).toContainText('Home tabs and rows › Groups to join: added');
  expect((await publishedVersion(token)).version).toBe(publishedAs);

  // The versions page: the diff of the two, then one-click rollback.
  await area.getByRole('link', { name: 'Versions and rollback' }).click();
  await expect(
    area.getByRole('list', {
      name: `Changes from version ${original.version} to ${publishedAs}`,
    }),
  ).toContainText('Navigation › Garden events: added');
  const versions = area.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem', { name: `Version ${publishedAs}` })).toContainText(
    'Garden events in the menu, groups on the home page',
  );
  await versions.getByRole('button', { name: `Roll back to version ${original.version}` }).click();
  await expect(
    versions.getByRole('listitem', { name: `Version ${publishedAs + 1}` }),
  ).toContainText(`rollback to version ${original.version}`);

  // The member's next load has the previous configuration again.
  const after = await memberSees(page);
  await expect(after.getByRole('link', { name: 'Garden events' })).toHaveCount(0);
  await page.goto('/#/home');
  // The home page's other rows are in, and every search has answered.
  await expect(page.getByRole('link', { name: /^See all: / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Groups to join' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the configuration editor and its versions pass axe at 360 px, ${theme} theme`, async ({
    pageAs,
  }) => {
    const body = async () => {
      const page = await pageAs(await sharedSession(OPERATOR));
      await page.setViewportSize({ width: 360, height: 800 });
      const area = await openEditor(page);
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
      expect(await seriousViolations(page), 'editor').toEqual([]);
      await area.getByRole('link', { name: 'Versions and rollback' }).click();
      await expect(area.getByRole('list', { name: 'Versions' })).toBeVisible();
      await expect(
        area
          .getByRole('list', { name: /^Changes from version/ })
          .or(area.getByText('No differences.')),
      ).toBeVisible();
      expect(await seriousViolations(page), 'versions').toEqual([]);
      // Nothing is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}

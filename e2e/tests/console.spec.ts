// The staff console (remote-console) inside the real host: staff open it from the main
// navigation; a member has no entry, is told the page does not exist, and never fetches a
// byte of it (manifest, entry or chunk), whatever pages they open. Operators give roles on
// its Staff page; its pages pass axe in both themes.
import type { Page } from '@playwright/test';
import { OPERATOR } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn, sharedSession, signInThroughForm } from '../support/session.ts';
import { REMOTE_PORTS } from '../support/stack.ts';

/** Every request the page's context sends to the console's server. */
function watchConsoleServer(page: Page): string[] {
  const fetched: string[] = [];
  page.context().on('request', (request) => {
    // As paths: the entry script's address carries its version (remoteEntry.js?v=…).
    const url = new URL(request.url());
    if (url.port === String(REMOTE_PORTS.console)) fetched.push(url.pathname);
  });
  return fetched;
}

test('a member has no console: no nav entry, not-found at #/console, nothing fetched', async ({
  page,
}) => {
  const fetched = watchConsoleServer(page);
  await openSignedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Activity Wall' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Posts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Console' })).toHaveCount(0);

  await page.goto('/#/console/overview');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await openSignedIn(page, '/browse/marketplace');
  await expect(
    page.getByRole('list', { name: 'Dispensaries' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});

test('an operator opens the console from the main navigation', async ({ pageAs }) => {
  const page = await pageAs(await sharedSession(OPERATOR));
  const fetched = watchConsoleServer(page);
  await openSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Console' })
    .click();
  const area = page.getByRole('region', { name: 'Staff console area' });
  await expect(area.getByRole('heading', { name: 'Staff console', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#\/console\/overview$/);
  expect(fetched.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fetched.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('an operator makes a member a moderator on the Staff page; signed in again, they have the console', async ({
  pageAs,
}) => {
  const riley = await newMember('Riley', 'Keeper');
  const operator = await pageAs(await sharedSession(OPERATOR));
  await openSignedIn(operator, '/console/staff');
  const area = operator.getByRole('region', { name: 'Staff console area' });
  await expect(area.getByRole('list', { name: 'Staff' })).toContainText('Casey Morgan');
  await area.getByRole('searchbox', { name: /Find a member/ }).fill(riley.email);
  await area.getByRole('button', { name: 'Search', exact: true }).click();
  await area
    .getByRole('list', { name: 'Members found' })
    .getByRole('button', { name: 'Change role of Riley Keeper' })
    .click();
  const dialog = operator.getByRole('dialog', { name: 'Role of Riley Keeper' });
  await dialog.getByRole('radio', { name: /Moderator/ }).check();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Keeps the garden threads tidy');
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toBeHidden();
  await expect(area.getByRole('list', { name: 'Members found' })).toContainText('Moderator');

  // The audit log has it, with the reason, and finds it by the reason's words.
  await operator
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Console' })
    .click();
  await area.getByRole('link', { name: 'Audit log' }).click();
  await area.getByRole('searchbox', { name: /Words of the reason/ }).fill('garden threads');
  await area.getByRole('button', { name: 'Apply filters' }).click();
  const entries = area.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Reason: Keeps the garden threads tidy');
  await expect(entries.first()).toContainText('by Casey Morgan (operator)');

  // A browser with no session of Riley's: the user object of the new sign-in has the role.
  const page = await pageAs({ cookies: [], origins: [] });
  await signInThroughForm(page, riley);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Console' })
    .click();
  await expect(page.getByRole('region', { name: 'Staff console area' })).toContainText(
    '(Moderator)',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical violations on the console pages, ${theme} theme`, async ({
    pageAs,
  }) => {
    const body = async () => {
      const page = await pageAs(await sharedSession(OPERATOR));
      // Each page once its content is in: the tools, the staff list, the log (or its
      // empty state, when this test runs alone).
      const pages = [
        ['/console/overview', page.getByRole('list', { name: 'Console tools' })],
        ['/console/staff', page.getByRole('list', { name: 'Staff', exact: true })],
        [
          '/console/audit',
          page
            .getByRole('list', { name: 'Audit entries' })
            .or(page.getByRole('heading', { name: 'No entries' })),
        ],
      ] as const;
      for (const [path, content] of pages) {
        await page.goto(`/#${path}`);
        await expect(content).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}

// The staff console (remote-console) inside the real host: staff open it from the main
// navigation; a member has no entry, is told the page does not exist, and never fetches a
// byte of it (manifest, entry or chunk), whatever pages they open.
import type { Page } from '@playwright/test';
import { OPERATOR } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { openSignedIn, sharedSession } from '../support/session.ts';
import { REMOTE_PORTS } from '../support/stack.ts';

/** Every request the page's context sends to the console's server. */
function watchConsoleServer(page: Page): string[] {
  const fetched: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).port === String(REMOTE_PORTS.console)) fetched.push(request.url());
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

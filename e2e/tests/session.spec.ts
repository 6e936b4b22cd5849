import { test as visitorTest } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { saveCart } from '../support/cart.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

visitorTest('a refused write shows the server message as a toast', async ({ page }) => {
  // A member of the test's own: failed attempts never count against the demo member.
  const member = await newMember('Rowan');
  await page.goto('/#/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The toast from the client's valid=false rule, and it closes.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The e-mail address or password is incorrect.' }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Close notification' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a write refused with 403 ends the session and goes to /login', async ({ pageAs }) => {
  // A member of its own, whose session is revoked. Its cart exists already, so opening the
  // page writes nothing (a new member's first page creates the cart album and saves its id),
  // as long as the cart is read before the revocation: a refused read would make a new one.
  const { state, token } = await newMember('Dana', 'Revoked');
  const cartId = await saveCart(token, []);
  const page = await pageAs(state);
  const cartRead = page.waitForResponse((response) =>
    response.url().includes(`/api/albums/${cartId}?`),
  );
  // The page's background writes (the live stream's ticket, usage events) would also be
  // refused once the session is revoked, and end it on their own whenever they happen to
  // run: held here, so the member's Save is the write this test is about.
  await page.route(/\/api\/(live\/ticket|sirqul\/analytics\/usage)$/, (route) =>
    route.abort('failed'),
  );
  await page.goto('/#/account/settings');
  // The form is ready when it shows the member's saved name and its button can be used.
  const firstName = page.getByLabel('First name');
  await expect(firstName).not.toHaveValue('');
  const save = page.getByRole('button', { name: 'Save name' });
  await expect(save).toBeEnabled();
  expect((await cartRead).status()).toBe(200);
  // The session is revoked elsewhere (another tab logged out).
  await apiCall('POST', '/users/logout', {}, token);

  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/myprofile') && response.request().method() === 'PUT',
  );
  await firstName.fill('Dani');
  await save.click();
  expect((await refused).status()).toBe(403);
  await expect(page).toHaveURL(/#\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/#/browse/activity-wall');
  await expect(page).toHaveURL(/#\/login\?returnUrl=/);
});

test('the static pages link back to where the member came from', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/browse\/activity-wall$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#\/browse\/activity-wall$/);
});

test('locked content opens the access-denied modal, which traps focus and closes with Escape', async ({
  page,
}) => {
  await openSignedIn(page);
  // The wall shows ten posts at a time and loads more as its end scrolls into view; the
  // locked one is further down. Scrolled as a member would, until it is there.
  const locked = page.getByRole('button', { name: /Members only/ }).first();
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  await expect(async () => {
    await posts.last().scrollIntoViewIfNeeded();
    await expect(locked).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await locked.click();
  const dialog = page.getByRole('dialog', { name: 'Access denied' });
  await expect(dialog).toContainText('You do not have access to this content.');
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /Members only/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

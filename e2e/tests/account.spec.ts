import { apiCall } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

// A 2×2 green PNG: a real image file for the avatar upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaGBgYGBgYGBgYGBgAAAEhAEBjT7mWgAAAABJRU5ErkJggg==',
  'base64',
);

test('account settings save a new name and photo, and the shell follows', async ({ pageAs }) => {
  // A member of the test's own: the demo member's name stays as other tests expect it.
  const member = await newMember('Robin', 'Rivera');
  const page = await pageAs(member.state);
  await openSignedIn(page, '/account/settings');
  await page.getByLabel('First name').fill('Danielle');
  await page.getByRole('button', { name: 'Save name' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Your name has been saved.' });
  await expect(saved).toBeVisible();
  // The toast sits below the header, so it never hides the Menu or cart button.
  const header = await page.getByRole('banner').boundingBox();
  const toast = await saved.boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await page
    .getByLabel('Profile photo (PNG, JPEG or WebP, up to 2 MB)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your photo has been updated.' }),
  ).toBeVisible();
  const photo = page.getByRole('img', { name: 'You' });
  await expect(photo).toHaveAttribute('src', /\/media\/uploads\//);
  // The new photo loads after its address is set; how long that takes depends on the machine.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Danielle Rivera' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Saved on the server, not just on this page.
  const me = await apiCall<{ item: { firstName: string } }>(
    'GET',
    '/users/me',
    undefined,
    member.token,
  );
  expect(me.item.firstName).toBe('Danielle');
});

test('a photo that is not an image is refused with a clear message', async ({ page }) => {
  await openSignedIn(page, '/account/settings');
  await page
    .getByLabel('Profile photo (PNG, JPEG or WebP, up to 2 MB)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please choose a PNG, JPEG or WebP image.' }),
  ).toBeVisible();
});

test('an album invite can be opened and accepted once', async ({ pageAs }) => {
  // Each member accepts an invite once, so the test brings a member who has not yet.
  const member = await newMember('Avery');
  const page = await pageAs(member.state);
  await openSignedIn(page);
  await page.goto('/#/albums/invite');
  await expect(page).toHaveURL(/#\/browse\/activity-wall$/);

  await page.goto('/#/albums/invite?token=demo-invite-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Best patios in Wichita' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page).toHaveURL(/#\/browse\/activity-wall$/);
  await expect(page.getByRole('status').filter({ hasText: /You joined/ })).toBeVisible();

  // A second acceptance is refused by the server, shown as a toast.
  await page.goto('/#/albums/invite?token=demo-invite-token');
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /already/i })).toBeVisible();
});

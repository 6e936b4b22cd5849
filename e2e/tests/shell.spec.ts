import { expect, test } from '@playwright/test';
import { OPERATOR, apiCall, tokenFor } from '../support/api.ts';
import { signInAsDemo } from '../support/session.ts';

type AppConfig = Record<string, unknown> & {
  web_main_navigation: { items: Array<Record<string, unknown>> };
  onboardingSettings: Record<string, string>;
};

test('the logged-in guard sends visitors to /login and back to where they were going', async ({
  page,
}) => {
  await page.goto('/#/browse/quiz');
  await expect(page).toHaveURL(/#\/login\?returnUrl=%2Fbrowse%2Fquiz$/);
  await page.getByLabel('E-mail address').fill('demo@canopy.test');
  await page.getByLabel('Password').fill('canopy-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/browse\/quiz$/);
});

test('a wrong password is explained on the form and nothing is lost', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('E-mail address').fill('demo@canopy.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'The e-mail address or password is incorrect.',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('demo@canopy.test');
});

test('signed-in members skip the login page', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/browse\/activity-wall$/);
});

test('the right panel shows the member and the configured links, relabelled', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel.getByRole('link', { name: 'Dana Rivera' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Share The Site' })).toBeVisible();
  await expect(panel.getByText('Share The App')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /Help Center/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('nav, logo and dark theme follow the server configuration without a rebuild', async ({
  page,
}) => {
  const token = await tokenFor(OPERATOR);
  const original = (await apiCall<{ item: AppConfig }>('GET', '/sirqul/appconfig')).item;
  const custom: AppConfig = {
    ...original,
    preferredColorScheme: 'dark',
    onboardingSettings: {
      ...original.onboardingSettings,
      desktopNavLogoUrl: `${original.onboardingSettings.webFaviconUrl}`,
    },
    web_main_navigation: {
      items: [
        { title: 'Shop', linkto: '/browse/marketplace', order: 1, active: true, icon: 'shop' },
        { title: 'Wall', linkto: '/browse/activity-wall', order: 2, active: true, icon: 'wall' },
      ],
    },
  };
  await apiCall('PUT', '/sirqul/appconfig', custom, token);
  try {
    await signInAsDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Shop', 'Wall']);
    await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'dark');
    await expect(page.getByRole('banner').getByRole('img').first()).toHaveAttribute(
      'src',
      custom.onboardingSettings.desktopNavLogoUrl!,
    );
  } finally {
    await apiCall('PUT', '/sirqul/appconfig', original, token);
  }
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity Wall' }),
  ).toBeVisible();
  await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'light');
});

test('legacy paths and app links open their web page; unknown app links go to coming', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/#/profile/2');
  await expect(page).toHaveURL(/#\/account\/overview\?otherUserProfileId=2$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dana Rivera');

  await page.goto(`/#/open?url=${encodeURIComponent('canopy://offer/1')}`);
  await expect(page).toHaveURL(/#\/browse\/marketplace\/product\/1$/);

  await page.goto(`/#/open?url=${encodeURIComponent('canopy://spaceship/1')}`);
  await expect(page).toHaveURL(/#\/coming$/);
  await expect(
    page.getByRole('heading', { name: 'This link is not available on the web' }),
  ).toBeVisible();

  await page.goto('/#/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the nav, right panel and cart are usable with the keyboard alone', async ({ page }) => {
  await signInAsDemo(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Quizzes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/browse\/quiz$/);

  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

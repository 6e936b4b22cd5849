import { test as visitorTest } from '@playwright/test';
import { withAppConfig, type AppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';
import { DEMO_MEMBER, HOST_URL } from '../support/stack.ts';

// Only the tests about signing in use the form; the others start signed in.
visitorTest(
  'the logged-in guard sends visitors to /login and back to where they were going',
  async ({ page }) => {
    await page.goto('/#/browse/quiz');
    await expect(page).toHaveURL(/#\/login\?returnUrl=%2Fbrowse%2Fquiz$/);
    await page.getByLabel('E-mail address').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/browse\/quiz$/);
  },
);

visitorTest('the start-up files download once, beside the scripts', async ({ page }) => {
  const startupFiles = ['config.json', 'remotes.json', 'appconfig', 'switchconfig'];
  const requested: string[] = [];
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = url.pathname.split('/').pop() ?? '';
    if (startupFiles.includes(file)) requested.push(file);
    if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin);
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The page preloads them, and the app's own requests take those downloads.
  for (const file of ['config.json', 'remotes.json']) {
    await expect(page.locator(`link[rel="preload"][href="${file}"]`)).toHaveCount(1);
  }
  expect(requested.sort()).toEqual([...startupFiles].sort());
  // Every API call goes to the page's own origin: no CORS preflight before any of them.
  expect([...apiOrigins]).toEqual([new URL(page.url()).origin]);
});

for (const { page: opened, data, remote, shown } of [
  { page: '/browse/activity-wall', data: '/api/albums/wall', remote: 'social', shown: 'article' },
  {
    page: '/browse/marketplace',
    data: '/api/retailers/location/distancesearch',
    remote: 'marketplace',
    shown: 'main a[href*="/retailer/"]',
  },
]) {
  test(`${opened}: its first data and its remote are asked for once, with the saved location`, async ({
    page,
    context,
  }) => {
    // A browser that has been here before has a saved location: the request can carry it.
    const location = JSON.stringify({ latitude: 39.8283, longitude: -98.5795 });
    await context.addCookies([
      { name: 'canopy_location', value: encodeURIComponent(location), url: HOST_URL },
    ]);
    const dataRequests: string[] = [];
    const manifests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === data) dataRequests.push(url.search);
      if (url.pathname.endsWith('/mf-manifest.json')) manifests.push(url.origin);
    });
    await page.goto(`/#${opened}`);
    await expect(page.locator(shown).first()).toBeVisible();
    // One request each: the page took the entry script's answer instead of asking again.
    expect(dataRequests).toHaveLength(1);
    expect(dataRequests[0]).toContain('latitude=39.8283&longitude=-98.5795');
    // Every member-facing remote's manifest once (the host routes by the sections they
    // declare), the opened remote's among them: the federation runtime took the host's copy.
    // The staff console's is never fetched for a member (console.spec.ts checks it too).
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
      string,
      string
    >;
    expect(manifests.sort()).toEqual(
      Object.entries(remotes)
        .filter(([name]) => name !== 'console')
        .map(([, url]) => new URL(url).origin)
        .sort(),
    );
    expect(manifests).toContain(new URL(remotes[remote]!).origin);
  });
}

visitorTest('a wrong password is said once and nothing typed is lost', async ({ page }) => {
  // A member of the test's own: failed attempts never count against the demo member.
  const member = await newMember('Wren');
  await page.goto('/#/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // As the client's toast (SPEC §7), and not a second time on the form.
  await expect(
    page.getByRole('alert').filter({ hasText: 'The e-mail address or password is incorrect.' }),
  ).toHaveCount(1);
  await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
});

test('signed-in members skip the login page', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/browse\/activity-wall$/);
});

test('a header tab link opens the home page at that tab, below the home rows', async ({ page }) => {
  await openSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Tabs' })
    .getByRole('link', { name: 'Community Guidelines' })
    .click();
  await expect(page).toHaveURL(/#\/home\?tab=1$/);
  await expect(page.getByRole('tab', { name: 'Community Guidelines' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The guidelines are in view, not two screens further down (polled: the rows above load
  // while the page is open).
  await expect(page.getByRole('tabpanel')).toBeInViewport();
});

test('the right panel shows the member and the configured links, relabelled', async ({ page }) => {
  await openSignedIn(page);
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
  const custom = (original: AppConfig): AppConfig => ({
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
  });
  await withAppConfig(custom, async (changed) => {
    await openSignedIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Shop', 'Wall']);
    await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'dark');
    await expect(page.getByRole('banner').getByRole('img').first()).toHaveAttribute(
      'src',
      changed.onboardingSettings.desktopNavLogoUrl!,
    );
  });
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity Wall' }),
  ).toBeVisible();
  await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'light');
});

test('legacy paths and app links open their web page; unknown app links go to coming', async ({
  page,
}) => {
  await openSignedIn(page);
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
  await openSignedIn(page);
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

// The pages' Content-Security-Policy allows everything the app does and nothing more:
// a visitor and a signed-in member browse the shell, the wall and the marketplace
// without a single violation, while an inline script is refused.
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { watchCsp } from '../support/csp.ts';
import { openMarketplaceFromNav, sharedSession } from '../support/session.ts';
import { API_URL, HOST_URL, REMOTE_PORTS } from '../support/stack.ts';

/** A browser context holding the demo member's session (signed in through the API once per run). */
async function memberContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: HOST_URL, storageState: await sharedSession() });
}

test('the host page is sent with a CSP naming the API and the remotes, and cannot be framed', async ({
  request,
}) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  for (const port of Object.values(REMOTE_PORTS)) {
    expect(scriptSrc).toContain(`http://localhost:${port}`);
  }
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  // The page calls the API and loads its media on its own origin (its server forwards
  // /api/ and /media/): the API's port is named nowhere.
  expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain(HOST_URL);
  // The HLS player fetches the media's playlists and segments.
  expect(/img-src ([^;]*)/.exec(csp)?.[1]).toContain(HOST_URL);
  expect(csp).not.toContain(API_URL);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The page opens its connections to the remotes early (media is on its own origin), and
  // asks for the public configuration the app starts with.
  expect(headers['link']).not.toContain(`<${API_URL}>`);
  expect(headers['link']).toContain(`<http://localhost:${REMOTE_PORTS.social}>; rel=preconnect`);
  expect(headers['link']).not.toContain(`<${HOST_URL}>; rel=preconnect`);
  expect(headers['link']).toContain(
    `<${HOST_URL}/api/sirqul/appconfig>; rel=preload; as=fetch; crossorigin`,
  );
});

test('scripts carry nosniff but not the page policies, which only documents need', async ({
  request,
}) => {
  const script = (await request.get('/main.js')).headers();
  expect(script['x-content-type-options']).toBe('nosniff');
  expect(script['content-security-policy']).toBeUndefined();
  expect(script['x-frame-options']).toBeUndefined();
  expect(script['link']).toBeUndefined();
  const icon = (await request.get('/favicon.svg')).headers();
  expect(icon['content-security-policy']).toContain("default-src 'self'");
});

test('a visitor browses the public pages without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/#/home');
  await page.goto('/#/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.goto('/#/signup');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.goto('/#/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Members-only areas send the visitor to the login page.
  await page.goto('/#/browse/marketplace');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a member browses the wall and the marketplace without a CSP violation', async ({
  browser,
}) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  const violations = await watchCsp(page);

  await page.goto('/#/browse/activity-wall');
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('listitem').first()).toBeVisible();
  // Cover images come from the API's /media, through the page's own origin: at least one
  // has loaded.
  await expect
    .poll(() =>
      page.evaluate(
        (media) =>
          [...document.images].some(
            (image) => image.src.startsWith(media) && image.complete && image.naturalWidth > 0,
          ),
        `${HOST_URL}/media/`,
      ),
    )
    .toBe(true);

  await openMarketplaceFromNav(page);
  await page.getByRole('list', { name: 'Dispensaries' }).getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Offers' })).toBeVisible();

  expect(await violations()).toEqual([]);
  await context.close();
});

test('an inline script is refused and reported (the watch above can see violations)', async ({
  browser,
}) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  const violations = await watchCsp(page);
  await page.goto('/#/browse/activity-wall');
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
  });
  // Once the browser has reported the refusal, the script's fate is decided (an allowed
  // inline script runs as it is appended): it did not run.
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src/);
  expect(
    await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan === true),
  ).toBe(false);
  await context.close();
});

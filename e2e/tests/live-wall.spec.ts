import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, type NewMember } from '../support/members.ts';

/** Live delivery's budget: chat and notifications arrive well within it. */
const LIVE = { timeout: 2_000 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');

/** Opens the wall and waits for its posts and the live stream. */
async function openWall(page: Page) {
  const stream = page.waitForResponse((response) => response.url().includes('/live/stream'));
  await page.goto('/#/browse/activity-wall');
  await expect(posts(page).first()).toBeVisible();
  await stream;
}

/** Reads further down the wall, as a member does, and answers where the view is. */
async function readDown(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  return scrollY(page);
}

const write = (member: NewMember, description: string) =>
  apiCall('POST', '/albums/posts', { description }, member.token);

test.describe('the live wall', () => {
  let a: NewMember;
  let b: NewMember;

  test.beforeEach(async () => {
    a = await newMember('Ada', 'Wall');
    b = await newMember('Bea', 'Wall');
  });

  test('B reads the wall, A posts: "1 new post" comes live, nothing moves until B asks', async ({
    pageAs,
  }) => {
    const pageB = await pageAs(b.state);
    await openWall(pageB);
    const readingAt = await readDown(pageB);

    const text = `Radishes at the market, ${Date.now()}`;
    await write(a, text);
    const button = pageB.getByRole('button', { name: '1 new post' });
    await expect(button).toBeVisible(LIVE);
    await expect(button).toBeInViewport();
    // The post waits for B, and B's place on the wall is where it was.
    await expect(pageB.getByText(text)).toHaveCount(0);
    await expect.poll(() => scrollY(pageB)).toBe(readingAt);

    await button.click();
    await expect(posts(pageB).first()).toContainText(text);
    await expect.poll(() => scrollY(pageB)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('choosing Activity Wall again goes back to the top of the wall', async ({ pageAs }) => {
    const pageB = await pageAs(b.state);
    await openWall(pageB);
    await readDown(pageB);
    await pageB
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activity Wall' })
      .click();
    await expect.poll(() => scrollY(pageB)).toBe(0);
    await expect(posts(pageB).first()).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the wall with new posts waiting has no serious violations, ${theme}, 360 and 1280 px`, async ({
      pageAs,
    }) => {
      const inTheme = (body: () => Promise<void>) =>
        theme === 'dark' ? withAppConfig(darkTheme, body) : body();
      // Axe takes seconds a page on a busy machine.
      test.info().setTimeout(test.info().timeout + 60_000);
      await inTheme(async () => {
        for (const width of [360, 1280]) {
          const pageB = await pageAs(b.state);
          await pageB.setViewportSize({ width, height: 800 });
          await openWall(pageB);
          await readDown(pageB);
          await write(a, `New at ${width} px in the ${theme} theme`);
          await expect(pageB.getByRole('button', { name: '1 new post' })).toBeInViewport(LIVE);
          expect(await seriousViolations(pageB), `${theme} ${width} px`).toEqual([]);
        }
      });
    });
  }
});

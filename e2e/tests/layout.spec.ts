import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { test as memberTest } from '../support/fixtures.ts';
import { accountIdIn, newMember } from '../support/members.ts';

// SPEC quality bar: responsive from 360 px to desktop. Every form field stays inside its
// card (an input's intrinsic width once pushed Last name past the sign-up card's edge).
for (const width of [360, 1200]) {
  test(`sign-in and sign-up fields stay inside their card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, heading] of [
      ['/login', 'Sign in to Canopy'],
      ['/signup', 'Join Canopy'],
    ] as const) {
      await page.goto(`/#${path}`);
      // The page's own heading first: until its lazy route arrives, the previous form is shown.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const form = page.locator('form');
      await expect(form.locator('input').first()).toBeVisible();
      const formBox = (await form.boundingBox())!;
      for (const input of await form.locator('input:not([type="checkbox"])').all()) {
        const box = (await input.boundingBox())!;
        expect(box.x, `${path} input left edge`).toBeGreaterThanOrEqual(formBox.x - 0.5);
        expect(box.x + box.width, `${path} input right edge`).toBeLessThanOrEqual(
          formBox.x + formBox.width + 0.5,
        );
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
  });
}

memberTest(
  'member pages never scroll sideways at 360 px, unread badges included',
  async ({ pageAs }) => {
    // A member of its own with one unread message, so the header carries a badge: its
    // screen-reader text once widened every page on a phone.
    const member = await newMember('Narrow', 'Screen');
    const friend = await newMember('Wide', 'Friend');
    const chat = await apiCall<{ item: { albumId: number } }>(
      'POST',
      '/chats/single',
      { accountId: accountIdIn(member.state) },
      friend.token,
    );
    await apiCall(
      'POST',
      `/chats/${chat.item.albumId}/notes`,
      { comment: 'Hi from a wide screen', clientMessageId: `layout-${Date.now()}` },
      friend.token,
    );
    const page = await pageAs(member.state);
    await page.setViewportSize({ width: 360, height: 800 });
    // People and Influencers (a card's actions row) and the settings' name and photo
    // fields each once widened the page.
    for (const path of [
      '/browse/activity-wall',
      '/browse/quiz',
      '/browse/marketplace',
      '/browse/people',
      '/browse/influencer',
      '/account/settings',
    ]) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The Chat badge, and the Notifications one for the same message.
      await expect(page.getByTestId('unread-badge').first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} page width`,
      ).toBeLessThanOrEqual(360);
    }
    // Every main link and both badges are in view, on a phone and on a desktop (the nav
    // once scrolled sideways, hiding Chat's and Notifications' badges at 360 px and
    // clipping Assistant at 1280 px).
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await expect(links).toHaveCount(7);
      for (const link of await links.all()) {
        await expect(link, `${await link.textContent()} at ${width} px`).toBeInViewport({
          ratio: 1,
        });
      }
      for (const badge of await page.getByTestId('unread-badge').all()) {
        await expect(badge, `a badge at ${width} px`).toBeInViewport({ ratio: 1 });
      }
    }
    await page.setViewportSize({ width: 360, height: 800 });
    // The open chat last (reading it clears the badge): its composer once pushed Send off
    // the screen.
    await page.goto(`/#/browse/chat?chatId=${chat.item.albumId}&chatType=chat_single`);
    // In the thread: the conversation list (hidden on a phone) shows it too.
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByText('Hi from a wide screen'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'chat thread width',
    ).toBeLessThanOrEqual(360);
  },
);

// Pages whose parts load their data apart draw them together (shared-core's
// RevealTogether): drawn as each arrived, a part pushed the next one down (Discover 0.17,
// the member overview 0.35). Each page's last part to come is awaited, then the shifts so
// far are summed; Lighthouse's budget for a page is 0.05.
const PAGES_IN_PARTS: [path: string, lastPart: string][] = [
  ['/browse/discover', 'People to follow'],
  ['/browse/news', 'Pages'],
  ['/browse/customlist', 'Custom lists'],
  ['/browse/leaderboard', 'Where you stand'],
  ['/browse/challenge', 'Your challenges'],
  ['/browse/ai-chat', 'Your conversations'],
  ['/account/overview', 'Posts by this member'],
];

memberTest('pages loaded in parts do not shift as the parts arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, lastPart] of PAGES_IN_PARTS) {
    await page.goto('about:blank');
    await page.goto(`/#${path}`);
    await expect(page.getByLabel(lastPart, { exact: true }).first()).toBeVisible();
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.05);
  }
});

import AxeBuilder from '@axe-core/playwright';
import { apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

test("A likes B's post: B's header badge and notification list update without a reload", async ({
  pageAs,
}) => {
  const a = await newMember('Avery', 'Liker');
  const b = await newMember('Blake', 'Poster');
  const text = `Seedlings ${Date.now()}`;
  const post = await apiCall<{ item: { albumId: number } }>(
    'POST',
    '/albums/posts',
    { description: text },
    b.token,
  );

  const pageB = await pageAs(b.state);
  await openSignedIn(pageB, '/browse/notifications');
  const nav = pageB.getByRole('navigation', { name: 'Main' });
  // B's first post earned a badge; read it, so the like is the one new thing.
  await expect(pageB.getByRole('article', { name: /^You earned the .* badge/ })).toBeVisible();
  await pageB.getByRole('button', { name: 'Mark all read' }).click();
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // A likes it in A's own browser.
  const pageA = await pageAs(a.state);
  await openSignedIn(pageA, `/browse/activity-detail/${post.item.albumId}`);
  await pageA.getByRole('button', { name: 'Like', exact: true }).first().click();

  // B's open page hears it live: the badge and the list, no reload.
  await expect(nav.getByRole('link', { name: /^Notifications\W+1 unread$/ })).toBeVisible();
  const row = pageB.getByRole('article', { name: `Avery liked your post: “${text}”` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute(
    'href',
    `#/browse/activity-detail/${post.item.albumId}`,
  );

  // Reading clears the badge.
  await pageB.getByRole('button', { name: 'Mark all read' }).click();
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the notifications page has no serious or critical violations, ${theme} theme`, async ({
    page,
  }) => {
    const check = async () => {
      await page.goto('/#/browse/notifications');
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      // The demo member's seeded notifications: grouped, unread, with links.
      await expect(page.getByRole('article', { name: /liked your post/ })).toBeVisible();
      await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        );
      expect(serious).toEqual([]);
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, check) : check());
  });
}

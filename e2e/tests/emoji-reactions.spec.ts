import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, type NewMember } from '../support/members.ts';

/** Live delivery's budget: chat and notifications arrive well within it. */
const LIVE = { timeout: 2_000 };

const postOn = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Posts' }).getByRole('article').filter({ hasText: text });

/** Opens the wall and waits for the post and the live stream. */
async function openWallAt(page: Page, text: string) {
  const stream = page.waitForResponse((response) => response.url().includes('/live/stream'));
  await page.goto('/#/browse/activity-wall');
  await expect(postOn(page, text)).toBeVisible();
  await stream;
}

test.describe('emoji reactions', () => {
  let a: NewMember;
  let b: NewMember;
  let text: string;
  let albumId: number;

  test.beforeEach(async () => {
    a = await newMember('Ada', 'Reacts');
    b = await newMember('Bea', 'Reacts');
    text = `Beans are up, ${Date.now()}`;
    const posted = await apiCall<{ item: { albumId: number } }>(
      'POST',
      '/albums/posts',
      { description: text },
      a.token,
    );
    albumId = posted.item.albumId;
  });

  test("B reacts to A's post; A sees it live; B changes it and takes it back", async ({
    pageAs,
  }) => {
    const pageA = await pageAs(a.state);
    const pageB = await pageAs(b.state);
    await openWallAt(pageA, text);
    await openWallAt(pageB, text);

    const onB = postOn(pageB, text);
    await onB.getByRole('button', { name: 'React', exact: true }).click();
    await onB
      .getByRole('group', { name: 'Reactions' })
      .getByRole('button', { name: 'Love' })
      .click();
    await expect(onB.getByRole('button', { name: 'Love, 1 reaction' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const onA = postOn(pageA, text);
    await expect(onA.getByRole('button', { name: 'Love, 1 reaction' })).toHaveAttribute(
      'aria-pressed',
      'false',
      LIVE,
    );

    // A reacts too; B changes theirs: one each, both counted.
    await onA.getByRole('button', { name: 'Love, 1 reaction' }).click();
    await expect(onA.getByRole('button', { name: 'Love, 2 reactions' })).toBeVisible();
    await onB.getByRole('button', { name: 'React', exact: true }).click();
    await onB
      .getByRole('group', { name: 'Reactions' })
      .getByRole('button', { name: 'Thanks' })
      .click();
    await expect(onA.getByRole('button', { name: 'Love, 1 reaction' })).toBeVisible(LIVE);
    await expect(onA.getByRole('button', { name: 'Thanks, 1 reaction' })).toBeVisible(LIVE);

    // B takes it back; after a reload the server's counts are the same.
    await onB.getByRole('button', { name: 'Thanks, 1 reaction' }).click();
    await expect(onA.getByRole('button', { name: /^Thanks,/ })).toHaveCount(0, LIVE);
    await pageB.reload();
    await expect(
      postOn(pageB, text).getByRole('button', { name: 'Love, 1 reaction' }),
    ).toBeVisible();
    await expect(postOn(pageB, text).getByRole('button', { name: /^Thanks,/ })).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open set of reactions has no serious violations, ${theme}, 360 and 1280 px`, async ({
      pageAs,
    }) => {
      test.info().setTimeout(test.info().timeout + 60_000);
      const inTheme = (body: () => Promise<void>) =>
        theme === 'dark' ? withAppConfig(darkTheme, body) : body();
      await apiCall('PUT', '/emoji-reactions', { albumId, reaction: 'laugh' }, a.token);
      await inTheme(async () => {
        for (const width of [360, 1280]) {
          const pageB = await pageAs(b.state);
          await pageB.setViewportSize({ width, height: 800 });
          await openWallAt(pageB, text);
          const post = postOn(pageB, text);
          await expect(post.getByRole('button', { name: 'Funny, 1 reaction' })).toBeVisible();
          await post.getByRole('button', { name: 'React', exact: true }).click();
          await expect(post.getByRole('group', { name: 'Reactions' })).toBeVisible();
          expect(await seriousViolations(pageB), `${theme} ${width} px`).toEqual([]);
        }
      });
    });
  }
});

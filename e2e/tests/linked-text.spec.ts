import { apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';

test.describe("web links in a post's text and its comments", () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`are links on the post's page, with no serious violations, ${theme}, 360 and 1280 px`, async ({
      pageAs,
    }) => {
      test.info().setTimeout(test.info().timeout + 60_000);
      const a = await newMember('Ada', 'Links');
      const b = await newMember('Bea', 'Links');
      const posted = await apiCall<{ item: { albumId: number } }>(
        'POST',
        '/albums/posts',
        { description: 'Our seed list: https://seeds.example/list.' },
        a.token,
      );
      const albumId = posted.item.albumId;
      await apiCall(
        'POST',
        '/notes',
        { albumId, comment: 'Mine is at www.garden.example' },
        b.token,
      );
      const inTheme = (body: () => Promise<void>) =>
        theme === 'dark' ? withAppConfig(darkTheme, body) : body();
      await inTheme(async () => {
        for (const width of [360, 1280]) {
          const page = await pageAs(b.state);
          await page.setViewportSize({ width, height: 800 });
          await page.goto(`/#/browse/activity-detail/${albumId}`);
          const postLink = page.getByRole('link', { name: 'https://seeds.example/list' });
          await expect(postLink).toHaveAttribute('rel', 'nofollow ugc noopener');
          await expect(page.getByRole('link', { name: 'www.garden.example' })).toHaveAttribute(
            'href',
            'https://www.garden.example',
          );
          expect(await seriousViolations(page), `${theme} ${width} px`).toEqual([]);
        }
      });
    });
  }
});

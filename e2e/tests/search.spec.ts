import { apiCall } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountIdIn, newMember } from '../support/members.ts';

/** A word nothing else says, letters only, new for every run and repeat. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = 'quill';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

test.describe("the header's one search and #tag pages", () => {
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 360],
  ] as const) {
    test(`finds posts and members grouped, opens one by keyboard, hides a blocked member, links #tags; ${theme}, ${width} px`, async ({
      pageAs,
    }) => {
      test.info().setTimeout(test.info().timeout + 60_000);
      const word = uniqueWord();
      const tag = `${word}tag`;
      const surname = word.charAt(0).toUpperCase() + word.slice(1);
      const ada = await newMember('Ada', surname);
      const bea = await newMember('Bea', 'Searcher');
      const cal = await newMember('Cal', 'Blocked');
      const posted = await apiCall<{ item: { albumId: number } }>(
        'POST',
        '/albums/posts',
        { description: `Harvest of ${word} beans today #${tag}` },
        ada.token,
      );
      const albumId = posted.item.albumId;
      await apiCall('POST', '/albums/posts', { description: `Cal's ${word} patch` }, cal.token);
      await apiCall('PUT', `/users/hidden/${accountIdIn(cal.state)}`, { kind: 'BLOCK' }, bea.token);

      const inTheme = (body: () => Promise<void>) =>
        theme === 'dark' ? withAppConfig(darkTheme, body) : body();
      await inTheme(async () => {
        const page = await pageAs(bea.state);
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/#/browse/activity-wall');
        await page.getByRole('button', { name: 'Search Canopy' }).click();
        const box = page.getByRole('combobox', { name: 'Search Canopy' });
        await expect(box).toBeFocused();
        await box.fill(word.slice(0, -2));

        const results = page.getByRole('listbox', { name: 'Search results' });
        const posts = results.getByRole('group', { name: 'Posts' });
        await expect(posts.getByRole('option', { name: /Harvest of/ })).toBeVisible();
        await expect(
          results.getByRole('group', { name: 'Members' }).getByRole('option', {
            name: new RegExp(`Ada ${surname}`),
          }),
        ).toBeVisible();
        // Cal's post says the same word, but Bea blocked Cal.
        await expect(results.getByRole('option', { name: /Cal's/ })).toHaveCount(0);
        if (width === 360) {
          // On a small screen the search is a full-width panel.
          const panel = page.getByRole('search');
          await expect.poll(async () => (await panel.boundingBox())?.width).toBe(360);
        }
        expect(await seriousViolations(page), `search open, ${theme}`).toEqual([]);

        await box.press('ArrowDown');
        await expect(posts.getByRole('option', { name: /Harvest of/ })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/browse/activity-detail/${albumId}$`));

        await page.getByRole('link', { name: `#${tag}` }).click();
        await expect(page).toHaveURL(new RegExp(`/browse/tag/${tag}$`));
        await expect(page.getByRole('heading', { name: `#${tag}` })).toBeVisible();
        const tagged = page.getByRole('region', { name: `Posts with #${tag}` });
        await expect(tagged.getByText(`Harvest of ${word} beans today`)).toBeVisible();
        await expect(tagged.getByRole('status')).toHaveText(`1 post with #${tag}`);
        expect(await seriousViolations(page), `tag page, ${theme}`).toEqual([]);
      });
    });
  }
});

// Ratings where members look (issue 34, defect 7): a review written on the wall shows as
// stars on the shop's tile and page, in its reviews list, and can be marked helpful.
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { sharedToken } from '../support/session.ts';

interface Shop {
  retailerLocationId: number;
  name: string;
  rating: { average: number | null; count: number };
}

test('a review written on the wall is counted on the shop, listed there, and marked helpful once', async ({
  page,
}) => {
  test.info().setTimeout(test.info().timeout + 120_000);
  const shops = await apiCall<{ items: Shop[] }>(
    'GET',
    '/retailers/location/distancesearch?limit=1',
    undefined,
    await sharedToken(),
  );
  const shop = shops.items[0]!;
  const reviewer = await newMember('Reviewer');
  const text = `Knew every strain by heart ${Date.now()}`;
  await apiCall(
    'POST',
    '/albums/posts',
    {
      description: text,
      review: { reviewType: 'RETAILER_LOCATION', reviewId: shop.retailerLocationId, rating: 5 },
    },
    reviewer.token,
  );

  // The demo member opens the dispensaries: the shop's tile carries its stars in words.
  await page.goto('/#/browse/marketplace');
  await page.getByRole('textbox', { name: 'Search dispensaries' }).fill(shop.name);
  await page.getByRole('textbox', { name: 'Search dispensaries' }).press('Enter');
  const tile = page
    .getByRole('list', { name: 'Dispensaries' })
    .getByRole('link', { name: new RegExp(shop.name) });
  await expect(tile).toContainText(/Rated \d\.\d out of 5 from \d+ reviews?/);
  await tile.click();

  const reviews = page.getByRole('region', { name: 'Reviews' });
  const written = reviews.getByRole('article', { name: "Reviewer Tester's review" }).filter({
    hasText: text,
  });
  await expect(written).toContainText('5 out of 5 stars');
  await expect(written).toContainText(/@\S+/);
  const helpful = written.getByRole('button', { name: "Helpful: Reviewer Tester's review" });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(written).toContainText('1 member found this helpful');

  // Most helpful first puts it at the top; a reload keeps the one mark.
  await reviews.getByRole('button', { name: 'Most helpful' }).click();
  await expect(reviews.getByRole('article').first()).toContainText(text);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Reviews' })
      .getByRole('article')
      .filter({ hasText: text })
      .getByRole('button', { name: /^Helpful/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the shop and product pages with their reviews have no serious axe violations, ${theme}, 360 px and desktop`, async ({
    page,
  }) => {
    test.info().setTimeout(test.info().timeout + 240_000);
    const token = await sharedToken();
    const offers = await apiCall<{
      items: Array<{ offerLocationId: number; retailerLocationId: number }>;
    }>('GET', '/offers/search?limit=1', undefined, token);
    const offer = offers.items[0]!;
    const body = async () => {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of [
          `/browse/marketplace/retailer/${offer.retailerLocationId}`,
          `/browse/marketplace/product/${offer.offerLocationId}`,
        ]) {
          await page.goto(`/#${path}`);
          const reviews = page.getByRole('region', { name: 'Reviews' });
          // Loaded: a review or the sentence that there are none.
          await expect(
            reviews
              .getByRole('article')
              .first()
              .or(reviews.getByText(/No reviews yet\./)),
          ).toBeVisible();
          await expect(page.locator('[data-color-scheme]')).toHaveAttribute(
            'data-color-scheme',
            theme,
          );
          expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}

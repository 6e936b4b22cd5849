import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OPERATOR, apiCall, tokenFor } from '../support/api.ts';
import { signInAsDemo } from '../support/session.ts';
import { DEMO_MEMBER } from '../support/stack.ts';

const PUBLIC_PAGES = ['/login', '/signup', '/privacy-policy', '/terms-and-conditions'];
const MEMBER_PAGES = [
  '/browse/activity-wall',
  '/account/overview',
  '/account/settings',
  '/browse/marketplace',
  '/browse/checkout',
  '/browse/wallet',
  '/browse/payments',
];

/** A real product page: the first offer the demo member can see. */
async function productPage(): Promise<string> {
  const token = await tokenFor(DEMO_MEMBER);
  const offers = await apiCall<{ items: Array<{ offerLocationId: number }> }>(
    'GET',
    '/offers/search?limit=1',
    undefined,
    token,
  );
  return `/browse/marketplace/product/${offers.items[0]!.offerLocationId}`;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function checkPages(page: Page) {
  for (const path of PUBLIC_PAGES) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await signInAsDemo(page);
  for (const path of [...MEMBER_PAGES, await productPage()]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

test('no serious or critical accessibility violations in the light theme', async ({ page }) => {
  await checkPages(page);
});

test('no serious or critical accessibility violations in the dark theme', async ({ page }) => {
  const token = await tokenFor(OPERATOR);
  const original = (await apiCall<{ item: Record<string, unknown> }>('GET', '/sirqul/appconfig'))
    .item;
  await apiCall('PUT', '/sirqul/appconfig', { ...original, preferredColorScheme: 'dark' }, token);
  try {
    await checkPages(page);
    await expect(page.locator('[data-color-scheme]')).toHaveAttribute('data-color-scheme', 'dark');
  } finally {
    await apiCall('PUT', '/sirqul/appconfig', original, token);
  }
});

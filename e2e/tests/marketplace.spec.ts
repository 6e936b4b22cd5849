import type { Page } from '@playwright/test';
import { apiCall } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn } from '../support/session.ts';

/**
 * A shopper of the test's own with $100.00 of credit, so a repeat of the test finds the
 * same balance and a promo code it has not used yet.
 */
async function shopperWithCredit() {
  const shopper = await newMember('Morgan', 'Buyer');
  await apiCall(
    'POST',
    '/orders',
    { cart: [{ amount: 100, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
    shopper.token,
  );
  return shopper;
}

/** Reloads and waits until the cart bootstrap has loaded the member's cart album. */
async function reloadAndWaitForCart(page: Page): Promise<void> {
  const cartLoaded = page.waitForResponse(
    (response) => /\/api\/albums\/\d+(\?|$)/.test(response.url()) && response.ok(),
  );
  await page.reload();
  await cartLoaded;
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test('a member finds a shop near a city, fills a cart, checks out with credit and sees the order', async ({
  pageAs,
}) => {
  const page = await pageAs((await shopperWithCredit()).state);
  await openSignedIn(page, '/browse/marketplace');

  // Look near Lawrence, KS: its own shop comes first.
  await page.getByRole('textbox', { name: 'City or ZIP code' }).fill('Lawrence');
  // One press: the best match is shown at once.
  await page.getByRole('button', { name: 'Look near' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dispensaries near Lawrence, KS',
  );
  const shops = page.getByRole('list', { name: 'Dispensaries' });
  await expect(shops.getByRole('link').first()).toContainText('Prairie Leaf Co. Lawrence');
  await shops.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Prairie Leaf Co. Lawrence' })).toBeVisible();

  // Two products: a flower in a chosen size, and gummies.
  const menu = page.getByRole('list', { name: 'Offers' });
  await menu.getByRole('link', { name: /Prairie Sunset Flower/ }).click();
  await page.getByText('3.5g', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In your cart (3.5g)' })).toBeVisible();
  await page.getByRole('link', { name: 'Prairie Leaf Co. Lawrence' }).click();
  await menu.getByRole('link', { name: /Huckleberry Gummies/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In your cart' })).toBeVisible();

  // Two gummies instead of one, in the header's cart.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping cart' });
  await cart.getByRole('button', { name: 'One more Huckleberry Gummies' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  // The cart is saved to its album: a reload brings it back.
  await reloadAndWaitForCart(page);
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  await cart.getByRole('button', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/#\/browse\/checkout$/);

  // $14.00 + 2 × $15.00 = $44.00, less 10% = $39.60.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(summary.getByText('$39.60')).toBeVisible();

  const address = page.getByRole('form', { name: 'New billing address' });
  await address.getByLabel('Full name').fill('Dana Rivera');
  await address.getByLabel('Street address').fill('812 Massachusetts St');
  await address.getByLabel('City').fill('Lawrence');
  await address.getByLabel('State').fill('KS');
  await address.getByLabel('ZIP code').fill('66044');
  await address.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('radio', { name: /Dana Rivera/ })).toBeChecked();

  await summary.getByRole('radio', { name: /Pay with credit \(balance \$100\.00\)/ }).check();
  await summary.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('$39.60 was paid with your credit.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);

  // The wallet holds the order with a code per item; the credit went down.
  await page.getByRole('link', { name: 'Go to your wallet' }).click();
  const order = page.getByRole('region', { name: /^Order #\d+$/ }).first();
  await expect(order).toContainText('1 × Prairie Sunset Flower (3.5g)');
  await expect(order).toContainText('2 × Huckleberry Gummies');
  await expect(order.locator('code')).toHaveCount(2);
  await page.goto('/#/browse/payments');
  await expect(page.getByText('$60.40', { exact: true })).toBeVisible();

  // The emptied cart was saved: it stays empty after a reload.
  await page.goto('/#/browse/checkout');
  await reloadAndWaitForCart(page);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiCall, OPERATOR, tokenFor } from '../support/api.ts';
import { darkTheme, withAppConfig } from '../support/app-config.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { openSignedIn, sharedSession, sharedToken } from '../support/session.ts';

/** The demo's shop staff (README): Jordan works the counter of Prairie Leaf Co. Lawrence. */
const SHOP_STAFF = { email: 'staff@canopy.test', password: 'canopy-staff' };
const SHOP = 'Prairie Leaf Co. Lawrence';
const PRODUCT = 'Huckleberry Gummies';

interface Shop {
  retailerLocationId: number;
  name: string;
}

async function staffedShop(): Promise<Shop> {
  const shops = await apiCall<{ items: Shop[] }>(
    'GET',
    '/business/locations',
    undefined,
    await sharedToken(SHOP_STAFF),
  );
  const shop = shops.items.find((item) => item.name === SHOP);
  if (!shop) throw new Error(`The demo staff do not staff ${SHOP}`);
  return shop;
}

/** A member of the test's own with $100.00 of credit. */
async function shopperWithCredit() {
  const shopper = await newMember('Riley', 'Shopper');
  await apiCall(
    'POST',
    '/orders',
    { cart: [{ amount: 100, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
    shopper.token,
  );
  return shopper;
}

/** A member an operator made staff of another shop than the demo staff's. */
async function staffOfAnotherShop(except: number) {
  const staff = await newMember('Quinn', 'Counter');
  const operator = await tokenFor(OPERATOR);
  const shops = await apiCall<{ items: Shop[] }>(
    'GET',
    '/staff/shops?keyword=Topeka',
    undefined,
    operator,
  );
  const other = shops.items.find((shop) => shop.retailerLocationId !== except);
  if (!other) throw new Error('No second shop');
  const invite = await apiCall<{ item: { token: string } }>(
    'POST',
    `/staff/shops/${other.retailerLocationId}/invites`,
    { reason: 'Counter staff for the shop-orders test' },
    operator,
  );
  await apiCall('POST', `/business/invites/${invite.item.token}/accept`, {}, staff.token);
  return staff;
}

/** What the preview says of the product at the shop: its stock, and the member's credit. */
async function stockAndCredit(token: string, offer: { offerId: number; offerLocationId: number }) {
  const preview = await apiCall<{
    item: { offerCart: { stock: number }[]; creditBalance: number };
  }>('POST', '/wallets/preview', { offerCart: [{ ...offer, quantity: 1 }] }, token);
  return { stock: preview.item.offerCart[0]?.stock, credit: preview.item.creditBalance };
}

/** The member puts one of the product in the cart at the shop and pays with credit. */
async function orderThroughTheApp(page: Page, shop: Shop): Promise<number> {
  await openSignedIn(page, `/browse/marketplace/retailer/${shop.retailerLocationId}`);
  await expect(page.getByRole('heading', { name: SHOP })).toBeVisible();
  await page
    .getByRole('list', { name: 'Offers' })
    .getByRole('link', { name: new RegExp(PRODUCT) })
    .click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'In your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping cart' })
    .getByRole('button', { name: 'Check Out' })
    .click();
  const address = page.getByRole('form', { name: 'New billing address' });
  await address.getByLabel('Full name').fill('Riley Shopper');
  await address.getByLabel('Street address').fill('812 Massachusetts St');
  await address.getByLabel('City').fill('Lawrence');
  await address.getByLabel('State').fill('KS');
  await address.getByLabel('ZIP code').fill('66044');
  await address.getByRole('button', { name: 'Add address' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('radio', { name: /Pay with credit/ }).check();
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/wallets') && response.request().method() === 'POST',
  );
  await summary.getByRole('button', { name: 'Place order' }).click();
  const answer = (await (await placed).json()) as { item: { orderId: number } };
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  return answer.item.orderId;
}

test('a shop takes an order live from placed to collected, and a rejected one gives everything back once', async ({
  pageAs,
}) => {
  const shop = await staffedShop();
  const shopper = await shopperWithCredit();
  const outsider = await staffOfAnotherShop(shop.retailerLocationId);

  // The counter's screen is open before the order is placed.
  const counter = await pageAs(await sharedSession(SHOP_STAFF));
  await openSignedIn(counter, '/browse/business');
  await expect(counter.getByRole('heading', { name: `Orders at ${SHOP}` })).toBeVisible();

  const member = await pageAs(shopper.state);
  const orderId = await orderThroughTheApp(member, shop);

  // The order appears at the counter without a reload, with the new-order badge.
  const card = counter.getByRole('article', { name: `Order #${orderId} · Riley Shopper` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`1 × ${PRODUCT}`);
  await expect(counter.getByTestId('new-orders-badge')).toBeVisible();

  // Staff of another shop cannot see or move it.
  const shopOrders = await apiCall<{ items: { shopOrderId: number; orderId: number }[] }>(
    'GET',
    `/business/orders?retailerLocationId=${shop.retailerLocationId}`,
    undefined,
    await sharedToken(SHOP_STAFF),
  );
  const shopOrderId = shopOrders.items.find((item) => item.orderId === orderId)?.shopOrderId;
  for (const [method, path] of [
    ['GET', `/business/orders/${shopOrderId}`],
    ['POST', `/business/orders/${shopOrderId}/steps`],
  ] as const) {
    await expect(
      apiCall(method, path, method === 'POST' ? { action: 'accept' } : undefined, outsider.token),
    ).rejects.toThrow(/: 404 /);
  }

  // The member follows the order on its page, notifications read so new ones show.
  await apiCall('POST', '/notifications/read', {}, shopper.token);
  await openSignedIn(member, `/browse/wallet/order/${orderId}`);
  const status = member.getByRole('status', { name: `Status at ${SHOP}` });
  await expect(status).toHaveText('New');
  await expect(member.getByText('Pickup window')).toBeVisible();
  await expect(member.getByText('Opening hours', { exact: false })).toBeVisible();
  const nav = member.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(status).toHaveText('Accepted');
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(status).toHaveText('Ready to collect');
  await expect(nav.getByRole('link', { name: /^Notifications\W+2 unread$/ })).toBeVisible();

  // At the counter: the member's code, typed, and their ID and age checked.
  const code = (await member.locator('code').first().textContent()) ?? '';
  const handOver = card.getByRole('form', { name: 'Hand over' });
  await handOver.getByRole('textbox', { name: 'Member’s redemption code' }).fill('WRONG-CODE-0000');
  await handOver.getByRole('checkbox', { name: 'I checked the member’s ID and age' }).check();
  await handOver.getByRole('button', { name: 'Collect' }).click();
  await expect(card.getByRole('alert')).toContainText('not this order’s');
  await handOver.getByRole('textbox', { name: 'Member’s redemption code' }).fill(code);
  await handOver.getByRole('button', { name: 'Collect' }).click();
  await expect(status).toHaveText('Collected');
  await expect(card).toHaveCount(0);

  await member.getByRole('link', { name: 'Wallet' }).first().click();
  const walletOrder = member.getByRole('region', { name: `Order #${orderId}` });
  await expect(walletOrder).toContainText('Collected');

  // A second order, rejected with a reason, sent twice at once: everything back, once.
  const offer = await apiCall<{
    items: { offerId: number; offerLocationId: number; offerName: string }[];
  }>(
    'GET',
    `/offers/search?retailerLocationId=${shop.retailerLocationId}&keyword=${encodeURIComponent(PRODUCT)}`,
    undefined,
    shopper.token,
  ).then((found) => found.items.find((item) => item.offerName === PRODUCT));
  if (!offer) throw new Error(`${PRODUCT} is not on sale at ${SHOP}`);
  const item = { offerId: offer.offerId, offerLocationId: offer.offerLocationId };
  const before = await stockAndCredit(shopper.token, item);
  const billing = await apiCall<{ items: { billingAddressId: number }[] }>(
    'GET',
    '/billing/search',
    undefined,
    shopper.token,
  );
  const second = await apiCall<{ item: { orderId: number } }>(
    'POST',
    '/wallets',
    {
      offerCart: [{ ...item, quantity: 3 }],
      currencyType: 'RELOAD',
      billingAddressId: billing.items[0]?.billingAddressId,
      idempotencyKey: randomUUID(),
    },
    shopper.token,
  );
  await expect.poll(() => stockAndCredit(shopper.token, item)).not.toEqual(before);
  const secondCard = counter.getByRole('article', {
    name: `Order #${second.item.orderId} · Riley Shopper`,
  });
  await expect(secondCard).toBeVisible();
  const secondId = (
    await apiCall<{ items: { shopOrderId: number; orderId: number }[] }>(
      'GET',
      `/business/orders?retailerLocationId=${shop.retailerLocationId}`,
      undefined,
      await sharedToken(SHOP_STAFF),
    )
  ).items.find((entry) => entry.orderId === second.item.orderId)?.shopOrderId;
  const staffToken = await sharedToken(SHOP_STAFF);
  const reject = () =>
    apiCall<{ valid: boolean; item: { status: string } }>(
      'POST',
      `/business/orders/${secondId}/steps`,
      { action: 'reject', reason: 'Sold out of this flavour today' },
      staffToken,
    );
  const answers = await Promise.all([reject(), reject()]);
  expect(answers.map((answer) => answer.item.status)).toEqual(['REJECTED', 'REJECTED']);
  await expect(secondCard).toHaveCount(0);
  expect(await stockAndCredit(shopper.token, item)).toEqual(before);

  await openSignedIn(member, `/browse/wallet/order/${second.item.orderId}`);
  await expect(member.getByRole('status', { name: `Status at ${SHOP}` })).toHaveText('Rejected');
  await expect(member.getByText('Reason: Sold out of this flavour today')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the counter's screen and the order page have no serious or critical violations at 360 px, ${theme} theme`, async ({
    pageAs,
  }) => {
    const body = async () => {
      const shop = await staffedShop();
      const shopper = await shopperWithCredit();
      const counter = await pageAs(await sharedSession(SHOP_STAFF));
      await counter.setViewportSize({ width: 360, height: 800 });
      const member = await pageAs(shopper.state);
      await member.setViewportSize({ width: 360, height: 800 });
      const orderId = await orderThroughTheApp(member, shop);

      await openSignedIn(counter, '/browse/business');
      const card = counter.getByRole('article', { name: `Order #${orderId} · Riley Shopper` });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Accept' }).click();
      await card.getByRole('button', { name: 'Mark ready' }).click();
      await expect(card.getByRole('form', { name: 'Hand over' })).toBeVisible();
      expect(await seriousViolations(counter)).toEqual([]);

      await openSignedIn(member, `/browse/wallet/order/${orderId}`);
      await expect(member.getByRole('status', { name: `Status at ${SHOP}` })).toHaveText(
        'Ready to collect',
      );
      expect(await seriousViolations(member)).toEqual([]);
      // Leave the shop's screen as it was: the order goes back.
      await card.getByRole('button', { name: 'Reject' }).click();
      await card
        .getByRole('textbox', { name: 'Why the order is rejected' })
        .fill('Accessibility check');
      await card.getByRole('button', { name: 'Reject order' }).click();
      await expect(card).toHaveCount(0);
      await expect(counter.locator('[data-color-scheme]')).toHaveAttribute(
        'data-color-scheme',
        theme,
      );
    };
    await (theme === 'dark' ? withAppConfig(darkTheme, body) : body());
  });
}

test('an operator invites a member to staff a shop on the console, and the member takes the invite', async ({
  pageAs,
}) => {
  const operatorPage = await pageAs(await sharedSession(OPERATOR));
  await operatorPage.goto('/#/console/shops');
  await operatorPage.getByRole('searchbox', { name: 'Find a shop (name or city)' }).fill('Salina');
  await operatorPage.getByRole('button', { name: 'Search', exact: true }).click();
  const shop = operatorPage
    .getByRole('listitem')
    .filter({ has: operatorPage.getByRole('heading', { level: 2 }) })
    .first();
  await expect(shop).toBeVisible();
  const shopName =
    (await shop.getByRole('heading', { level: 2 }).textContent())?.split(' · ')[0]?.trim() ?? '';
  // No reason, no invite: the field says so.
  await shop.getByRole('button', { name: 'Invite staff' }).click();
  await expect(shop.getByRole('alert')).toHaveText('Say why, in a sentence: it is logged.');
  await shop.getByRole('textbox', { name: /^Reason \(logged\)/ }).fill('Weekend counter staff');
  await shop.getByRole('button', { name: 'Invite staff' }).click();
  const link = shop.getByRole('status').locator('code');
  await expect(link).toContainText('#/browse/business/invite/');
  const url = (await link.textContent()) ?? '';
  // The list reads the shop again (one invite waiting); the link stays on screen.
  await expect(shop).toContainText(/\d+ invite links? not used yet\./);
  await expect(link).toHaveText(url);
  expect(await seriousViolations(operatorPage)).toEqual([]);

  const invitee = await newMember('Avery', 'Counter');
  const page = await pageAs(invitee.state);
  await openSignedIn(page, url.slice(url.indexOf('#') + 1));
  await expect(page.getByRole('heading', { name: `Staff ${shopName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(page.getByRole('heading', { name: `Orders at ${shopName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Menu and stock' })).toBeVisible();
});

test('staff scan the QR code on the member’s order page from a photo and collect the order', async ({
  pageAs,
}) => {
  const shop = await staffedShop();
  const shopper = await shopperWithCredit();
  const staffToken = await sharedToken(SHOP_STAFF);
  const offer = await apiCall<{
    items: { offerId: number; offerLocationId: number; offerName: string }[];
  }>(
    'GET',
    `/offers/search?retailerLocationId=${shop.retailerLocationId}&keyword=${encodeURIComponent(PRODUCT)}`,
    undefined,
    shopper.token,
  ).then((found) => found.items.find((item) => item.offerName === PRODUCT));
  if (!offer) throw new Error(`${PRODUCT} is not on sale at ${SHOP}`);
  const address = await apiCall<{ item: { billingAddressId: number } }>(
    'POST',
    '/billing',
    {
      name: 'Riley Shopper',
      street: '812 Massachusetts St',
      city: 'Lawrence',
      state: 'KS',
      postalCode: '66044',
      phone: '(785) 555-0100',
    },
    shopper.token,
  );
  const placed = await apiCall<{ item: { orderId: number } }>(
    'POST',
    '/wallets',
    {
      offerCart: [{ offerId: offer.offerId, offerLocationId: offer.offerLocationId, quantity: 1 }],
      currencyType: 'RELOAD',
      billingAddressId: address.item.billingAddressId,
      idempotencyKey: randomUUID(),
    },
    shopper.token,
  );
  const orderId = placed.item.orderId;
  const shopOrderId = (
    await apiCall<{ items: { shopOrderId: number; orderId: number }[] }>(
      'GET',
      `/business/orders?retailerLocationId=${shop.retailerLocationId}`,
      undefined,
      staffToken,
    )
  ).items.find((entry) => entry.orderId === orderId)?.shopOrderId;
  for (const action of ['accept', 'ready']) {
    await apiCall('POST', `/business/orders/${shopOrderId}/steps`, { action }, staffToken);
  }

  // The member's order page shows the code as a QR code; the counter photographs it.
  const member = await pageAs(shopper.state);
  await openSignedIn(member, `/browse/wallet/order/${orderId}`);
  const status = member.getByRole('status', { name: `Status at ${SHOP}` });
  await expect(status).toHaveText('Ready to collect');
  const qr = member.getByRole('img', { name: /^QR code of the redemption code / });
  await expect(qr).toBeVisible();
  const code = (await member.locator('code').first().textContent()) ?? '';
  await expect(qr).toHaveAccessibleName(`QR code of the redemption code ${code}`);
  const photo = await qr.screenshot();

  const counter = await pageAs(await sharedSession(SHOP_STAFF));
  await openSignedIn(counter, '/browse/business');
  const card = counter.getByRole('article', { name: `Order #${orderId} · Riley Shopper` });
  const handOver = card.getByRole('form', { name: 'Hand over' });
  await expect(handOver.getByRole('button', { name: 'Scan code' })).toBeVisible();
  // A photo without a code says so, and the field stays empty.
  await handOver.getByLabel('Photo of the member’s QR code').setInputFiles({
    name: 'blank.png',
    mimeType: 'image/png',
    buffer: await counter.getByRole('heading', { name: `Orders at ${SHOP}` }).screenshot(),
  });
  await expect(handOver.getByRole('status')).toHaveText(/No QR code was found in that photo/);
  const field = handOver.getByRole('textbox', { name: 'Member’s redemption code' });
  await expect(field).toHaveValue('');
  await handOver.getByLabel('Photo of the member’s QR code').setInputFiles({
    name: 'member-qr.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(field).toHaveValue(code);
  await handOver.getByRole('checkbox', { name: 'I checked the member’s ID and age' }).check();
  await handOver.getByRole('button', { name: 'Collect' }).click();
  await expect(card).toHaveCount(0);
  await expect(status).toHaveText('Collected');
});

test('an operator sets the low-stock threshold on the console’s Shops page, with a reason', async ({
  pageAs,
}) => {
  const operatorPage = await pageAs(await sharedSession(OPERATOR));
  await operatorPage.goto('/#/console/shops');
  const form = operatorPage.getByRole('form', { name: 'Low stock threshold' });
  const threshold = form.getByRole('spinbutton', { name: /^Low-stock threshold/ });
  await expect(threshold).not.toHaveValue('');
  const before = await threshold.inputValue();
  await threshold.fill('-1');
  await form.getByRole('button', { name: 'Save threshold' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The threshold is a whole number from 0 to 10000.',
  );
  await threshold.fill(before);
  await form.getByRole('button', { name: 'Save threshold' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Say why, in a sentence: it is kept in the audit log.',
  );
  await form
    .getByRole('textbox', { name: 'Reason for the change (kept in the audit log)' })
    .fill('Checked by the shop-orders test');
  await form.getByRole('button', { name: 'Save threshold' }).click();
  await expect(
    operatorPage.getByText(`Saved: staff are told when an offer is down to ${before}`),
  ).toBeVisible();
  expect(await seriousViolations(operatorPage)).toEqual([]);
});

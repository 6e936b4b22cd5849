// Card reloads: where the API takes card payments, the payments page confirms the reload's
// PaymentIntent with Stripe.js, and the credit appears only once Stripe's signed webhook has
// reached the API. Everything Stripe is a local fake (support/fake-stripe.ts) on a second
// stack of its own; the suite's stack takes no card payments, and there nothing of Stripe
// may appear at all.
import type { Browser, Page } from '@playwright/test';
import { watchCsp } from '../support/csp.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember } from '../support/members.ts';
import { startStripeStack, type StripeStack } from '../support/stripe-stack.ts';
import { DEMO_MEMBER } from '../support/stack.ts';

const balanceOf = (page: Page) =>
  page.getByRole('region', { name: 'Credit balance' }).locator('[aria-live="polite"]');

const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('with Stripe unconfigured, no Stripe script or origin appears anywhere', async ({
  pageAs,
  request,
}) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).not.toMatch(/stripe/i);
  expect(csp).not.toContain('frame-src');
  expect(await (await request.get('/config.json')).text()).not.toMatch(/stripe/i);

  // A member of the test's own reloads demo credit: the suite's members keep their balance.
  const page = await pageAs((await newMember('Casey', 'Cardless')).state);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await page.goto('/#/browse/payments');
  await expect(balanceOf(page)).toBeVisible();
  await expect(
    page.getByText('Demo credit: no card is charged, and a daily limit applies.'),
  ).toBeVisible();
  await page.getByRole('button', { name: '$10.00' }).click();
  await page.getByRole('button', { name: 'Reload credit' }).click();
  await expect(page.getByRole('status').getByText('$10.00 of credit added.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay by card' })).toHaveCount(0);

  expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
  expect(
    await page.evaluate(() => ({
      stripe: 'Stripe' in window,
      scripts: [...document.scripts]
        .map((script) => script.src)
        .filter((src) => /stripe/i.test(src)),
    })),
  ).toEqual({ stripe: false, scripts: [] });
});

test.describe('with card payments through Stripe', () => {
  let stack: StripeStack;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startStripeStack();
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  /** The demo member on the card stack's payments page, with a CSP watch and the balance. */
  async function openPayments(browser: Browser) {
    const context = await browser.newContext({
      baseURL: stack.hostUrl,
      storageState: await stack.session(DEMO_MEMBER),
    });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await page.goto('/#/browse/payments');
    await expect(balanceOf(page)).toHaveText(/\$/);
    const before = dollars(await balanceOf(page).textContent());
    return { page, violations, before, close: () => context.close() };
  }

  async function startReload(page: Page, amount: string) {
    await expect(
      page.getByText('You pay by card on the next step; a daily limit applies.'),
    ).toBeVisible();
    await page.getByRole('button', { name: amount }).click();
    await page.getByRole('button', { name: 'Reload credit' }).click();
    const card = page.getByRole('region', { name: 'Pay by card' });
    await expect(card.getByLabel('Card number')).toBeVisible();
    return card;
  }

  test('the page allows only the fake Stripe beside its own origins', async ({ request }) => {
    const csp = (await request.get(`${stack.hostUrl}/`)).headers()['content-security-policy'];
    const origin = new URL(stack.stripe.scriptUrl).origin;
    expect(/script-src ([^;]*)/.exec(csp ?? '')?.[1]).toContain(origin);
    expect(/connect-src ([^;]*)/.exec(csp ?? '')?.[1]).toContain(origin);
    expect(/frame-src ([^;]*)/.exec(csp ?? '')?.[1]).toBe(`'self' ${origin}`);
  });

  test('a card that pays adds the credit once the webhook has reached the API', async ({
    browser,
  }) => {
    const { page, violations, before, close } = await openPayments(browser);
    const card = await startReload(page, '$25.00');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByRole('button', { name: 'Pay $25.00' }).click();
    await expect(page.getByRole('status').getByText('$25.00 of credit added.')).toBeVisible();
    await expect.poll(async () => dollars(await balanceOf(page).textContent())).toBe(before + 25);
    await expect(
      page.getByRole('list', { name: 'Credit history' }).getByRole('listitem').first(),
    ).toContainText('+$25.00');
    expect(stack.stripe.webhooks).toContainEqual({ type: 'payment_intent.succeeded', status: 200 });
    expect(await violations()).toEqual([]);
    await close();
  });

  test('a declined card adds nothing, says so, and a cancelled payment ends clearly', async ({
    browser,
  }) => {
    const { page, violations, before, close } = await openPayments(browser);
    const card = await startReload(page, '$10.00');
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Your card was declined. No credit was added; try another card.',
    );
    await expect(card.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
    // The member gives up: the form closes, nothing was charged, the balance is as it was.
    // (The decline's webhook has failed the reload already; cancelling a reload still
    // waiting for its payment is api/test/routes/reload-cancel.test.ts.)
    await card.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Card payment cancelled: nothing was charged and no credit was added.',
    );
    await expect(page.getByRole('region', { name: 'Pay by card' })).toHaveCount(0);
    await page.reload();
    await expect(balanceOf(page)).toHaveText(/\$/);
    expect(dollars(await balanceOf(page).textContent())).toBe(before);
    expect(await violations()).toEqual([]);
    await close();
  });

  test('a card asking for 3-D Secure pays once the member passes the check', async ({
    browser,
  }) => {
    const { page, violations, before, close } = await openPayments(browser);
    const card = await startReload(page, '$10.00');
    await card.getByLabel('Card number').fill('4000 0027 6000 3184');
    await card.getByRole('button', { name: 'Pay $10.00' }).click();
    const check = page.getByRole('dialog', { name: '3-D Secure check' });
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('status').getByText('$10.00 of credit added.')).toBeVisible();
    await expect.poll(async () => dollars(await balanceOf(page).textContent())).toBe(before + 10);
    expect(await violations()).toEqual([]);
    await close();
  });
});

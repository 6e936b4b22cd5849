import { cartAtom, store, toastsAtom, type Cart } from '@canopy/shared-core';
import { listOf, refusalBody, stubApi } from '@canopy/shared-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartLineFixture, orderFixture } from '../../../../testing/fixtures.ts';
import { recording, renderRoute, resetStore } from '../../../../testing/render-route.tsx';

const address = {
  billingAddressId: 4,
  name: 'Dana Rivera',
  street: '812 Massachusetts St',
  street2: '',
  city: 'Lawrence',
  state: 'KS',
  postalCode: '66044',
  country: 'US',
  phone: null,
  created: 1,
  updated: 1,
};

const cart = (): Cart => ({
  offerCart: [cartLineFixture(2, '3.5g')],
  currencyType: 'CASH',
  promoCode: '',
  finalPrice: 0,
});

interface SentCart {
  offerCart: Array<{ quantity: number }>;
  currencyType: string;
  promoCode?: string;
  billingAddressId?: number;
  idempotencyKey?: string;
}

/** What the server would answer: 12.00 a unit, WELCOME10 takes 10%, EXPIRED5 is refused. */
function preview(body: unknown) {
  const sent = body as SentCart;
  if (sent.promoCode === 'EXPIRED5') {
    return refusalBody('PROMO_EXPIRED', 'The promo code EXPIRED5 has expired.');
  }
  const quantity = sent.offerCart.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = 12 * quantity;
  const discount = sent.promoCode === 'WELCOME10' ? Math.round(subtotal * 10) / 100 : 0;
  return {
    valid: true,
    message: 'ok',
    item: {
      offerCart: [],
      currencyType: sent.currencyType,
      promoCode: sent.promoCode ?? null,
      promoDescription: null,
      itemCount: quantity,
      subtotal,
      discount,
      finalPrice: subtotal - discount,
      creditBalance: 30,
      creditSufficient: subtotal - discount <= 30,
    },
  };
}

/** The Total row of the order summary. */
async function expectTotal(total: string) {
  await waitFor(() => {
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const label = within(summary).getByText('Total', { selector: 'dt' });
    expect(label.nextElementSibling?.textContent).toBe(total);
  });
}

beforeEach(() => {
  resetStore();
  store.set(cartAtom, cart());
});
afterEach(() => vi.unstubAllGlobals());

it('reviews the cart with server totals, applies a promo code and pays with credit', async () => {
  const previews = recording(preview);
  const orders = recording({
    valid: true,
    message: 'Thank you for your order.',
    item: orderFixture(),
  });
  stubApi({
    '/api/wallets/preview': previews.route,
    '/api/billing/search': listOf([address]),
    '/api/wallets': orders.route,
  });
  renderRoute('/browse/checkout');

  const summary = await screen.findByRole('region', { name: 'Order summary' });
  await expectTotal('$24.00');

  await userEvent.click(screen.getByRole('button', { name: 'One more Blue Dream Flower' }));
  await expectTotal('$36.00');

  await userEvent.type(within(summary).getByRole('textbox', { name: 'Promo code' }), 'EXPIRED5');
  await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
  // Said once, as the client's toast for a refusal (SPEC §7), not again beside the field.
  await waitFor(() =>
    expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'The promo code EXPIRED5 has expired.',
    ]),
  );
  expect(within(summary).queryByText('The promo code EXPIRED5 has expired.')).toBeNull();
  expect(store.get(cartAtom).promoCode).toBe('');

  await userEvent.clear(within(summary).getByRole('textbox', { name: 'Promo code' }));
  await userEvent.type(within(summary).getByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
  await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
  expect(await within(summary).findByText('Discount (WELCOME10)')).toBeTruthy();
  expect(store.get(cartAtom)).toMatchObject({ promoCode: 'WELCOME10', finalPrice: 32.4 });
  await expectTotal('$32.40');

  // Credit of $30 does not cover $32.40: the order cannot be placed with credit.
  await userEvent.click(within(summary).getByRole('radio', { name: /Pay with credit/ }));
  expect(await within(summary).findByText(/Your credit does not cover this order/)).toBeTruthy();
  expect(
    (within(summary).getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'One less Blue Dream Flower' }));
  await expectTotal('$21.60');

  await userEvent.click(within(summary).getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
  expect(screen.getByText('ABCD-EFGH-JKLM')).toBeTruthy();
  expect(store.get(cartAtom).offerCart).toEqual([]);

  const [sent] = (await orders.bodies()) as SentCart[];
  expect(sent).toMatchObject({
    billingAddressId: 4,
    currencyType: 'RELOAD',
    promoCode: 'WELCOME10',
    offerCart: [expect.objectContaining({ offerLocationId: 41, quantity: 2 })],
  });
  expect(sent?.idempotencyKey).toMatch(/^order-[0-9a-f]{32}$/);
});

it('adds a billing address before the first order', async () => {
  const addresses = recording({ valid: true, message: 'Billing address saved.', item: address });
  let saved = false;
  stubApi({
    '/api/wallets/preview': recording(preview).route,
    '/api/billing/search': () => listOf(saved ? [address] : []),
    '/api/billing': (url: URL, request: Request) => {
      saved = true;
      return addresses.route(url, request);
    },
  });
  renderRoute('/browse/checkout');
  const form = await screen.findByRole('form', { name: 'New billing address' });
  await userEvent.type(within(form).getByLabelText('Full name'), 'Dana Rivera');
  await userEvent.type(within(form).getByLabelText('Street address'), '812 Massachusetts St');
  await userEvent.type(within(form).getByLabelText('City'), 'Lawrence');
  await userEvent.type(within(form).getByLabelText('State'), 'KS');
  await userEvent.type(within(form).getByLabelText('ZIP code'), '66044');
  await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));

  const choice = await screen.findByRole('radio', { name: /Dana Rivera/ });
  expect((choice as HTMLInputElement).checked).toBe(true);
  expect(await addresses.bodies()).toEqual([
    expect.objectContaining({ name: 'Dana Rivera', postalCode: '66044', phone: null }),
  ]);
  await waitFor(() =>
    expect(
      (screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled,
    ).toBe(false),
  );
});

it('shows why an order was refused and keeps the cart', async () => {
  stubApi({
    '/api/wallets/preview': recording(preview).route,
    '/api/billing/search': listOf([address]),
    '/api/wallets': refusalBody(
      'OUT_OF_STOCK',
      'Only 1 of Blue Dream Flower left at Prairie Leaf Co. Lawrence.',
    ),
  });
  renderRoute('/browse/checkout');
  const place = await screen.findByRole('button', { name: 'Place order' });
  await expectTotal('$24.00');
  await userEvent.click(place);
  expect(
    await screen.findByText('Only 1 of Blue Dream Flower left at Prairie Leaf Co. Lawrence.', {
      selector: '[role=alert]',
    }),
  ).toBeTruthy();
  expect(store.get(cartAtom).offerCart).toHaveLength(1);
});

it('says the cart is empty', async () => {
  store.set(cartAtom, { ...cart(), offerCart: [] });
  stubApi({});
  renderRoute('/browse/checkout');
  expect(screen.getByText('Your cart is empty')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Find a dispensary near you' })).toBeTruthy();
});

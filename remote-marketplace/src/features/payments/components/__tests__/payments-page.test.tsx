import { cardPaymentsAtom, store, type CreditEntry } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../../testing/fixtures.ts';
import { recording, renderRoute, resetStore } from '../../../../testing/render-route.tsx';

// Stripe.js, as the on-demand loader hands it over: a card field, and a confirmation whose
// answer each test sets.
const confirmPayment = vi.fn();
vi.mock('../../stripe/load-stripe.ts', () => ({
  loadCardPayments: () =>
    Promise.resolve({
      elements: () => ({
        create: () => ({
          mount: (target: HTMLElement) => {
            const label = document.createElement('label');
            label.textContent = 'Card number';
            label.append(document.createElement('input'));
            target.append(label);
          },
          destroy: () => undefined,
        }),
      }),
      confirmPayment,
    }),
}));

beforeEach(() => {
  resetStore();
  store.set(cardPaymentsAtom, { publishableKey: '', stripeJsUrl: '' });
  confirmPayment.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

it('shows the balance and history, and reloads credit', async () => {
  let balance = 100;
  const history: CreditEntry[] = [
    {
      entryId: 1,
      amount: 100,
      entryType: 'STARTING_CREDIT',
      description: '',
      orderId: null,
      created: 1,
    },
  ];
  const reloads = recording({
    valid: true,
    message: 'Credit added.',
    item: orderFixture({ orderType: 'RELOAD', amount: 50 }),
  });
  stubApi({
    '/api/billing/points': () => ({
      valid: true,
      message: 'ok',
      item: { accountId: 1, balance, currency: 'USD', history },
    }),
    '/api/orders': (url: URL, request: Request) => {
      balance = 150;
      history.unshift({
        entryId: 2,
        amount: 50,
        entryType: 'RELOAD',
        description: '',
        orderId: 40,
        created: 2,
      });
      return reloads.route(url, request);
    },
  });
  renderRoute('/browse/payments');
  expect(await screen.findByText('$100.00')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Credit history' }).textContent).toContain(
    'Welcome credit',
  );

  // Nobody is led to think a card is charged.
  expect(
    screen.getByText('Demo credit: no card is charged, and a daily limit applies.'),
  ).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '$50.00' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reload credit' }));
  expect(await screen.findByText('$50.00 of credit added.')).toBeTruthy();
  expect(await screen.findByText('$150.00')).toBeTruthy();
  expect(
    within(screen.getByRole('list', { name: 'Credit history' })).getByText('Credit reload #40'),
  ).toBeTruthy();
  const [sent] = await reloads.bodies();
  expect(sent).toMatchObject({
    cart: [{ amount: 50, orderItemType: 'CUSTOM' }],
    currencyType: 'RELOAD',
  });
});

it('checks the amount before sending it', async () => {
  const fetchMock = stubApi({
    '/api/billing/points': {
      valid: true,
      message: 'ok',
      item: { accountId: 1, balance: 0, currency: 'USD', history: [] },
    },
  });
  renderRoute('/browse/payments');
  expect(await screen.findByText('No credit activity yet')).toBeTruthy();
  const amount = screen.getByLabelText('Amount (USD)');
  await userEvent.clear(amount);
  await userEvent.type(amount, '900');
  await userEvent.click(screen.getByRole('button', { name: 'Reload credit' }));
  expect(screen.getByText('Enter an amount between $0.01 and $500.')).toBeTruthy();
  expect(fetchMock.mock.calls.some((call) => (call[0] as Request).method === 'POST')).toBe(false);
});

describe('with card payments configured', () => {
  const pendingReload = orderFixture({
    orderId: 77,
    orderType: 'RELOAD',
    status: 'PENDING_PAYMENT',
    amount: 25,
    purchases: [],
    payments: [
      {
        paymentType: 'CARD',
        amount: 25,
        status: 'PENDING',
        provider: 'stripe',
        paymentIntentId: 'pi_1',
        clientSecret: 'pi_1_secret_2',
      },
    ],
  });

  function stubCardStack(orderStatus: () => string) {
    return stubApi({
      '/api/billing/points': {
        valid: true,
        message: 'ok',
        item: { accountId: 1, balance: 10, currency: 'USD', history: [] },
      },
      '/api/orders': { valid: true, message: 'Confirm the payment.', item: pendingReload },
      '/api/orders/77': () => ({
        valid: true,
        message: 'ok',
        item: { ...pendingReload, status: orderStatus() },
      }),
      '/api/payments/reloads/77/cancel': {
        valid: true,
        message: 'Card payment cancelled: nothing was charged and no credit was added.',
        item: { ...pendingReload, status: 'PAYMENT_FAILED' },
      },
    });
  }

  async function openCardForm() {
    store.set(cardPaymentsAtom, { publishableKey: 'pk_test_unit', stripeJsUrl: '' });
    renderRoute('/browse/payments');
    expect(
      await screen.findByText('You pay by card on the next step; a daily limit applies.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '$25.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload credit' }));
    const card = await screen.findByRole('region', { name: 'Pay by card' });
    await within(card).findByLabelText('Card number');
    return card;
  }

  it('confirms the PaymentIntent and says the credit is added once the server has it', async () => {
    let status = 'PENDING_PAYMENT';
    stubCardStack(() => status);
    confirmPayment.mockImplementation(() => {
      status = 'COMPLETED';
      return Promise.resolve({ paymentIntent: { status: 'succeeded' } });
    });
    const card = await openCardForm();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByText('$25.00 of credit added.')).toBeTruthy();
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required' }),
    );
    expect(screen.queryByRole('region', { name: 'Pay by card' })).toBeNull();
  });

  it('keeps the form open after a decline, and cancelling adds nothing', async () => {
    stubCardStack(() => 'PENDING_PAYMENT');
    confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const card = await openCardForm();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay $25.00' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Your card was declined. No credit was added; try another card.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Card payment cancelled: nothing was charged and no credit was added.',
    );
  });
});

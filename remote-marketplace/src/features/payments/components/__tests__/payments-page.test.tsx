import type { CreditEntry } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../../testing/fixtures.ts';
import { recording, renderRoute, resetStore } from '../../../../testing/render-route.tsx';

beforeEach(resetStore);
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

import { listOf, stubApi } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore } from '../../../../testing/render-route.tsx';

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('lists orders with their redemption codes', async () => {
  const fetchMock = stubApi({ '/api/orders/search': listOf([orderFixture()]) });
  renderRoute('/browse/wallet');
  const order = await screen.findByRole('region', { name: 'Order #31' });
  expect(order.textContent).toContain('2 × Blue Dream Flower');
  expect(order.textContent).toContain('ABCD-EFGH-JKLM');
  expect(order.textContent).toContain('Ready to collect');
  expect(order.textContent).toContain('$21.60 paid with credit');
  const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(url.searchParams.get('orderType')).toBe('PURCHASE');
});

it('has an empty state', async () => {
  stubApi({ '/api/orders/search': listOf([]) });
  renderRoute('/browse/wallet');
  expect(await screen.findByText('No orders yet')).toBeTruthy();
});

it('has an error state', async () => {
  stubApi({});
  renderRoute('/browse/wallet');
  expect(await screen.findByText('Your wallet could not be loaded')).toBeTruthy();
});

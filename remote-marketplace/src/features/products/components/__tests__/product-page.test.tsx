import { cartAtom, store } from '@canopy/shared-core';
import { stubApi } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartLineFixture, offerFixture } from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore } from '../../../../testing/render-route.tsx';

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

const answer = (item = offerFixture()) => ({ valid: true, message: 'ok', item });

it('shows the price rule, pictures and sizes, and adds the chosen size to the cart once', async () => {
  stubApi({ '/api/offers/location/41': answer() });
  renderRoute('/browse/marketplace/product/41');
  expect(await screen.findByRole('heading', { name: 'Blue Dream Flower' })).toBeTruthy();
  expect(screen.getByText('$12.00')).toBeTruthy();
  expect(screen.getByLabelText('was $15.00').tagName).toBe('S');
  expect(screen.getByRole('button', { name: 'Picture 2 of 2' })).toBeTruthy();

  await userEvent.click(screen.getByRole('radio', { name: '3.5g' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

  expect(store.get(cartAtom).offerCart).toEqual([cartLineFixture(1, '3.5g')]);
  expect(await screen.findByText('In your cart (3.5g)')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe(
    '/browse/checkout',
  );
});

it('says "In your cart" for a product already there', async () => {
  store.set(cartAtom, {
    ...store.get(cartAtom),
    offerCart: [cartLineFixture(2, '7g')],
  });
  stubApi({ '/api/offers/location/41': answer() });
  renderRoute('/browse/marketplace/product/41');
  expect(await screen.findByText('In your cart (7g)')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
});

it('cannot add a sold-out product, and shows the full price when there is no discount', async () => {
  stubApi({
    '/api/offers/location/41': answer(
      offerFixture({ stock: 0, discountPrice: 0, price: 15, sizes: [] }),
    ),
  });
  renderRoute('/browse/marketplace/product/41');
  const add = await screen.findByRole('button', { name: 'Add to cart' });
  expect((add as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText('Sold out')).toBeTruthy();
  expect(screen.getByText('$15.00')).toBeTruthy();
  expect(screen.queryByLabelText(/^was /)).toBeNull();
  expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
});

it('toggles the favorite', async () => {
  const fetchMock = stubApi({
    '/api/offers/location/41': answer(offerFixture({ favorite: true, favoriteId: 3 })),
    '/api/favorites': { valid: true, message: 'ok' },
  });
  renderRoute('/browse/marketplace/product/41');
  const button = await screen.findByRole('button', { name: 'Favorite Blue Dream Flower' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('false');
  const removal = fetchMock.mock.calls
    .map((call) => call[0] as Request)
    .find((request) => request.method === 'DELETE');
  expect(new URL(removal!.url).searchParams.get('offerLocationId')).toBe('41');
});

it('says an unknown product is not listed, with the way back and no Retry', async () => {
  stubApi({});
  renderRoute('/browse/marketplace/product/999');
  expect(await screen.findByRole('heading', { name: 'This product is not listed' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See all dispensaries' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

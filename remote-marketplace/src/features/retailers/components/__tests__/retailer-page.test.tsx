import { refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LAWRENCE_ADDRESS, offerFixture } from '../../../../testing/fixtures.ts';
import { recording, renderRoute, resetStore } from '../../../../testing/render-route.tsx';

const location = {
  retailerLocationId: 1,
  retailerId: 1,
  name: 'Prairie Leaf Co. Lawrence',
  description: 'Family-run shops with weekly education nights.',
  latitude: 38.97,
  longitude: -95.23,
  distance: 0.4,
  locationDisplay: 'Lawrence, KS',
  address: LAWRENCE_ADDRESS,
  contact: { phone: '(555) 555-0101' },
  hours: [{ day: 'MONDAY', open: '09:00', close: '21:00', closed: false }],
  closures: [{ date: '2099-12-25', note: 'Christmas' }],
  picture1: null,
  logo: null,
  favorite: false,
  favoriteId: null,
  rating: { average: 3.5, count: 2 },
  offers: [
    offerFixture(),
    offerFixture({
      offerLocationId: 42,
      offerName: 'Glass Spoon Pipe',
      fullPrice: 30,
      discountPrice: 0,
      stock: 0,
    }),
  ],
};

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('shows the shop and its menu, each offer linking to its product page', async () => {
  stubApi({ '/api/retailers/location/1': { valid: true, message: 'ok', item: location } });
  renderRoute('/browse/marketplace/retailer/1');
  expect(await screen.findByRole('heading', { name: 'Prairie Leaf Co. Lawrence' })).toBeTruthy();
  expect(screen.getByText(/812 Massachusetts St, Lawrence, KS 66044/)).toBeTruthy();
  const menu = screen.getByRole('list', { name: 'Offers' });
  const links = within(menu).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/browse/marketplace/product/41',
    '/browse/marketplace/product/42',
  ]);
  expect(menu.textContent).toContain('$12.00');
  expect(within(menu).getByLabelText('was $15.00').tagName).toBe('S');
  expect(menu.textContent).toContain('Sold out');
  // A holiday closure to come, with its note.
  expect(
    within(screen.getByRole('region', { name: 'Holiday closures' })).getByText(
      'Closed Fri, Dec 25, 2099 (Christmas)',
    ),
  ).toBeTruthy();
});

it('favorites the shop', async () => {
  const favorites = recording({ valid: true, message: 'ok', item: { favoriteId: 9 } });
  stubApi({
    '/api/retailers/location/1': { valid: true, message: 'ok', item: location },
    '/api/favorites': favorites.route,
  });
  renderRoute('/browse/marketplace/retailer/1');
  const button = await screen.findByRole('button', { name: 'Favorite Prairie Leaf Co. Lawrence' });
  await userEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(await favorites.bodies()).toEqual([expect.objectContaining({ retailerLocationId: 1 })]);
});

it('says an unknown shop is not listed, with the way back and no Retry', async () => {
  stubApi({});
  renderRoute('/browse/marketplace/retailer/999');
  expect(
    await screen.findByRole('heading', { name: 'This dispensary is not listed' }),
  ).toBeTruthy();
  expect(screen.getAllByRole('link', { name: /dispensaries/ }).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

it('says when the shop cannot be loaded, with a Retry', async () => {
  stubApi({
    '/api/retailers/location/999': () => refusal(503, 'X', 'Busy'),
  });
  renderRoute('/browse/marketplace/retailer/999');
  expect(await screen.findByText('This dispensary could not be loaded')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

import { apiBaseAtom, locationAtom, store } from '@canopy/shared-core';
import { listOf, renderAt, stubApi } from '@canopy/shared-core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import MarketplaceRoutes from '../routes.tsx';

const renderRoutesAt = (path: string) =>
  renderAt(path, <MarketplaceRoutes />, { route: '/browse/*' });

const retailer = {
  retailerLocationId: 21,
  name: 'Heartland Harvest Lebanon',
  latitude: 39.81,
  longitude: -98.56,
  distance: 1.36,
  locationDisplay: 'Lebanon, KS',
  hours: [],
  rating: { average: null, count: 0 },
};

beforeEach(() => {
  store.set(apiBaseAtom, 'http://api.test/api');
  store.set(locationAtom, { latitude: 39.8, longitude: -98.5 });
});
afterEach(() => vi.unstubAllGlobals());

it('searches retailers by distance from the member, nearest first', async () => {
  const fetchMock = stubApi({ '/api/retailers/location/distancesearch': listOf([retailer]) });
  renderRoutesAt('/browse/marketplace');
  const list = await screen.findByRole('list', { name: 'Dispensaries' });
  expect(list.textContent).toContain('Heartland Harvest Lebanon');
  expect(list.textContent).toContain('1.4 mi away · Lebanon, KS');
  const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
  expect(url.searchParams.get('sortField')).toBe('DISTANCE');
  expect(url.searchParams.get('distanceUnit')).toBe('MILES');
  expect(url.searchParams.get('range')).toBe('5000');
  expect(url.searchParams.get('latitude')).toBe('39.8');
});

it('says how many dispensaries there are, "1,000+" when the API stopped counting', async () => {
  stubApi({
    '/api/retailers/location/distancesearch': (url: URL) => ({
      ...listOf([retailer]),
      countTotal: url.searchParams.get('keyword') ? 1000 : 12,
      hasMoreResults: true,
    }),
  });
  renderRoutesAt('/browse/marketplace');
  expect(await screen.findByText('12 dispensaries, nearest first')).toBeTruthy();
  await userEvent.type(screen.getByRole('textbox', { name: 'Search dispensaries' }), 'sun{Enter}');
  expect(await screen.findByText('1,000+ dispensaries, nearest first')).toBeTruthy();
});

it('searches by keyword', async () => {
  const fetchMock = stubApi({
    '/api/retailers/location/distancesearch': (url: URL) =>
      listOf(url.searchParams.get('keyword') === 'zzz' ? [] : [retailer]),
  });
  renderRoutesAt('/browse/marketplace');
  await screen.findByRole('list', { name: 'Dispensaries' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Search dispensaries' }), 'zzz{Enter}');
  expect(await screen.findByText('No dispensaries match “zzz”')).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { firstSearchArrivedEarly } from '../../../../testing/early-search.ts';
import { lawrenceShop } from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore } from '../../../../testing/render-route.tsx';

const lawrence = lawrenceShop;
const denver = {
  ...lawrence,
  retailerLocationId: 17,
  name: 'Mile High Greenhouse Denver',
  distance: 0.3,
  locationDisplay: 'Denver, CO',
  categories: [{ categoryId: 4, name: 'Vapes' }],
};

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('draws the search the entry script sent in its first render, without sending it again', async () => {
  const url = await firstSearchArrivedEarly([lawrence]);
  const fetchMock = stubApi({ '/api/retailers/location/distancesearch': listOf([]) });
  renderRoute('/browse/marketplace');
  // In the first render: no loading state drawn first.
  expect(screen.getByText('Prairie Leaf Co. Lawrence')).toBeTruthy();
  // Its categories are offered as filters in the same frame: drawn later, they would push
  // the tiles down (a layout shift).
  expect(screen.getByRole('button', { name: 'Edibles' })).toBeTruthy();
  await new Promise((settle) => setTimeout(settle, 0));
  expect(fetchMock.mock.calls.map(([request]) => (request as Request).url)).not.toContain(url);
});

it('looks near another city picked from the geocoder', async () => {
  const fetchMock = stubApi({
    '/api/regions/geocode': listOf([
      { id: 5419384, fullName: 'Denver, CO', latitude: 39.7392, longitude: -104.9847 },
      { id: 4853423, fullName: 'Denver, IA', latitude: 42.6711, longitude: -92.3374 },
    ]),
    '/api/retailers/location/distancesearch': (url: URL) =>
      listOf(url.searchParams.get('searchLatitude') ? [denver] : [lawrence]),
  });
  renderRoute('/browse/marketplace');
  expect(await screen.findByText('Prairie Leaf Co. Lawrence')).toBeTruthy();

  await userEvent.type(screen.getByRole('textbox', { name: 'City or ZIP code' }), 'denver');
  // One press: the best match is shown at once, the other Denver offered beside it.
  await userEvent.click(screen.getByRole('button', { name: 'Look near' }));
  expect(
    await within(
      await screen.findByRole('list', { name: 'Other places with that name' }),
    ).findByRole('button', { name: 'Denver, IA' }),
  ).toBeTruthy();

  expect(await screen.findByText('Mile High Greenhouse Denver')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    'Dispensaries near Denver, CO',
  );
  const last = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url);
  expect(last.searchParams.get('searchLatitude')).toBe('39.7392');
  expect(last.searchParams.get('searchLongitude')).toBe('-104.9847');
  // The member's own position still travels as latitude/longitude.
  expect(last.searchParams.get('latitude')).toBe('38.97');
  const tile = within(screen.getByRole('list', { name: 'Dispensaries' })).getByRole('link');
  expect(tile.getAttribute('href')).toBe('/browse/marketplace/retailer/17');

  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(await screen.findByText('Prairie Leaf Co. Lawrence')).toBeTruthy();
});

it('filters by category and keeps the other categories on offer', async () => {
  const fetchMock = stubApi({
    '/api/retailers/location/distancesearch': (url: URL) =>
      listOf(url.searchParams.get('categoryIds') === '2' ? [] : [lawrence]),
  });
  renderRoute('/browse/marketplace');
  await screen.findByText('Prairie Leaf Co. Lawrence');
  const group = screen.getByRole('group', { name: 'Category' });
  await userEvent.click(within(group).getByRole('button', { name: 'Edibles' }));
  expect(await screen.findByText('No dispensaries near you yet')).toBeTruthy();
  expect(within(group).getByRole('button', { name: 'Edibles' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(within(group).getByRole('button', { name: 'Flower' })).toBeTruthy();
  const last = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url);
  expect(last.searchParams.get('categoryIds')).toBe('2');
});

it('shows an error with Retry when the search fails', async () => {
  let fail = true;
  stubApi({
    '/api/retailers/location/distancesearch': () =>
      fail ? refusal(500, 'X', 'down') : listOf([lawrence]),
  });
  renderRoute('/browse/marketplace');
  expect(await screen.findByText('Dispensaries could not be loaded')).toBeTruthy();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Prairie Leaf Co. Lawrence')).toBeTruthy();
});

it("loads the nearest shop's picture at once, the others as they come near", async () => {
  stubApi({
    '/api/retailers/location/distancesearch': listOf([
      { ...lawrence, picture1: 'http://api.test/media/lawrence.png' },
      { ...denver, picture1: 'http://api.test/media/denver.png' },
    ]),
  });
  renderRoute('/browse/marketplace');
  await screen.findByText('Mile High Greenhouse Denver');
  const pictures = [...screen.getByRole('list', { name: 'Dispensaries' }).querySelectorAll('img')];
  expect(
    pictures.map((picture) => [
      picture.getAttribute('loading'),
      picture.getAttribute('fetchpriority'),
    ]),
  ).toEqual([
    ['eager', 'high'],
    ['lazy', null],
  ]);
});

it("shows each shop's average stars and review count on its tile, and says when it has none", async () => {
  const unrated = { ...denver, rating: { average: null, count: 0 } };
  stubApi({ '/api/retailers/location/distancesearch': listOf([lawrence, unrated]) });
  renderRoute('/browse/marketplace');
  const tiles = within(await screen.findByRole('list', { name: 'Dispensaries' }));
  const lawrenceTile = await tiles.findByRole('link', { name: /Prairie Leaf Co. Lawrence/ });
  // The stars are decoration; the tile's name carries them as words.
  expect(lawrenceTile.textContent).toContain('Rated 4.5 out of 5 from 2 reviews');
  expect(tiles.getByRole('link', { name: /Mile High Greenhouse Denver/ }).textContent).toContain(
    'No reviews yet',
  );
});

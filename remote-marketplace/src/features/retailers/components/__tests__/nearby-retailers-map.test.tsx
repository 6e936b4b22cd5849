import { DEFAULT_LOCATION, locationAtom, store } from '@canopy/shared-core';
import { listOf, refusal, stubApi } from '@canopy/shared-core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { lawrenceShop } from '../../../../testing/fixtures.ts';
import { renderRoute, resetStore } from '../../../../testing/render-route.tsx';
import type { ShopMapProps } from '../shop-map-props.ts';

// Leaflet needs a real layout to draw; jsdom has none. The map is replaced by one that
// places the same markers (the real marker model and buttons) at made-up pixels, and can
// be "moved" by a button as a member would drag it.
vi.mock('../../map/shop-map.tsx', async () => {
  const { MapMarkers } = await import('../map-markers.tsx');
  const { clusterShops, markersInView } = await import('../../utils/map-markers.ts');
  return {
    default: function FakeShopMap(props: ShopMapProps) {
      const markers = markersInView(clusterShops(props.shops), {
        bounds: { south: 24, west: -125, north: 50, east: -66 },
        zoom: 12,
      });
      return (
        <div>
          <MapMarkers
            markers={markers}
            me={props.me}
            place={(point) => ({ x: point.longitude, y: point.latitude })}
            openShopId={props.openShopId}
            onOpenShop={(marker) => props.onOpenShop(marker.shop)}
            onZoomIn={() => undefined}
          />
          <button
            type="button"
            onClick={() => props.onMoved({ south: 39, west: -96, north: 39.2, east: -95.5 })}
          >
            Drag the map to Topeka
          </button>
        </div>
      );
    },
  };
});

const lawrence = { ...lawrenceShop, hours: [] };
const topeka = {
  ...lawrenceShop,
  retailerLocationId: 5,
  name: 'Tallgrass Dispensary Topeka',
  latitude: 39.05,
  longitude: -95.69,
  distance: 21.4,
  locationDisplay: 'Topeka, KS',
};

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderMarketplace(path = '/browse/marketplace') {
  renderRoute(path, <Probe />);
}

const searches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname.endsWith('/retailers/location/distancesearch'));

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

it('shows the same search on a map, keeps the choice in the address, and Back returns to the list', async () => {
  const fetchMock = stubApi({
    '/api/retailers/location/distancesearch': listOf([lawrence, topeka]),
  });
  renderMarketplace();
  const toggle = await screen.findByRole('group', { name: 'Show dispensaries as' });
  expect(await screen.findByRole('list', { name: 'Dispensaries' })).toBeTruthy();

  await userEvent.click(within(toggle).getByRole('button', { name: 'Map' }));
  const map = await screen.findByRole('region', { name: 'Map of dispensaries' });
  expect(
    await within(map).findByRole('button', { name: 'Tallgrass Dispensary Topeka, 21 mi away' }),
  ).toBeTruthy();
  expect(within(map).getByRole('status').textContent).toBe('2 dispensaries on the map');
  expect(within(map).getByRole('img', { name: 'Your location' })).toBeTruthy();
  expect(map.getAttribute('aria-describedby')).toBeTruthy();
  expect(
    document.getElementById(map.getAttribute('aria-describedby') ?? '')?.textContent,
  ).toContain('The list view shows the same dispensaries');
  expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
    '/browse/marketplace?view=map',
  );
  expect(within(toggle).getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(screen.queryByRole('list', { name: 'Dispensaries' })).toBeNull();
  // The same answer: the map asked for nothing more.
  expect(searches(fetchMock)).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('list', { name: 'Dispensaries' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Map of dispensaries' })).toBeNull();
  expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/browse/marketplace');
});

it("opens a shop's card from its marker by keyboard, and Escape gives the focus back", async () => {
  stubApi({ '/api/retailers/location/distancesearch': listOf([lawrence, topeka]) });
  // The browser gave no position: distances are from SPEC §3's point, and the map says so.
  store.set(locationAtom, DEFAULT_LOCATION);
  renderMarketplace('/browse/marketplace?view=map');
  const marker = await screen.findByRole('button', {
    name: 'Tallgrass Dispensary Topeka, 21 mi away',
  });
  expect(
    screen.getByRole('img', {
      name: 'Distances are from Lebanon, Kansas: your location is not known',
    }),
  ).toBeTruthy();
  marker.focus();
  await userEvent.keyboard('{Enter}');

  const card = screen.getByRole('region', { name: 'Tallgrass Dispensary Topeka' });
  expect(card.textContent).toContain('21 mi away · Topeka, KS');
  expect(
    within(card)
      .getByRole('link', { name: 'Visit Tallgrass Dispensary Topeka' })
      .getAttribute('href'),
  ).toBe('/browse/marketplace/retailer/5');
  expect(marker.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(
    within(card).getByRole('heading', { name: 'Tallgrass Dispensary Topeka' }),
  );

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Tallgrass Dispensary Topeka' })).toBeNull();
  expect(document.activeElement).toBe(marker);
});

it('searches the area the member moved the map to, with the same filters', async () => {
  const fetchMock = stubApi({
    '/api/retailers/location/distancesearch': (url: URL) =>
      listOf(url.searchParams.has('south') ? [topeka] : [lawrence, topeka]),
  });
  renderMarketplace('/browse/marketplace?view=map');
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Search dispensaries' }),
    'leaf{Enter}',
  );
  await screen.findByRole('button', { name: 'Prairie Leaf Co. Lawrence, 0.4 mi away' });
  // Nothing to search until the member moves the map.
  expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();

  await userEvent.click(await screen.findByRole('button', { name: 'Drag the map to Topeka' }));
  await userEvent.click(screen.getByRole('button', { name: 'Search this area' }));
  expect(await screen.findByText('1 dispensary in this area on the map')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /^Prairie Leaf Co\. Lawrence/ })).toBeNull();
  expect(
    screen.getByRole('button', { name: 'Tallgrass Dispensary Topeka, 21 mi away' }),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
  const area = searches(fetchMock).at(-1);
  expect(Object.fromEntries(area?.searchParams ?? [])).toMatchObject({
    keyword: 'leaf',
    south: '39',
    west: '-96',
    north: '39.2',
    east: '-95.5',
    limit: '100',
  });
});

it('says so when an area cannot be searched, and Retry searches it again', async () => {
  let failing = true;
  stubApi({
    '/api/retailers/location/distancesearch': (url: URL) => {
      if (!url.searchParams.has('south')) return listOf([lawrence, topeka]);
      if (failing) {
        return refusal(502, 'X', 'Canopy cannot be reached right now.');
      }
      return listOf([topeka]);
    },
  });
  renderMarketplace('/browse/marketplace?view=map');
  await userEvent.click(await screen.findByRole('button', { name: 'Drag the map to Topeka' }));
  await userEvent.click(screen.getByRole('button', { name: 'Search this area' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('This area could not be searched');
  // The map keeps the shops it had meanwhile.
  expect(
    screen.getByRole('button', { name: 'Prairie Leaf Co. Lawrence, 0.4 mi away' }),
  ).toBeTruthy();

  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 dispensary in this area on the map')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetailerLocation } from '@canopy/shared-core';
import { expect, it, vi } from 'vitest';
import { lawrenceShop } from '../../../../testing/fixtures.ts';
import { clusterShops, markersInView } from '../../utils/map-markers.ts';
import { MapMarkers } from '../map-markers.tsx';

const shop = (id: number, name: string, latitude: number, longitude: number) =>
  ({
    ...lawrenceShop,
    retailerLocationId: id,
    name,
    latitude,
    longitude,
  }) as unknown as RetailerLocation;

it('lets the keyboard reach every marker by name: Enter opens a shop, or zooms into a cluster', async () => {
  const markers = markersInView(
    clusterShops([
      shop(1, 'Mile High Denver', 39.74, -104.99),
      shop(2, 'Tallgrass Topeka', 39.05, -95.69),
      shop(3, 'Prairie Leaf Topeka', 39.051, -95.68),
    ]),
    { bounds: { south: 24, west: -125, north: 50, east: -66 }, zoom: 4 },
  );
  const onOpenShop = vi.fn();
  const onZoomIn = vi.fn();
  render(
    <>
      <button type="button">Before the map</button>
      <MapMarkers
        markers={markers}
        me={{ latitude: 38.97, longitude: -95.23, label: 'Your location' }}
        place={(point) => ({ x: point.longitude * 10, y: point.latitude * -10 })}
        openShopId={null}
        onOpenShop={onOpenShop}
        onZoomIn={onZoomIn}
      />
    </>,
  );
  screen.getByRole('button', { name: 'Before the map' }).focus();

  await userEvent.tab();
  expect(document.activeElement).toBe(
    screen.getByRole('button', { name: 'Mile High Denver, 0.4 mi away' }),
  );
  await userEvent.keyboard('{Enter}');
  expect(onOpenShop).toHaveBeenCalledWith(
    expect.objectContaining({ shop: expect.objectContaining({ name: 'Mile High Denver' }) }),
  );

  await userEvent.tab();
  expect(document.activeElement?.getAttribute('aria-label')).toMatch(
    /^2 dispensaries: (Tallgrass Topeka and Prairie Leaf Topeka|Prairie Leaf Topeka and Tallgrass Topeka)\. Zoom in$/,
  );
  await userEvent.keyboard('{Enter}');
  expect(onZoomIn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'cluster', count: 2 }));

  // The member's position is marked, but is no stop for Tab.
  expect(screen.getByRole('img', { name: 'Your location' })).toBeTruthy();
  await userEvent.tab();
  expect(document.activeElement).toBe(document.body);
});

import type { RetailerLocation } from '@canopy/shared-core';
import { expect, it } from 'vitest';
import { lawrenceShop } from '../../../../testing/fixtures.ts';
import { clusterShops, markersInView, type MapView } from '../map-markers.ts';

const shop = (id: number, name: string, latitude: number, longitude: number, distance = 1) =>
  ({
    ...lawrenceShop,
    retailerLocationId: id,
    name,
    latitude,
    longitude,
    distance,
  }) as unknown as RetailerLocation;

// Three shops in Topeka a few streets apart, one in Denver.
const shops = [
  shop(1, 'Tallgrass Topeka', 39.05, -95.69, 2.5),
  shop(2, 'Prairie Leaf Topeka', 39.051, -95.68, 3),
  shop(3, 'Sunflower Topeka', 39.049, -95.7),
  shop(4, 'Mile High Denver', 39.74, -104.99, 341),
];
const US: MapView = { bounds: { south: 24, west: -125, north: 50, east: -66 }, zoom: 4 };

it('joins shops that would overlap into one cluster named by its shops, and zooms it apart', () => {
  const index = clusterShops(shops);
  const markers = markersInView(index, US);
  expect(markers.map((marker) => marker.label)).toEqual([
    // Reading order: Denver is further north than Topeka.
    'Mile High Denver, 341 mi away',
    expect.stringMatching(/^3 dispensaries: .+ and .+\. Zoom in$/),
  ]);
  const cluster = markers[1];
  if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
  expect(cluster.count).toBe(3);
  for (const name of ['Tallgrass Topeka', 'Prairie Leaf Topeka', 'Sunflower Topeka']) {
    expect(cluster.label).toContain(name);
  }
  // At the zoom where it comes apart, every shop is a marker of its own.
  const apart = markersInView(index, { ...US, zoom: cluster.expansionZoom + 2 });
  expect(apart.filter((marker) => marker.kind === 'shop')).toHaveLength(4);
  expect(apart.map((marker) => marker.label)).toContain('Tallgrass Topeka, 2.5 mi away');
});

it('lists only what is in view, top to bottom then left to right', () => {
  const index = clusterShops([
    shop(1, 'South West', 30, -100),
    shop(2, 'North East', 45, -80),
    shop(3, 'North West', 45, -110),
    shop(4, 'Out of view', 60, -150),
  ]);
  const markers = markersInView(index, US);
  expect(markers.map((marker) => (marker.kind === 'shop' ? marker.shop.name : marker.key))).toEqual(
    ['North West', 'North East', 'South West'],
  );
});

it('names a cluster of more than three by three of them and how many more', () => {
  const many = Array.from({ length: 6 }, (_, n) =>
    shop(n + 1, `Shop ${n + 1}`, 39 + n / 1000, -95),
  );
  const [cluster] = markersInView(clusterShops(many), US);
  expect(cluster?.label).toMatch(
    /^6 dispensaries: Shop \d, Shop \d, Shop \d and 3 more\. Zoom in$/,
  );
});

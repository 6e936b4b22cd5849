import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  DEFAULT_LOCATION,
  haversineMiles,
  resolveLocation,
} from '../../src/lib/geo.ts';

const LAWRENCE = { latitude: 38.9717, longitude: -95.2353 };
const DENVER = { latitude: 39.7392, longitude: -104.9903 };

describe('geo', () => {
  it('measures great-circle distance in miles', () => {
    expect(haversineMiles(LAWRENCE, LAWRENCE)).toBe(0);
    // Lawrence, KS to Denver, CO is about 522 miles as the crow flies.
    expect(haversineMiles(LAWRENCE, DENVER)).toBeGreaterThan(515);
    expect(haversineMiles(LAWRENCE, DENVER)).toBeLessThan(530);
    expect(haversineMiles(LAWRENCE, DENVER)).toBeCloseTo(haversineMiles(DENVER, LAWRENCE), 9);
  });

  it('treats missing, 0,0 and impossible positions as unknown', () => {
    expect(resolveLocation()).toEqual(DEFAULT_LOCATION);
    expect(resolveLocation(0, 0)).toEqual(DEFAULT_LOCATION);
    expect(resolveLocation(91, 10)).toEqual(DEFAULT_LOCATION);
    expect(resolveLocation(Number.NaN, 10)).toEqual(DEFAULT_LOCATION);
    expect(resolveLocation(0, 12)).toEqual({ latitude: 0, longitude: 12 });
    expect(resolveLocation(38.97, -95.23)).toEqual({ latitude: 38.97, longitude: -95.23 });
  });

  it('builds a bounding box that contains everything within range', () => {
    const box = boundingBox(LAWRENCE, 600);
    expect(box.minLongitude).not.toBeNull();
    expect(DENVER.latitude).toBeGreaterThanOrEqual(box.minLatitude);
    expect(DENVER.latitude).toBeLessThanOrEqual(box.maxLatitude);
    expect(DENVER.longitude).toBeGreaterThanOrEqual(box.minLongitude ?? Infinity);
    const tight = boundingBox(LAWRENCE, 100);
    expect(DENVER.longitude).toBeLessThan(tight.minLongitude ?? -Infinity);
  });

  it('drops the longitude bound near the poles, the antimeridian and for huge ranges', () => {
    expect(boundingBox({ latitude: 89.5, longitude: 0 }, 100).minLongitude).toBeNull();
    expect(boundingBox({ latitude: 10, longitude: 179.9 }, 100).minLongitude).toBeNull();
    expect(boundingBox(LAWRENCE, 5000).minLongitude).toBeNull();
    expect(boundingBox(LAWRENCE, 5000).maxLatitude).toBeLessThanOrEqual(90);
  });
});

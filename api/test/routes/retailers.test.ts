import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCATION,
  haversineMiles,
  KILOMETERS_PER_MILE,
  type Point,
} from '../../src/lib/geo.ts';
import {
  BACKENDS,
  buildTestApp,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { COUNT_CAP } from '../../src/lib/paging.ts';
import { generateLargeDataset } from '../../src/seed/large-dataset.ts';

interface Location {
  retailerLocationId: number;
  name: string;
  latitude: number;
  longitude: number;
  distance: number;
  distanceUnit: string;
  hours: { day: string; open: string | null; close: string | null; closed: boolean }[];
  logo: string | null;
  picture1: string | null;
  categories: { categoryId: number; name: string }[];
  retailer: { retailerId: number; name: string };
  favorite: boolean;
  active: boolean;
}

interface LocationList {
  items: Location[];
  count: number;
  countTotal: number;
  hasMoreResults: boolean;
  limit: number;
}

const LAWRENCE: Point = { latitude: 38.9717, longitude: -95.2353 };

describe.each(BACKENDS)('retailer locations (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const near = async (query: string): Promise<LocationList> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/retailers/location/distancesearch?${query}`,
      headers: dana.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LocationList>();
  };

  /** The expected order, computed in JavaScript over every seeded location. */
  const bruteForce = async (center: Point, rangeMiles = 5000) => {
    const rows = await t.db.query<{ id: number; latitude: number; longitude: number }>(
      'SELECT id, latitude, longitude FROM retailer_locations WHERE active',
    );
    return rows
      .map((row) => ({ id: row.id, distance: haversineMiles(center, row) }))
      .filter((row) => row.distance <= rangeMiles)
      .sort((a, b) => a.distance - b.distance || a.id - b.id);
  };

  it('finds the nearest of 10 000 random locations exactly as a brute force does', async () => {
    await generateLargeDataset(t.db, { retailerLocations: 10_000 });
    const centers: Point[] = [
      LAWRENCE,
      DEFAULT_LOCATION,
      { latitude: 47.6062, longitude: -122.3321 },
      { latitude: 25.7617, longitude: -80.1918 },
    ];
    for (const center of centers) {
      const expected = (await bruteForce(center)).slice(0, 50);
      const found = await near(
        `latitude=${center.latitude}&longitude=${center.longitude}&limit=50`,
      );
      expect(found.items.map((item) => item.retailerLocationId)).toEqual(
        expected.map((row) => row.id),
      );
      const regional = await near(
        `latitude=${center.latitude}&longitude=${center.longitude}&range=300&limit=1`,
      );
      expect(regional.countTotal).toBe((await bruteForce(center, 300)).length);
    }
  });

  it('answers a page in one statement, counting at most COUNT_CAP of the country', async () => {
    await generateLargeDataset(t.db, { retailerLocations: 10_000 });
    const query = vi.spyOn(t.db, 'query');
    const searches = () =>
      query.mock.calls.filter(([sql]) => sql.includes('FROM retailer_locations l JOIN retailers'));
    const dense = await near(`latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}`);
    // The widening circles used to be one statement each, plus a count of every match.
    expect(searches()).toHaveLength(1);
    const expected = await bruteForce(LAWRENCE);
    expect(dense.items.map((item) => item.retailerLocationId)).toEqual(
      expected.slice(0, 10).map((row) => row.id),
    );
    expect(dense).toMatchObject({ count: 10, countTotal: COUNT_CAP, hasMoreResults: true });
    // The last page knows its total without the cap; past it, the count is exact again.
    const start = expected.length - 4;
    const last = await near(
      `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&start=${start}&limit=10`,
    );
    expect(last.items.map((item) => item.retailerLocationId)).toEqual(
      expected.slice(start).map((row) => row.id),
    );
    expect(last).toMatchObject({ count: 4, countTotal: expected.length, hasMoreResults: false });
    const regional = await near(
      `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&range=60&start=500`,
    );
    expect(regional).toMatchObject({
      count: 0,
      countTotal: (await bruteForce(LAWRENCE, 60)).length,
    });
  });

  it('sorts by name within range, and finds places across the antimeridian', async () => {
    const byName = await near('range=500&sortField=NAME&limit=100');
    const inRange = new Set((await bruteForce(DEFAULT_LOCATION, 500)).map((row) => row.id));
    expect(byName.items.every((item) => inRange.has(item.retailerLocationId))).toBe(true);
    expect(byName.items).toHaveLength(inRange.size);
    const names = byName.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // A box over ±180° spans every longitude: from the Bering Sea, Anchorage is in range.
    const bering: Point = { latitude: 58, longitude: 179.5 };
    const expected = await bruteForce(bering, 2000);
    expect(expected.length).toBeGreaterThan(0);
    const found = await near(
      `latitude=${bering.latitude}&longitude=${bering.longitude}&range=2000&limit=100`,
    );
    expect(found.items.map((item) => item.retailerLocationId)).toEqual(
      expected.slice(0, 100).map((row) => row.id),
    );
  });

  it('orders by great-circle distance, matching a brute-force haversine', async () => {
    const result = await near(
      `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&limit=100`,
    );
    const expected = await bruteForce(LAWRENCE);
    expect(expected.length).toBeGreaterThan(20);
    expect(result.items.map((item) => item.retailerLocationId)).toEqual(
      expected.map((row) => row.id),
    );
    result.items.forEach((item, index) => {
      expect(item.distance).toBeCloseTo(expected[index]?.distance ?? -1, 1);
    });
    expect(result.items[0]?.name).toBe('Prairie Leaf Co. Lawrence');

    // Small pages are answered from growing circles; they must agree with the full ranking.
    for (let start = 0; start < expected.length; start += 3) {
      const page = await near(
        `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&start=${start}&limit=3`,
      );
      expect(page.items.map((item) => item.retailerLocationId)).toEqual(
        expected.slice(start, start + 3).map((row) => row.id),
      );
      expect(page.countTotal).toBe(expected.length);
    }
  });

  it('uses the central-US default point when the position is missing or 0,0', async () => {
    const expected = (await bruteForce(DEFAULT_LOCATION)).map((row) => row.id);
    for (const query of ['limit=100', 'latitude=0&longitude=0&limit=100']) {
      const result = await near(query);
      expect(result.items.map((item) => item.retailerLocationId)).toEqual(expected);
    }
    expect((await near('limit=1')).items[0]?.name).toBe('Heartland Harvest Lebanon');
  });

  it('keeps to the range and converts kilometres', async () => {
    const wide = await near('limit=100');
    expect(wide.items.some((item) => item.name.includes('Anchorage'))).toBe(true);
    const regional = await near('range=500&limit=100');
    expect(regional.items.length).toBeGreaterThan(10);
    expect(regional.items.every((item) => item.distance <= 500)).toBe(true);
    expect(regional.items.some((item) => item.name.includes('Anchorage'))).toBe(false);
    expect(regional.countTotal).toBe((await bruteForce(DEFAULT_LOCATION, 500)).length);

    const km = await near('range=500&distanceUnit=KILOMETERS&limit=100');
    expect(
      km.items.every((item) => item.distanceUnit === 'KILOMETERS' && item.distance <= 500),
    ).toBe(true);
    expect(km.countTotal).toBe(
      (await bruteForce(DEFAULT_LOCATION, 500 / KILOMETERS_PER_MILE)).length,
    );
    expect(km.items[0]?.distance).toBeCloseTo(
      (regional.items[0]?.distance ?? 0) * KILOMETERS_PER_MILE,
      1,
    );
  });

  it('filters by keyword and category, and pages', async () => {
    const denver = await near('keyword=mile high&limit=100');
    expect(denver.items.map((item) => item.name).sort()).toEqual([
      'Mile High Greenhouse Boulder',
      'Mile High Greenhouse Denver',
    ]);
    const medical = await near('categoryIds=9&limit=100');
    expect(medical.items.length).toBeGreaterThan(0);
    expect(
      medical.items.every((item) => item.categories.some((category) => category.categoryId === 9)),
    ).toBe(true);

    const all = await near('limit=100');
    const page = await near('start=5&limit=5');
    expect(page.items.map((item) => item.retailerLocationId)).toEqual(
      all.items.slice(5, 10).map((item) => item.retailerLocationId),
    );
    expect(page).toMatchObject({ count: 5, countTotal: all.countTotal, hasMoreResults: true });
    expect(await near('start=1000&limit=5')).toMatchObject({
      count: 0,
      countTotal: all.countTotal,
    });
  });

  it('returns locations in the platform shape', async () => {
    const [first] = (
      await near(`latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&limit=1`)
    ).items;
    expect(first).toMatchObject({
      name: 'Prairie Leaf Co. Lawrence',
      retailer: { name: 'Prairie Leaf Co.' },
      logo: `${PUBLIC_API_URL}/media/logo-prairie-leaf.svg`,
      picture1: expect.stringMatching(new RegExp(`^${PUBLIC_API_URL}/media/store-\\d\\.svg$`)),
      favorite: false,
      active: true,
      distanceUnit: 'MILES',
    });
    expect(first?.hours).toHaveLength(7);
    expect(first?.categories.map((category) => category.name)).toContain('Flower');
  });

  describe("within a map's bounds", () => {
    interface Bounds {
      south: number;
      west: number;
      north: number;
      east: number;
    }
    const boundsQuery = (b: Bounds) =>
      `south=${b.south}&west=${b.west}&north=${b.north}&east=${b.east}`;
    const inside = (b: Bounds) => (row: { latitude: number; longitude: number }) =>
      row.latitude >= b.south &&
      row.latitude <= b.north &&
      row.longitude >= b.west &&
      row.longitude <= b.east;
    /** Brute force: every active location in the box, nearest `center` first. */
    const expectedIn = async (center: Point, b: Bounds) => {
      const rows = await t.db.query<{ id: number; latitude: number; longitude: number }>(
        'SELECT id, latitude, longitude FROM retailer_locations WHERE active',
      );
      return rows
        .filter(inside(b))
        .map((row) => ({ id: row.id, distance: haversineMiles(center, row) }))
        .sort((a, b) => a.distance - b.distance || a.id - b.id);
    };
    // Kansas and Colorado: Lawrence's and Denver's shops, not Anchorage or the coasts.
    const PLAINS: Bounds = { south: 36.9, west: -109.1, north: 41.1, east: -94.5 };

    it('answers only the locations inside, nearest first, in the same shape', async () => {
      const found = await near(
        `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&${boundsQuery(PLAINS)}&limit=100`,
      );
      const expected = await expectedIn(LAWRENCE, PLAINS);
      expect(expected.length).toBeGreaterThan(2);
      expect((await bruteForce(LAWRENCE)).length).toBeGreaterThan(expected.length);
      expect(found.items.map((item) => item.retailerLocationId)).toEqual(
        expected.map((row) => row.id),
      );
      expect(found.items.every(inside(PLAINS))).toBe(true);
      expect(found.items.map((item) => item.name)).toEqual(
        expect.arrayContaining(['Prairie Leaf Co. Lawrence', 'Mile High Greenhouse Denver']),
      );
      expect(found).toMatchObject({ countTotal: expected.length, hasMoreResults: false });
      expect(found.items[0]).toMatchObject({
        name: 'Prairie Leaf Co. Lawrence',
        distanceUnit: 'MILES',
      });
      // Filters still apply inside the box.
      const denver = await near(`keyword=mile high&${boundsQuery(PLAINS)}`);
      expect(denver.items.map((item) => item.name).sort()).toEqual([
        'Mile High Greenhouse Boulder',
        'Mile High Greenhouse Denver',
      ]);
    });

    it('answers nothing for a box with no shop, or outside the range', async () => {
      const atlantic: Bounds = { south: 30, west: -60, north: 35, east: -50 };
      expect(await near(boundsQuery(atlantic))).toMatchObject({ items: [], countTotal: 0 });
      // Anchorage is in the box, but 100 miles from Lawrence is not.
      const alaska: Bounds = { south: 60, west: -151, north: 62, east: -149 };
      expect((await near(`${boundsQuery(alaska)}&limit=100`)).items.map((i) => i.name)).toEqual(
        expect.arrayContaining([expect.stringContaining('Anchorage')]),
      );
      expect(
        await near(
          `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}&range=100&${boundsQuery(alaska)}`,
        ),
      ).toMatchObject({ items: [], countTotal: 0 });
    });

    it('pages a dense box like the brute force, at most 100 a page, its total capped', async () => {
      await generateLargeDataset(t.db, { retailerLocations: 10_000 });
      const eastern: Bounds = { south: 25, west: -100, north: 49, east: -66 };
      const expected = await expectedIn(LAWRENCE, eastern);
      expect(expected.length).toBeGreaterThan(COUNT_CAP);
      const center = `latitude=${LAWRENCE.latitude}&longitude=${LAWRENCE.longitude}`;
      const first = await near(`${center}&${boundsQuery(eastern)}&limit=500`);
      expect(first.items.map((item) => item.retailerLocationId)).toEqual(
        expected.slice(0, 100).map((row) => row.id),
      );
      expect(first).toMatchObject({
        count: 100,
        limit: 100,
        countTotal: COUNT_CAP,
        hasMoreResults: true,
      });
      const second = await near(`${center}&${boundsQuery(eastern)}&start=100&limit=100`);
      expect(second.items.map((item) => item.retailerLocationId)).toEqual(
        expected.slice(100, 200).map((row) => row.id),
      );
      // A small box far from the member: every shop in it, in order.
      const small: Bounds = { south: 40, west: -75, north: 41, east: -73 };
      const few = await expectedIn(LAWRENCE, small);
      expect(few.length).toBeGreaterThan(0);
      const found = await near(`${center}&${boundsQuery(small)}&limit=100`);
      expect(found.items.map((item) => item.retailerLocationId)).toEqual(
        few.slice(0, 100).map((row) => row.id),
      );
      expect(found.countTotal).toBe(few.length);
    });

    it.each([
      ['only some edges', 'south=30&north=40&west=-100'],
      ['south above north', 'south=41&west=-100&north=40&east=-90'],
      ['no height', 'south=40&west=-100&north=40&east=-90'],
      ['across the antimeridian', 'south=50&west=170&north=60&east=-170'],
      ['a latitude past the pole', 'south=30&west=-100&north=91&east=-90'],
      ['a longitude past 180', 'south=30&west=-181&north=40&east=-90'],
      ['an edge that is not a number', 'south=abc&west=-100&north=40&east=-90'],
    ])('refuses bounds with %s (400)', async (_case, query) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/retailers/location/distancesearch?${query}`,
        headers: dana.headers,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'VALIDATION_ERROR' });
    });
  });

  it('rejects a negative range', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/retailers/location/distancesearch?range=-5',
      headers: dana.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ valid: false, errorCode: 'VALIDATION_ERROR' });
  });
});

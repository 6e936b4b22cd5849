import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import {
  boxParamsSql,
  distanceFromSql,
  insertSql,
  onSaleSql,
  pageSql,
  setSql,
  statement,
  pointInBoxSql,
  withinBoxSql,
} from '../../src/db/sql.ts';
import { haversineMiles } from '../../src/lib/geo.ts';
import { BACKENDS, emptyDatabase } from '../helpers/app.ts';

const LAWRENCE = { latitude: 38.9717, longitude: -95.2353 };
const DENVER = { latitude: 39.7392, longitude: -104.9903 };

describe('sql helpers', () => {
  it('numbers placeholders in the order values are used', () => {
    const { params, param } = statement(['first']);
    expect(`${param('a')} ${pageSql(param, { limit: 20, start: 40 })}`).toBe(
      '$2 LIMIT $3 OFFSET $4',
    );
    expect(params).toEqual(['first', 'a', 20, 40]);
  });

  it('keeps each column beside its placeholder, and leaves undefined values out of an update', () => {
    const { params, param } = statement();
    expect(
      insertSql(param, [
        ['a', 1],
        ['meta', '{}', '::jsonb'],
      ]),
    ).toBe('(a, meta) VALUES ($1, $2::jsonb)');
    expect(
      setSql(param, [
        ['a', 2],
        ['b', undefined],
        ['c', null],
      ]),
    ).toBe('a = $3, c = $4');
    expect(params).toEqual([1, '{}', 2, null]);
  });

  it('writes the on-sale filter for the aliases it is given', () => {
    const sql = onSaleSql({ offerLocation: 'x', offer: 'y', location: 'z', retailer: 'w' });
    expect(sql).toContain('x.active AND y.active AND z.active AND w.active');
    expect(sql).toContain('y.starts_at');
    expect(sql).not.toMatch(/\b(ol|o|l|r)\./);
    expect(onSaleSql({ offer: 'y', retailer: 'w' })).toMatch(/^\(y\.active AND w\.active\n/);
  });
});

describe.each(BACKENDS)('sql distance (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterAll(async () => {
    await dispose();
  });

  it('measures the same miles as the JavaScript haversine, and NULL without a place', async () => {
    const { params, param } = statement();
    const distance = distanceFromSql(param, LAWRENCE, { latitude: 'lat', longitude: 'lng' });
    const rows = await db.query<{ miles: number | null }>(
      `SELECT ${distance} AS miles
         FROM (VALUES (1, ${param(DENVER.latitude)}::float8, ${param(DENVER.longitude)}::float8),
                      (2, ${param(LAWRENCE.latitude)}::float8, ${param(LAWRENCE.longitude)}::float8),
                      (3, NULL::float8, NULL::float8)) AS places (id, lat, lng)
        ORDER BY id`,
      params,
    );
    expect(rows[0]?.miles).toBeCloseTo(haversineMiles(LAWRENCE, DENVER), 6);
    expect(rows[1]?.miles).toBeCloseTo(0, 9);
    expect(rows[2]?.miles).toBeNull();
  });

  it('keeps the points inside the box, its edges included, and none without a place', async () => {
    const { params, param } = statement();
    const box = boxParamsSql(param, LAWRENCE, 25);
    const edges = [box.minLatitude, box.maxLatitude].flatMap((latitude) =>
      [box.minLongitude, box.maxLongitude].map((longitude) => `(${latitude}, ${longitude})`),
    );
    const rows = await db.query<{ id: number; in_point_box: boolean; in_lat_lng_box: boolean }>(
      `SELECT id, COALESCE(${pointInBoxSql('geo', box)}, false) AS in_point_box,
              COALESCE(${withinBoxSql({ latitude: 'lat', longitude: 'lng' }, box)}, false)
                AS in_lat_lng_box
         FROM (SELECT row_number() OVER () AS id, lat, lng, point(lng, lat) AS geo
           FROM (VALUES ${edges.join(', ')}, (${box.minLatitude} - 1e-9, ${box.minLongitude}),
                        (${box.maxLatitude}, ${box.maxLongitude} + 1e-9),
                        (${param(LAWRENCE.latitude)}::float8, ${param(LAWRENCE.longitude)}::float8),
                        (${param(DENVER.latitude)}::float8, ${param(DENVER.longitude)}::float8),
                        (NULL::float8, NULL::float8)) AS places (lat, lng)) p
        ORDER BY id`,
      params,
    );
    const inside = [1, 2, 3, 4, 7];
    expect(rows.filter((row) => row.in_point_box).map((row) => Number(row.id))).toEqual(inside);
    expect(rows.filter((row) => row.in_lat_lng_box).map((row) => Number(row.id))).toEqual(inside);
  });
});

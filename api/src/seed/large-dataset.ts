import type { Db } from '../db/db.ts';
import { COVERS, STOREFRONTS } from './media-catalog.ts';

export interface LargeDatasetOptions {
  retailerLocations?: number;
  albums?: number;
  /** Rows per INSERT … SELECT statement. */
  batchSize?: number;
}

/**
 * Adds many retailer locations and albums for benchmarks. Rows are generated inside
 * PostgreSQL in batches, with positions derived from the row number, so the data is the
 * same on every run. Never part of a normal start.
 */
export async function generateLargeDataset(
  db: Db,
  options: LargeDatasetOptions = {},
): Promise<{ retailerLocations: number; albums: number }> {
  const locations = options.retailerLocations ?? 100_000;
  const albums = options.albums ?? 0;
  const batchSize = options.batchSize ?? 10_000;

  // Deterministic pseudo-random in [0, 1) from a row number and a salt.
  const rand = (salt: number) => {
    const x = `abs(sin(g::float8 * ${salt}.9898 + ${salt * 7}.233) * 43758.5453)`;
    return `(${x} - floor(${x}))`;
  };

  if (locations > 0) {
    const retailers = Math.max(1, Math.ceil(locations / 100));
    const firstRetailer = await db.query<{ id: number }>(
      `INSERT INTO retailers (name, description, logo)
       SELECT 'Benchmark Retailer ' || g, 'Generated for load tests', 'logo-prairie-leaf.svg'
         FROM generate_series(1, $1::int) AS g
       RETURNING id`,
      [retailers],
    );
    const retailerIds = firstRetailer.map((row) => row.id);
    const minRetailer = Math.min(...retailerIds);
    const pictures = STOREFRONTS.map((art) => art.file);
    for (let offset = 0; offset < locations; offset += batchSize) {
      const count = Math.min(batchSize, locations - offset);
      // Spread over the contiguous US (24.5–49 N, 124.5–67 W).
      await db.query(
        `INSERT INTO retailer_locations (retailer_id, name, city, state, latitude, longitude,
           hours, picture, category_ids)
         SELECT $1::int + ((g - 1) % $2::int), 'Benchmark Shop ' || g, 'Benchmark', 'US',
                24.5 + ${rand(1)} * 24.5, -124.5 + ${rand(2)} * 57.5, '[]'::jsonb,
                ($3::text[])[1 + (g % ${pictures.length})],
                ARRAY[1 + (g % 9)]::int[]
           FROM generate_series($4::int, $5::int) AS g`,
        [minRetailer, retailers, pictures, offset + 1, offset + count],
      );
    }
  }

  if (albums > 0) {
    const owners = await db.query<{ id: number }>('SELECT id FROM accounts ORDER BY id LIMIT 50');
    if (owners.length === 0) throw new Error('Seed members before generating albums');
    const ownerIds = owners.map((row) => row.id);
    const covers = COVERS.map((art) => art.file);
    for (let offset = 0; offset < albums; offset += batchSize) {
      const count = Math.min(batchSize, albums - offset);
      await db.query(
        `INSERT INTO albums (owner_id, album_type, title, description, cover, tags, like_count,
           comments_count, shared_count, latitude, longitude, created_at, updated_at)
         SELECT ($1::int[])[1 + (g % cardinality($1::int[]))],
                (ARRAY['news', 'episodes', 'category', 'star', 'brand', 'customlist'])[1 + (g % 6)],
                'Benchmark post ' || g, 'Generated for load tests',
                ($2::text[])[1 + (g % cardinality($2::text[]))], 'benchmark',
                (${rand(3)} * 500)::int, (${rand(4)} * 80)::int, (${rand(5)} * 40)::int,
                24.5 + ${rand(6)} * 24.5, -124.5 + ${rand(7)} * 57.5,
                now() - make_interval(mins => g), now() - make_interval(mins => g)
           FROM generate_series($3::int, $4::int) AS g`,
        [ownerIds, covers, offset + 1, offset + count],
      );
    }
  }

  return { retailerLocations: locations, albums };
}

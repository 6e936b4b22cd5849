/**
 * Adds a large benchmark data set to the configured database (DATABASE_URL, or the PGlite
 * data directory), migrating and seeding it first if needed.
 *
 *   RETAILER_LOCATIONS=100000 ALBUMS=20000 node scripts/generate-large-dataset.ts
 */
import { readConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { generateLargeDataset } from '../src/seed/large-dataset.ts';

const config = readConfig();
const count = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Not a count: ${value}`);
  return parsed;
};

const db = await connectDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { pgliteDataDir: config.pgliteDataDir },
);
try {
  await migrate(db);
  await seedIfEmpty(db);
  const started = Date.now();
  const added = await generateLargeDataset(db, {
    retailerLocations: count(process.env.RETAILER_LOCATIONS, 100_000),
    albums: count(process.env.ALBUMS, 10_000),
  });
  console.log(
    `Added ${added.retailerLocations} retailer locations and ${added.albums} albums in ${Date.now() - started} ms`,
  );
} finally {
  await db.close();
}

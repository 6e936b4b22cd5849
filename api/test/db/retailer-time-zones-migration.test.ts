import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { stateTimeZone } from '../../src/lib/time-zones.ts';
import { BACKENDS, emptyDatabase, migrateBefore } from '../helpers/app.ts';

const STATES = ['KS', 'NE', 'CO', 'AK', 'az', 'NY', 'CA', 'HI', 'IN', ''];

describe.each(BACKENDS)('migration 195 on shops stored before it (%s)', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
  });
  afterEach(async () => {
    await dispose();
  });

  it("gives each shop its state's time zone, the one new shops get", async () => {
    await migrateBefore(db, '195');
    const [retailer] = await db.query<{ id: number }>(
      "INSERT INTO retailers (name) VALUES ('Old Shop') RETURNING id",
    );
    for (const state of STATES) {
      await db.query(
        `INSERT INTO retailer_locations (retailer_id, name, state, latitude, longitude)
         VALUES ($1, $2, $3, 39, -98)`,
        [retailer?.id, `Shop ${state}`, state],
      );
    }
    await migrate(db);
    const rows = await db.query<{ state: string; time_zone: string }>(
      'SELECT state, time_zone FROM retailer_locations ORDER BY id',
    );
    expect(rows.map((row) => row.time_zone)).toEqual(STATES.map(stateTimeZone));
    expect(rows.map((row) => row.time_zone).slice(0, 4)).toEqual([
      'America/Chicago',
      'America/Chicago',
      'America/Denver',
      'America/Anchorage',
    ]);
  });
});

// The rows the scale bench adds at each size: albums (the wall), retailer locations (the
// distance search), each new location selling one of the demo offers (what a cart prices
// against), and quiz scores by new members (the leaderboard). Rows are numbered, so growing
// from 10 000 to 100 000 adds rows 10 001…100 000 and the data is the same on every run.
import type { Db } from '../api/src/db/db.ts';
import { refreshLeaderboardTotals } from '../api/src/plugins/app/games/leaderboard-totals.ts';
import { generateLargeDataset } from '../api/src/seed/large-dataset.ts';

/** Scores per generated member: a few thousand members per 100 000 scores. */
const SCORES_PER_MEMBER = 20;
const BATCH = 50_000;
/** Members whose totals are refreshed per statement. */
const TOTALS_BATCH = 5_000;

export async function growData(db: Db, from: number, to: number): Promise<void> {
  const added = to - from;
  await generateLargeDataset(db, {
    retailerLocations: added,
    albums: added,
    firstRow: from,
    batchSize: BATCH,
  });
  // Each new location sells one demo offer, with plenty in stock.
  await db.query(
    `INSERT INTO offer_locations (offer_id, retailer_location_id, stock)
     SELECT (SELECT array_agg(id ORDER BY id) FROM offers)[1 + l.id % (SELECT count(*) FROM offers)],
            l.id, 1000
       FROM retailer_locations l
      WHERE l.name LIKE 'Benchmark Shop %'
        AND NOT EXISTS (SELECT 1 FROM offer_locations ol WHERE ol.retailer_location_id = l.id)`,
  );
  const members = Math.max(1, Math.round(added / SCORES_PER_MEMBER));
  const memberIds = await db.query<{ id: number }>(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
     SELECT 'scale' || n || '@bench.test', 'x', 'Bench', 'Member ' || n, 'scale.member' || n
       FROM generate_series($1::int + 1, $1::int + $2::int) AS n RETURNING id`,
    [Math.round(from / SCORES_PER_MEMBER), members],
  );
  for (let offset = 0; offset < added; offset += BATCH) {
    const count = Math.min(BATCH, added - offset);
    // Points, times and dates derived from the row number, over the last 60 days.
    await db.query(
      `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
         question_count, passed, time_ms, created_at)
       SELECT a.id, l.pack_id, l.id, (g * 7 % 6) * 10, (g * 7 % 6), 5, (g * 7 % 6) >= 3,
              1000 + (g::bigint * 7919 % 60000)::int,
              now() - make_interval(mins => (g::bigint * 104729 % 86400)::int)
         FROM generate_series($1::int, $2::int) AS g
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM accounts
                WHERE email LIKE 'scale%@bench.test') a ON a.k = 1 + (g - 1) / ${SCORES_PER_MEMBER}
         JOIN (SELECT id, pack_id, row_number() OVER (ORDER BY id) - 1 AS k FROM game_levels) l
           ON l.k = g % (SELECT count(*) FROM game_levels)`,
      [from + offset + 1, from + offset + count],
    );
  }
  // The scores went straight in: total them for the all-time boards as a play would.
  const ids = memberIds.map((row) => row.id);
  for (let offset = 0; offset < ids.length; offset += TOTALS_BATCH) {
    await db.transaction((tx) =>
      refreshLeaderboardTotals(tx, ids.slice(offset, offset + TOTALS_BATCH)),
    );
  }
  // As autovacuum would: statistics, and a visibility map for index-only scans.
  await db.exec(
    `VACUUM ANALYZE albums, retailer_locations, retailers, offer_locations, accounts, game_scores,
       leaderboard_totals`,
  );
}

// Leaderboards at scale, on PostgreSQL: the board's first page (GET /leaderboard/ranking)
// and one member's own rank (GET /leaderboard/personal) at 10 000 and at 1 000 000 scores,
// p50/p99 over repeated reads, with the plan PostgreSQL chose printed beside the figures.
// Each size gets its own schema, made, migrated and filled here and dropped at the end.
import type { Db } from '../api/src/db/db.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { createPostgresDb } from '../api/src/db/postgres.ts';
import { boardPageQuery, standingQuery } from '../api/src/plugins/app/games/leaderboard-queries.ts';
import { refreshLeaderboardTotals } from '../api/src/plugins/app/games/leaderboard-totals.ts';
import { windowStart } from '../api/src/plugins/app/games/rules.ts';
import { atMost, info, type Row } from './results.ts';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_LEADERBOARD_RUNS ?? 30);
const SIZES = [10_000, 1_000_000];
/** One member per 20 scores, 100 levels: a few hundred thousand best-per-level rows at 1M. */
const SCORES_PER_MEMBER = 20;
const PACKS = 10;
const LEVELS_PER_PACK = 10;

/** Budgets in milliseconds, p99, for a board read while a member waits for the page. */
const BUDGETS: Record<number, { ranking: number; personal: number }> = {
  10_000: { ranking: 50, personal: 50 },
  1_000_000: { ranking: 1500, personal: 1500 },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function fill(db: Db, scores: number): Promise<number[]> {
  const members = Math.max(10, Math.round(scores / SCORES_PER_MEMBER));
  const accounts = await db.query<{ id: number }>(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, username)
     SELECT 'b' || n || '@bench.test', 'x', 'Bench', 'Member ' || n, 'bench.member' || n
       FROM generate_series(1, $1::int) AS n RETURNING id`,
    [members],
  );
  await db.query(
    `INSERT INTO game_packs (name) SELECT 'Pack ' || n FROM generate_series(1, $1::int) AS n`,
    [PACKS],
  );
  await db.query(
    `INSERT INTO game_levels (pack_id, position, name)
     SELECT p.id, n, 'Level ' || n FROM game_packs p, generate_series(1, $1::int) AS n`,
    [LEVELS_PER_PACK],
  );
  // Random members, levels, points, times and dates over the last 60 days.
  await db.query(
    `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
       question_count, passed, time_ms, created_at)
     SELECT a.id, l.pack_id, l.id, s.points, s.points / 10, 5, s.points >= 30,
            1000 + floor(random() * 60000)::int,
            now() - random() * interval '60 days'
       FROM (SELECT n, (floor(random() * 6) * 10)::int AS points,
                    1 + floor(random() * $2::int)::int AS member,
                    1 + floor(random() * $3::int)::int AS level
               FROM generate_series(1, $1::int) AS n) s
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM accounts) a ON a.k = s.member
       JOIN (SELECT id, pack_id, row_number() OVER (ORDER BY id) AS k FROM game_levels) l
         ON l.k = s.level`,
    [scores, members, PACKS * LEVELS_PER_PACK],
  );
  // The scores went straight in: total them for the all-time boards as a play would.
  await db.transaction((tx) =>
    refreshLeaderboardTotals(
      tx,
      accounts.map((row) => row.id),
    ),
  );
  // As autovacuum would: statistics, and a visibility map so index-only scans can be used.
  await db.exec(
    'VACUUM ANALYZE game_scores, accounts, game_levels, ticket_ledger, leaderboard_totals',
  );
  return accounts.map((row) => row.id);
}

async function timeRuns(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  await run(); // warm the cache once, as a busy server would be
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The plans PostgreSQL chose for the two reads, run once more under EXPLAIN ANALYZE. */
async function plan(db: Db, viewerId: number): Promise<string> {
  const explain = async (title: string, text: string, params: unknown[]) => {
    const rows = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`,
      params,
    );
    return [title, ...rows.map((row) => `  ${row['QUERY PLAN']}`)];
  };
  const page = boardPageQuery('POINTS', null, null, { start: 0, limit: 20 }, viewerId);
  const personal = standingQuery('POINTS', null, null, viewerId);
  return [
    ...(await explain('ranking (first page and your row):', page.text, page.params)),
    ...(await explain('personal rank:', personal.text, personal.params)),
  ].join('\n');
}

async function measureSize(scores: number): Promise<Row[]> {
  const schema = `bench_leaderboard_${scores}_${process.pid}`;
  const db = createPostgresDb({ connectionString: DATABASE_URL, schema, max: 2 });
  await db.exec(`CREATE SCHEMA ${schema}`);
  try {
    await migrate(db);
    const filling = performance.now();
    const accountIds = await fill(db, scores);
    console.log(`  ${scores} scores filled in ${Math.round(performance.now() - filling)} ms`);
    const viewer = accountIds[Math.floor(accountIds.length / 2)] ?? 0;
    const page = { start: 0, limit: 20 };
    // The queries GET /leaderboard/ranking and /leaderboard/personal run for the board.
    const board = (since: Date | null) => {
      const query = boardPageQuery('POINTS', null, since, page, viewer);
      return db.query(query.text, query.params);
    };
    const ranking = await timeRuns(() => board(null));
    const week = await timeRuns(() => board(windowStart('WEEK')));
    let turn = 0;
    const personal = await timeRuns(() => {
      const member = accountIds[(turn += 7919) % accountIds.length] ?? viewer;
      const query = standingQuery('POINTS', null, null, member);
      return db.query(query.text, query.params);
    });
    console.log(await plan(db, viewer));
    const budget = BUDGETS[scores] ?? { ranking: Infinity, personal: Infinity };
    const label = scores.toLocaleString('en-US').replace(/,/g, ' ');
    return [
      info(`${label} scores: ranking p50`, ranking.p50, 'ms'),
      atMost(`${label} scores: ranking p99`, ranking.p99, budget.ranking, 'ms'),
      info(`${label} scores: weekly ranking p50`, week.p50, 'ms'),
      atMost(`${label} scores: weekly ranking p99`, week.p99, budget.ranking, 'ms'),
      info(`${label} scores: personal rank p50`, personal.p50, 'ms'),
      atMost(`${label} scores: personal rank p99`, personal.p99, budget.personal, 'ms'),
    ];
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`).finally(() => db.close());
  }
}

export async function measureLeaderboard(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scores of SIZES) rows.push(...(await measureSize(scores)));
  return rows;
}

// The operator's community dashboard at scale (issue 38): each panel's read (the queries
// GET /api/staff/dashboard/<panel> runs) at 1 000 000 usage events and 100 000 members, with
// posts, comments, chat messages, reactions, quiz plays and orders beside them, over the
// dashboard's default range (the last 30 days) and a 90-day one. Budget: p99 ≤ 300 ms per
// panel, each read as the API reads it (readPanel: finished days rolled up first, the days
// after them live, JIT off). The first rollup of the half-year is timed on its own. Every
// statement is run once more under EXPLAIN (ANALYZE, BUFFERS) into
// bench/results/plans/dashboard-<panel>-<days>d.txt.
// Stackless: a schema of its own in BENCH_DATABASE_URL's PostgreSQL, dropped at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from '../api/src/db/db.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { createPostgresDb } from '../api/src/db/postgres.ts';
import {
  activityPanel,
  funnelPanel,
  membersPanel,
  readPanel,
  topContentPanel,
  topPagesPanel,
  type DayRange,
} from '../api/src/plugins/app/staff/dashboard-queries.ts';
import { retentionPanel } from '../api/src/plugins/app/staff/dashboard-retention.ts';
import { rollUpFinishedDays } from '../api/src/plugins/app/staff/dashboard-rollups.ts';
import { RESULTS_DIR, atMost, info, type Row } from './results.ts';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 30);
const EVENTS = Number(process.env.BENCH_DASHBOARD_EVENTS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_DASHBOARD_MEMBERS ?? 100_000);
/** The data covers half a year; the ranges read end today. */
const HISTORY_DAYS = 180;
const RANGES = [30, 90];
const BUDGET_MS = 300;
const PLANS_DIR = path.join(RESULTS_DIR, 'plans');

const PANELS: Record<string, (db: Queryable, range: DayRange) => Promise<unknown>> = {
  members: membersPanel,
  activity: activityPanel,
  'top-pages': topPagesPanel,
  'top-content': topContentPanel,
  funnel: funnelPanel,
  retention: retentionPanel,
};

async function fill(db: Db): Promise<void> {
  const spread = `now() - random() * interval '${HISTORY_DAYS} days'`;
  await db.query(
    `INSERT INTO accounts (email, password_hash, first_name, last_name, username, created_at)
     SELECT 'd' || n || '@bench.test', 'x', 'Bench', 'Member ' || n, 'dash.member' || n, ${spread}
       FROM generate_series(1, $1::int) AS n`,
    [MEMBERS],
  );
  const [range] = await db.query<{ low: number; high: number }>(
    'SELECT min(id) AS low, max(id) AS high FROM accounts',
  );
  const member = `(${range?.low ?? 1} + floor(random() * ${(range?.high ?? 1) - (range?.low ?? 1) + 1}))::int`;
  // Twelve pages; seven events in ten are views, half of them of an item; one in ten anonymous.
  await db.query(
    `INSERT INTO usage_events (account_id, tag, action, custom_id, created_at)
     SELECT CASE WHEN random() < 0.9 THEN ${member} END,
            (ARRAY['wall','post','quiz','shop','chat','profile','people','events','training',
                   'search','settings','leaderboard'])[1 + floor(random() * 12)::int],
            CASE WHEN random() < 0.7 THEN 'Viewed' ELSE 'Liked' END,
            CASE WHEN random() < 0.5 THEN (1 + floor(random() * 5000))::text END,
            ${spread}
       FROM generate_series(1, $1::int)`,
    [EVENTS],
  );
  await db.query(
    `INSERT INTO albums (owner_id, album_type, title, created_at)
     SELECT ${member}, 'post', 'Bench post', ${spread} FROM generate_series(1, $1::int)`,
    [EVENTS / 20],
  );
  await db.query(
    `INSERT INTO albums (owner_id, album_type, title, created_at)
     SELECT ${member}, 'chat_group', '', ${spread} FROM generate_series(1, 1000)`,
  );
  const between = async (type: string) => {
    const [ids] = await db.query<{ low: number; high: number }>(
      'SELECT min(id) AS low, max(id) AS high FROM albums WHERE album_type = $1',
      [type],
    );
    return `(${ids?.low ?? 1} + floor(random() * ${(ids?.high ?? 1) - (ids?.low ?? 1) + 1}))::int`;
  };
  // Comments on posts and messages in chats, a twentieth of the events each.
  for (const type of ['post', 'chat_group']) {
    await db.query(
      `INSERT INTO notes (album_id, owner_id, comment, created_at)
       SELECT ${await between(type)}, ${member}, 'Bench', ${spread}
         FROM generate_series(1, $1::int)`,
      [EVENTS / 20],
    );
  }
  await db.query(
    `INSERT INTO emoji_reactions (account_id, album_id, reaction, created_at)
     SELECT DISTINCT ON (account_id, album_id) * FROM (
       SELECT ${member} AS account_id, p.id AS album_id, 'heart', ${spread}
         FROM (SELECT id FROM albums WHERE album_type = 'post' LIMIT 20000) p,
              generate_series(1, 2)) r`,
  );
  await db.exec(
    `INSERT INTO game_packs (name) VALUES ('Bench pack');
     INSERT INTO game_levels (pack_id, position, name)
     SELECT id, 1, 'Bench level' FROM game_packs`,
  );
  await db.query(
    `INSERT INTO game_scores (account_id, pack_id, level_id, points, correct_count,
       question_count, passed, time_ms, created_at)
     SELECT ${member}, l.pack_id, l.id, 20, 2, 2, true, 1000, ${spread}
       FROM game_levels l, generate_series(1, $1::int)`,
    [EVENTS / 20],
  );
  await db.query(
    `INSERT INTO orders (account_id, order_type, currency_type, status, subtotal_cents,
       total_cents, created_at)
     SELECT ${member}, 'PURCHASE', 'CASH',
            CASE WHEN random() < 0.9 THEN 'COMPLETED' ELSE 'PENDING' END, c, c, ${spread}
       FROM (SELECT (100 + floor(random() * 5000))::int AS c
               FROM generate_series(1, $1::int)) o`,
    [EVENTS / 50],
  );
  // As autovacuum would: statistics, and a visibility map so index-only scans can be used.
  await db.exec(
    `VACUUM ANALYZE accounts, usage_events, albums, notes, emoji_reactions, likes, game_scores,
       orders, dashboard_member_counts`,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rangeOf(days: number): DayRange {
  const today = new Date();
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/** The statements a panel runs, each again under EXPLAIN ANALYZE (JIT off, as readPanel). */
async function plans(db: Db, read: (db: Queryable) => Promise<unknown>): Promise<string> {
  const statements: [string, readonly unknown[]][] = [];
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL jit = off');
    await read({
      exec: (sql) => tx.exec(sql),
      query: (sql, params = []) => {
        statements.push([sql, params]);
        return tx.query(sql, params);
      },
    } as Queryable);
  });
  const out: string[] = [];
  for (const [sql, params] of statements) {
    const rows = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL jit = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    });
    out.push(sql.trim(), `-- parameters: ${JSON.stringify(params)}`, '');
    out.push(...rows.map((row) => row['QUERY PLAN']), '', '');
  }
  return out.join('\n');
}

export async function measureDashboard(): Promise<Row[]> {
  const schema = `bench_dashboard_${process.pid}`;
  const db = createPostgresDb({ connectionString: DATABASE_URL, schema, max: 2 });
  await db.exec(`CREATE SCHEMA ${schema}`);
  const rows: Row[] = [];
  try {
    await migrate(db);
    const filling = performance.now();
    await fill(db);
    console.log(
      `  ${EVENTS} usage events and ${MEMBERS} members filled in ${Math.round(performance.now() - filling)} ms`,
    );
    const rolling = performance.now();
    await rollUpFinishedDays(db);
    rows.push(info(`first rollup of ${HISTORY_DAYS} days`, performance.now() - rolling, 'ms'));
    await db.exec(
      'VACUUM ANALYZE dashboard_member_days, dashboard_view_days, dashboard_items, dashboard_item_days, dashboard_cohort_weeks, dashboard_daily_stats, dashboard_member_last_active',
    );
    mkdirSync(PLANS_DIR, { recursive: true });
    for (const days of RANGES) {
      const range = rangeOf(days);
      for (const [name, read] of Object.entries(PANELS)) {
        await readPanel(db, read, range); // warm the cache once, as a busy server would be
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          const started = performance.now();
          await readPanel(db, read, range);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        rows.push(
          info(`${name}, ${days} days: p50`, percentile(times, 50), 'ms'),
          atMost(`${name}, ${days} days: p99`, percentile(times, 99), BUDGET_MS, 'ms'),
        );
        writeFileSync(
          path.join(PLANS_DIR, `dashboard-${name}-${days}d.txt`),
          await plans(db, (recorder) => read(recorder, range)),
        );
      }
    }
    return rows;
  } finally {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`).finally(() => db.close());
  }
}

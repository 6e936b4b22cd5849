// `pnpm bench` (all parts) or `pnpm bench <part> ...`: builds nothing itself; run
// `pnpm build` first. `--base <checkout>` (first-load) measures a built older checkout
// beside this one. Each part writes bench/results/<part>.json, then the table of
// every part's rows is printed and written to bench/results/summary.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureApi } from './api-throughput.ts';
import { measureBuildTimes } from './build-times.ts';
import { measureDashboard } from './dashboard.ts';
import { measureFirstLoad } from './first-load.ts';
import { measureLeaderboard } from './leaderboard.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureLiveFanout } from './live-fanout.ts';
import { measureMap } from './map.ts';
import { measureMembersLoad } from './members-load.ts';
import { measureOrders } from './orders.ts';
import { measureScale } from './scale.ts';
import { measureVoice } from './voice.ts';
import { measureWarmStart } from './warm-start.ts';
import { writePart, writeSummary, type Row } from './results.ts';
import { startStack } from './stack.ts';

interface BenchOptions {
  /** Another checkout, built, to compare with in the same run. */
  base?: string;
}

const PARTS: Record<string, (options: BenchOptions) => Promise<Row[]>> = {
  'first-load': measureFirstLoad,
  map: measureMap,
  lighthouse: measureLighthouse,
  'warm-start': measureWarmStart,
  api: measureApi,
  live: measureLiveFanout,
  leaderboard: measureLeaderboard,
  voice: measureVoice,
  members: measureMembersLoad,
  scale: measureScale,
  orders: measureOrders,
  dashboard: measureDashboard,
  'build-times': measureBuildTimes,
};
/** Parts that need no running stack: they measure the database, or start what they measure. */
const STACKLESS = new Set([
  'leaderboard',
  'voice',
  'members',
  'scale',
  'orders',
  'dashboard',
  'build-times',
]);

const { values, positionals: requested } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string' } },
});
// pnpm runs the script in bench/; a relative path is meant from where pnpm was started.
const options: BenchOptions = {
  base: values.base && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.base),
};
const unknown = requested.filter((part) => !(part in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}

const parts = requested.length > 0 ? requested : Object.keys(PARTS);
const stack = parts.every((part) => STACKLESS.has(part)) ? undefined : await startStack();
try {
  for (const part of parts) {
    console.log(`\n${part}…`);
    const rows = await PARTS[part]!(options);
    writePart(part, rows);
    for (const row of rows) {
      const verdict = row.budget
        ? `budget ${row.budget} ${row.unit}: ${row.met ? 'met' : 'NOT MET'}`
        : '';
      console.log(`  ${row.name}: ${row.value} ${row.unit}  ${verdict}`);
    }
  }
  console.log(`\n${writeSummary()}`);
} finally {
  stack?.stop();
}

// pgbench's built-in TPC-B-like transaction on the PostgreSQL server the orders part used,
// with the same clients for the same seconds: what that server does a second with a small
// write transaction, so orders/s can be read against it. Its tables live in a database of
// their own, made for the run and dropped after it; no other table is touched.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  transactions: number;
  scale: number;
}

/** Where pgbench and psql are: PGBENCH_BIN, or the postgresql-client's. */
const PGBENCH = process.env.PGBENCH_BIN ?? '/usr/bin/pgbench';
const PSQL = process.env.PSQL_BIN ?? PGBENCH.replace(/pgbench$/, 'psql');
/** Rows in pgbench_branches (×100 000 accounts): 10 keeps the setup to seconds. */
const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 10);

/** Why pgbench cannot run here, or undefined when it can. */
export function pgbenchMissing(): string | undefined {
  if (!existsSync(PGBENCH))
    return `pgbench not found at ${PGBENCH} (apt-get install postgresql-client)`;
  if (!existsSync(PSQL)) return `psql not found at ${PSQL} (apt-get install postgresql-client)`;
  return undefined;
}

/** `databaseUrl` with another database name. */
function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The tps pgbench reports, without the time to open connections. */
export function parseTps(output: string): number | undefined {
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  return match ? Number(match[1]) : undefined;
}

/**
 * Runs `pgbench -c clients -T seconds` (TPC-B-like) on the server of `databaseUrl`, in a
 * database made for it (`canopy_pgbench_<pid>`) and dropped afterwards, whatever happens.
 */
export async function runPgbench(
  databaseUrl: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  const database = `canopy_pgbench_${process.pid}`;
  const admin = databaseUrl;
  const own = withDatabase(databaseUrl, database);
  await run(PSQL, [admin, '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${database}`]);
  try {
    await run(PGBENCH, ['-i', '-q', '-s', String(SCALE), own], { maxBuffer: 16 << 20 });
    const { stdout } = await run(
      PGBENCH,
      ['-c', String(clients), '-j', '2', '-T', String(Math.max(1, Math.round(seconds))), own],
      { maxBuffer: 16 << 20 },
    );
    const tps = parseTps(stdout);
    const transactions = Number(/processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
    if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps, transactions, scale: SCALE };
  } finally {
    await run(PSQL, [admin, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`]).catch(
      (error: unknown) => {
        console.error(`  could not drop ${database}:`, error);
      },
    );
  }
}

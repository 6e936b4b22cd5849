// `pnpm eval:assistant`: asks the assistant the evaluation's questions on a fresh demo
// database (embedded, or a temporary schema of DATABASE_URL's PostgreSQL) and prints
// pass/total per intent and overall, and each failure. Exits 1 under 90% overall, under
// 80% in any intent, or when a required case fails.
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { createPgliteDb } from '../src/db/pglite.ts';
import { createPostgresDb } from '../src/db/postgres.ts';
import { appAsker, settableClock } from '../eval/assistant/app-asker.ts';
import { EVAL_CASES } from '../eval/assistant/cases.ts';
import { failureLines, report, runEval } from '../eval/assistant/runner.ts';

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const schema = `canopy_eval_${process.pid}`;

async function database(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  if (!databaseUrl) return { db: await createPgliteDb(), dispose: async () => undefined };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  return {
    db: createPostgresDb({ connectionString: databaseUrl, schema, max: 3 }),
    dispose: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).finally(() => admin.end());
    },
  };
}

const { db, dispose } = await database();
const clock = settableClock();
const app = await buildApp({
  db,
  publicApiUrl: 'http://localhost:4000',
  seed: true,
  logger: false,
  clock: clock.now,
});
let passed = false;
try {
  await app.ready();
  console.log(
    `Asking ${EVAL_CASES.length} questions on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}…`,
  );
  const results = await runEval(EVAL_CASES, appAsker(app, clock));
  const summary = report(results);
  const failures = failureLines(results);
  if (failures.length > 0) console.log(`\n${failures.join('\n')}\n`);
  console.log(summary.lines.join('\n'));
  for (const result of summary.requiredFailures) {
    console.log(`required case failed: ${String(result.case.ask)}`);
  }
  passed = summary.passed;
  console.log(passed ? 'PASS' : 'FAIL: 90% overall and 80% in every intent are needed');
} finally {
  await app.close();
  await dispose();
}
process.exit(passed ? 0 : 1);

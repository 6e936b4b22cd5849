import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import {
  statementOn,
  transactionWithHooks,
  writeReports,
  type DatabaseKind,
  type Db,
  type Queryable,
} from '../../src/db/db.ts';
import { migrate, readMigrations } from '../../src/db/migrate.ts';
import { createPgliteDb } from '../../src/db/pglite.ts';
import { createPostgresDb } from '../../src/db/postgres.ts';
import { localMediaStore } from '../../src/lib/media-store/local-media-store.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';

export type Backend = DatabaseKind;

export const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;

/** Every database suite runs on PGlite, and also on PostgreSQL when DATABASE_URL is set. */
export const BACKENDS: Backend[] = DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const PUBLIC_API_URL = 'http://api.test';

/**
 * A database that undoes everything on close: the test's work runs in one transaction that
 * is rolled back. Each statement runs under a savepoint, so a failing statement (a unique
 * violation, say) does not poison the transaction, and `transaction()` nests as a savepoint.
 * Operations take turns (the app may run queries concurrently), since savepoints on one
 * connection must not interleave; work inside a transaction runs under its turn.
 */
async function rolledBack(kind: Backend, base: Queryable): Promise<Db> {
  await base.exec('BEGIN');
  let savepoints = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = queue.then(fn);
    queue = result.catch(() => undefined);
    return result;
  };
  const underSavepoint = async <T>(fn: () => Promise<T>): Promise<T> => {
    const name = `test_sp_${(savepoints += 1)}`;
    await base.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      await base.exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await base.exec(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  };
  const writes = writeReports();
  const inTransaction: Queryable & { transaction: Db['transaction'] } = {
    query: (sql, params, options) => underSavepoint(() => base.query(sql, params, options)),
    exec: (sql) => underSavepoint(() => base.exec(sql)),
    transaction: (fn) => underSavepoint(() => fn(inTransaction)),
  };
  const db: Db = {
    kind,
    // Reported as the production databases report them, so caches forget on the test's writes.
    query: (sql, params, options) =>
      statementOn(writes.report, sql, () =>
        inTurn(() => inTransaction.query(sql, params, options)),
      ),
    exec: (sql) => statementOn(writes.report, sql, () => inTurn(() => inTransaction.exec(sql))),
    // Commit hooks run once the savepoint is released, as they would after a COMMIT.
    transaction: (fn) =>
      transactionWithHooks(
        db,
        (body) => inTurn(() => inTransaction.transaction(body)),
        fn,
        writes.report,
      ),
    onWrites: writes.onWrites,
    close: () => inTurn(() => base.exec('ROLLBACK')),
  };
  return db;
}

// Starting a database (PGlite from a dump, or migrating and seeding a PostgreSQL schema)
// costs far more than a test, so each worker prepares one and every test rolls back.
let sharedPglite: Promise<Db> | undefined;
let sharedPostgres: Promise<Queryable> | undefined;

function pglite(): Promise<Db> {
  sharedPglite ??= readFile(inject('pgliteTemplatePath')).then((bytes) =>
    createPgliteDb({ loadDataDir: new Blob([bytes]) }),
  );
  return sharedPglite;
}

/** A schema of this worker, migrated and seeded through the production pool code. */
function postgres(): Promise<Queryable> {
  sharedPostgres ??= (async () => {
    if (!DATABASE_URL) throw new Error('DATABASE_URL is required for the postgres backend');
    const schema = `${inject('schemaPrefix')}${process.pid}`;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).finally(() => admin.end());
    const pool = createPostgresDb({ connectionString: DATABASE_URL, schema, max: 2 });
    await migrate(pool);
    await seedIfEmpty(pool);
    await pool.close();
    const client = new pg.Client({
      connectionString: DATABASE_URL,
      options: `-c search_path=${schema}`,
    });
    await client.connect();
    return {
      query: async <T extends object>(sql: string, params: readonly unknown[] = []) =>
        (await client.query<T>(sql, [...params])).rows,
      exec: async (sql: string) => {
        await client.query(sql);
      },
    };
  })();
  return sharedPostgres;
}

/**
 * An empty database using the production implementation (no rollback wrapper): a PGlite
 * loaded from the empty dump, or a fresh PostgreSQL schema behind a pool. Close drops it.
 */
export async function emptyDatabase(
  backend: Backend,
): Promise<{ db: Db; dispose: () => Promise<void> }> {
  if (backend === 'pglite') {
    const bytes = await readFile(inject('pgliteEmptyPath'));
    const db = await createPgliteDb({ loadDataDir: new Blob([bytes]) });
    return { db, dispose: () => db.close() };
  }
  if (!DATABASE_URL) throw new Error('DATABASE_URL is required for the postgres backend');
  const schema = `${inject('schemaPrefix')}empty_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPostgresDb({ connectionString: DATABASE_URL, schema, max: 3 });
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).finally(() => admin.end());
    },
  };
}

/** Applies the migrations numbered below `version`: a database as it was before that change. */
export async function migrateBefore(db: Db, version: string): Promise<void> {
  const files = await readMigrations();
  await migrate(
    db,
    files.filter((file) => file.version < version),
  );
}

export interface TestApp {
  app: App;
  db: Db;
  close: () => Promise<void>;
}

/** A media folder of the test's own, removed on close. */
export async function temporaryMediaFolder(): Promise<{
  dir: string;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'canopy-media-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** An app on `db` with the seeded demo data and an uploads folder of its own, removed on close. */
async function testAppOn(
  db: Db,
  options: Partial<AppOptions>,
  disposeDb: () => Promise<void> = async () => undefined,
): Promise<TestApp> {
  const media = await temporaryMediaFolder();
  const app = await buildApp({
    db,
    publicApiUrl: PUBLIC_API_URL,
    seed: true,
    logger: false,
    mediaStore: localMediaStore(media.dir),
    // Suites write many posts and messages a member as fast as they run; the per-member
    // limits are proven by the suites that set them (member-limits.test.ts).
    memberLimits: 'off',
    // Pushes are sent when a test asks (app.push.pushDue()), not by a timer in the middle
    // of what a test measures; web-push.test.ts runs the timer too.
    push: { sweepMs: 0 },
    ...options,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await disposeDb();
      await media.remove();
    },
  };
}

/** A fresh app on the seeded demo data; whatever the test writes is rolled back on close. */
export async function buildTestApp(
  backend: Backend,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const db = await rolledBack(backend, backend === 'pglite' ? await pglite() : await postgres());
  return testAppOn(db, options);
}

/**
 * An app on its own database behind the production connection code, for what only real
 * concurrency shows: a pool on PostgreSQL, PGlite's single connection otherwise. Nothing is
 * rolled back; the database is dropped on close.
 */
export async function buildPooledTestApp(
  backend: Backend,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const { db, dispose } = await emptyDatabase(backend);
  // The app would close the database it is given; dispose() closes it and drops it instead.
  return testAppOn({ ...db, close: async () => undefined }, options, dispose);
}

export const DEMO = { email: 'demo@canopy.test', password: 'canopy-demo' } as const;
export const OPERATOR = { email: 'operator@canopy.test', password: 'canopy-operator' } as const;
export const MODERATOR = { email: 'moderator@canopy.test', password: 'canopy-moderator' } as const;
export const OTHER_MEMBER = {
  email: 'marcus.bell@canopy.test',
  password: 'canopy-member',
} as const;

export interface SignedInMember {
  token: string;
  userId: number;
  headers: { authorization: string };
}

export async function signIn(
  app: App,
  credentials: { email: string; password: string } = DEMO,
): Promise<SignedInMember> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: credentials,
  });
  const body = response.json<{
    valid: boolean;
    item?: { user: { id: number }; session: { token: string } };
  }>();
  if (!body.valid || !body.item) {
    throw new Error(`Could not sign in as ${credentials.email}: ${response.body}`);
  }
  return {
    token: body.item.session.token,
    userId: body.item.user.id,
    headers: { authorization: `Bearer ${body.item.session.token}` },
  };
}

/** A call as a signed-in member: method, address below `/api`, and the body if any. */
export type ApiCall = [
  who: SignedInMember,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
];

/** Makes an API call as a member: its status and its parsed answer. */
export async function callAs<T>(app: App, ...[who, method, url, payload]: ApiCall) {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** Dana's billing address, as the checkout tests send it. */
export const DANA_ADDRESS = {
  name: 'Dana Rivera',
  street: '812 Massachusetts St',
  city: 'Lawrence',
  state: 'KS',
  postalCode: '66044',
  phone: '(785) 555-0100',
};

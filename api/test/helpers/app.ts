import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import type { Db } from '../../src/db/db.ts';
import { createPgliteDb } from '../../src/db/pglite.ts';
import { createPostgresDb } from '../../src/db/postgres.ts';

export type Backend = 'pglite' | 'postgres';

const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;

/** Every database suite runs on PGlite, and also on PostgreSQL when DATABASE_URL is set. */
export const BACKENDS: Backend[] = DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const PUBLIC_API_URL = 'http://api.test';

let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplatePath')).then((bytes) => new Blob([bytes]));
  return template;
}

let sharedPglite: Promise<Db> | undefined;

/**
 * Starting PGlite costs most of a second, so each test file loads the seeded template
 * once and every test runs inside a transaction that is rolled back when its app closes.
 * Each statement runs under a savepoint, so a failing statement (a unique violation, say)
 * does not abort the test's transaction, and `transaction()` nests as a savepoint.
 */
async function pgliteInRolledBackTransaction(): Promise<Db> {
  sharedPglite ??= pgliteTemplate().then((dump) => createPgliteDb({ loadDataDir: dump }));
  const base = await sharedPglite;
  await base.exec('BEGIN');
  let savepoints = 0;
  const guarded = async <T>(fn: () => Promise<T>): Promise<T> => {
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
  const db: Db = {
    kind: 'pglite',
    query: (sql, params) => guarded(() => base.query(sql, params)),
    exec: (sql) => guarded(() => base.exec(sql)),
    transaction: (fn) => guarded(() => fn(db)),
    close: () => base.exec('ROLLBACK'),
  };
  return db;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: App;
  db: Db;
  close: () => Promise<void>;
}

/**
 * A fresh app on its own copy of the seeded demo data: the in-memory PGlite template inside
 * a transaction rolled back on close, or a uniquely named PostgreSQL schema (migrated and
 * seeded by the app) that is dropped on close.
 */
export async function buildTestApp(
  backend: Backend,
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  let db: Db;
  let cleanup = async (): Promise<void> => undefined;
  if (backend === 'pglite') {
    db = await pgliteInRolledBackTransaction();
  } else {
    if (!DATABASE_URL) throw new Error('DATABASE_URL is required for the postgres backend');
    const schema = `canopy_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE SCHEMA ${schema}`));
    db = createPostgresDb({ connectionString: DATABASE_URL, schema, max: 4 });
    cleanup = () => withAdminClient((client) => client.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => undefined);
  }
  const app = await buildApp({
    db,
    publicApiUrl: PUBLIC_API_URL,
    seed: true,
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

export const DEMO = { email: 'demo@canopy.test', password: 'canopy-demo' } as const;
export const OPERATOR = { email: 'operator@canopy.test', password: 'canopy-operator' } as const;
export const OTHER_MEMBER = { email: 'marcus.bell@canopy.test', password: 'canopy-member' } as const;

export interface SignedInMember {
  token: string;
  userId: number;
  headers: { authorization: string };
}

export async function signIn(
  app: App,
  credentials: { email: string; password: string } = DEMO,
): Promise<SignedInMember> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: credentials });
  const body = response.json<{ valid: boolean; item?: { user: { id: number }; session: { token: string } } }>();
  if (!body.valid || !body.item) throw new Error(`Could not sign in as ${credentials.email}: ${response.body}`);
  return {
    token: body.item.session.token,
    userId: body.item.user.id,
    headers: { authorization: `Bearer ${body.item.session.token}` },
  };
}

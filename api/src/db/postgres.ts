import pg from 'pg';
import { transactionWithHooks, type Db, type Queryable, type QueryOptions } from './db.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of public (tests isolate themselves this way). */
  schema?: string | undefined;
  max?: number | undefined;
}

/** At most this many statement texts are prepared; any others are parsed every time. */
const MAX_PREPARED = 2000;
const preparedNames = new Map<string, string>();

/**
 * The name a statement text is prepared under on each connection. Prepared, a statement is
 * parsed once per connection and can keep its plan: the short statements an order makes
 * took longer to plan than to run (the member statistics badges count, warm: 0.25 ms to
 * plan, 0.1 ms to run), and prepared, bench orders placed 15-45 % more orders a second
 * (issue 16). The cap bounds what each connection holds should some caller build its texts
 * without end.
 */
function preparedName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `canopy_${preparedNames.size}`;
    preparedNames.set(sql, name);
  }
  return name;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ): Promise<T[]> {
      const result = await target.query<T>({
        name: options.planEachCall ? undefined : preparedName(sql),
        text: sql,
        values: [...params],
      });
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export function createPostgresDb(options: PostgresOptions): Db {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may a busy one: pool.query listens for one 'error' per query ('once'), and a dropped
  // connection can emit more than one; unheard, the next ended the process (the restart test
  // failed 2 runs in 6). The query in flight still fails, and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const root = wrap(pool);
  const db: Db = {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => transactionWithHooks(db, (body) => inTransaction(body), fn),
    close: () => pool.end(),
  };
  return db;

  async function inTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A connection the server drops while we hold it (a restart, pg_terminate_backend) says so
    // with an 'error' event between our queries; unheard, that event would end the process.
    // The transaction fails instead (its next query rejects), and the broken client is
    // destroyed rather than handed back to the pool.
    let broken: unknown;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken ??= rollbackError;
      });
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken === undefined ? undefined : true);
    }
  }
}

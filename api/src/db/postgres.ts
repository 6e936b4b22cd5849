import pg from 'pg';
import {
  statementOn,
  transactionWithHooks,
  writeReports,
  type Db,
  type NoticeEvent,
  type Queryable,
  type QueryOptions,
} from './db.ts';

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
  const listeners = new Set<{ close: () => Promise<void> }>();
  const writes = writeReports();
  const db: Db = {
    kind: 'postgres',
    query: (sql, params, options) =>
      statementOn(writes.report, sql, () => root.query(sql, params, options)),
    exec: (sql) => statementOn(writes.report, sql, () => root.exec(sql)),
    transaction: (fn) => transactionWithHooks(db, (body) => inTransaction(body), fn, writes.report),
    onWrites: writes.onWrites,
    listen: async (channel, listener) => {
      const listening = await listenOn(options, channel, listener);
      listeners.add(listening);
      return async () => {
        listeners.delete(listening);
        await listening.close();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((listening) => listening.close()));
      await pool.end();
    },
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

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTENs on a connection of its own (a pooled one would stop hearing once handed back),
 * connecting again whenever it drops; says 'lost' when it drops and 'resumed' once it
 * listens again, since what was sent in between was not heard.
 */
async function listenOn(
  options: PostgresOptions,
  channel: string,
  listener: (event: NoticeEvent) => void,
): Promise<{ close: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let closed = false;
  // Until the first LISTEN succeeds a failure is the caller's to handle, not retried here.
  let started = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed || !started) return;
      listener('lost');
      retry = setTimeout(() => void reconnect(), RELISTEN_DELAY_MS);
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      if (message.channel === channel) listener('notify');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      drop();
      throw error;
    }
    client = next;
  };
  const reconnect = async (): Promise<void> => {
    if (closed) return;
    try {
      await connect();
      listener('resumed');
    } catch {
      // drop() has scheduled the next attempt.
    }
  };

  await connect();
  started = true;
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

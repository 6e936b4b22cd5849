export interface QueryOptions {
  /**
   * Plan this statement for each call's values instead of keeping a prepared plan. For
   * statements whose best plan depends on the values (a search radius, say): PostgreSQL's
   * generic plan for the distance search was twice as slow at 10 000 locations.
   */
  planEachCall?: boolean;
}

/** Anything that can run one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The one database interface the API uses. Both implementations speak the same
 * PostgreSQL dialect, so repositories never branch on the kind.
 */
export interface Db extends Queryable {
  readonly kind: DatabaseKind;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` from every connection to the database, this process's and
   * others'. `listener` also hears 'lost' when notifications may go unheard (the listening
   * connection dropped) and 'resumed' once it listens again. Absent on a database whose
   * every write goes through this handle (the tests' rolled-back transaction).
   */
  listen?(channel: string, listener: (event: NoticeEvent) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` with the statements that may have written each time a statement or a
   * transaction that ran some has ended, committed or not (a failed commit may still have
   * landed); returns the unsubscribe. Caches of what the database says forget on it, so a
   * writer's next read sees its write.
   */
  onWrites(listener: (statements: readonly string[]) => void): () => void;
}

export type NoticeEvent = 'notify' | 'lost' | 'resumed';

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === UNIQUE_VIOLATION
  );
}

/** At most this many statement texts are remembered as reading or writing. */
const MAX_CLASSIFIED = 2000;
const classified = new Map<string, boolean>();
const READ_START = /^[\s(]*(SELECT|WITH|VALUES|TABLE|SHOW)\b/i;
// A row lock (SELECT … FOR UPDATE) changes nothing; any other of these words may.
const ROW_LOCK = /\bFOR\s+(NO\s+KEY\s+)?UPDATE\b/gi;
const WRITE_WORD = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|CALL|DO|CREATE|ALTER|DROP)\b/i;

/**
 * Whether a statement may change data: anything but a plain query counts, so a statement
 * is only taken for a read when it starts as one and names no writing keyword anywhere (a
 * word in a string or a comment errs on the side of a write).
 */
export function mayWrite(sql: string): boolean {
  let writes = classified.get(sql);
  if (writes === undefined) {
    writes = !READ_START.test(sql) || WRITE_WORD.test(sql.replace(ROW_LOCK, ''));
    if (classified.size < MAX_CLASSIFIED) classified.set(sql, writes);
  }
  return writes;
}

/** Who hears of a database's writes (`Db.onWrites`), and how its implementation tells them. */
export function writeReports(): {
  onWrites: Db['onWrites'];
  report: (statements: readonly string[]) => void;
} {
  const listeners = new Set<(statements: readonly string[]) => void>();
  return {
    onWrites: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report: (statements) => {
      for (const listener of listeners) listener(statements);
    },
  };
}

/**
 * Runs one statement outside a transaction (it commits by itself), then reports it when it
 * may have written. Each Db implementation's query and exec go through here.
 */
export async function statementOn<T>(
  report: (statements: readonly string[]) => void,
  sql: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } finally {
    if (mayWrite(sql)) report([sql]);
  }
}

/** Work to do once a transaction has committed (announcing what it changed). */
export type CommitHook = (db: Db) => void;

const commitHooks = new WeakMap<Queryable, { db: Db; hooks: CommitHook[] }>();

/**
 * Runs `fn` in the transaction `open` starts, handing it a fresh handle on which
 * `afterCommit` can queue hooks; the hooks run only after `open` has committed, so
 * nothing is announced that was rolled back. Hands `reportWrites` the statements in it that
 * may have written. Each Db implementation's `transaction` goes through here.
 */
export async function transactionWithHooks<T>(
  db: Db,
  open: (body: (tx: Queryable) => Promise<T>) => Promise<T>,
  fn: (tx: Queryable) => Promise<T>,
  reportWrites: (statements: readonly string[]) => void,
): Promise<T> {
  const hooks: CommitHook[] = [];
  const written: string[] = [];
  let result: T;
  try {
    result = await open((tx) => {
      const handle: Queryable = {
        query: (sql, params, options) => {
          if (mayWrite(sql)) written.push(sql);
          return tx.query(sql, params, options);
        },
        exec: (sql) => {
          written.push(sql);
          return tx.exec(sql);
        },
      };
      commitHooks.set(handle, { db, hooks });
      return fn(handle);
    });
  } finally {
    // Before the hooks: what they announce must not be read from a cache made before it.
    if (written.length > 0) reportWrites(written);
  }
  for (const hook of hooks) hook(db);
  return result;
}

/**
 * Queues `hook` to run after the transaction behind `q` commits; on the database itself
 * (no transaction) the statement before it has committed already, so it runs at once.
 */
export function afterCommit(q: Queryable, hook: CommitHook): void {
  const pending = commitHooks.get(q);
  if (pending) pending.hooks.push(hook);
  else if ('transaction' in q) hook(q as Db);
  else throw new Error('afterCommit needs a Db or a transaction opened by Db.transaction');
}

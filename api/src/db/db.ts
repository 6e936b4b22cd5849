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
}

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

/** Work to do once a transaction has committed (announcing what it changed). */
export type CommitHook = (db: Db) => void;

const commitHooks = new WeakMap<Queryable, { db: Db; hooks: CommitHook[] }>();

/**
 * Runs `fn` in the transaction `open` starts, handing it a fresh handle on which
 * `afterCommit` can queue hooks; the hooks run only after `open` has committed, so
 * nothing is announced that was rolled back. Each Db implementation's `transaction`
 * goes through here.
 */
export async function transactionWithHooks<T>(
  db: Db,
  open: (body: (tx: Queryable) => Promise<T>) => Promise<T>,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hooks: CommitHook[] = [];
  const result = await open((tx) => {
    const handle: Queryable = {
      query: (sql, params, options) => tx.query(sql, params, options),
      exec: (sql) => tx.exec(sql),
    };
    commitHooks.set(handle, { db, hooks });
    return fn(handle);
  });
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

// Where an order's time goes: every statement POST /wallets sends to the database, in the
// order sent, on the production connection code (a pool on PostgreSQL). Each statement is
// one round trip, and those inside the order's transaction are made while the member's
// account row and the offers' rows stay locked. The profile is printed, and its size held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../../src/app.ts';
import type { Db, Queryable } from '../../../../src/db/db.ts';
import { localMediaStore } from '../../../../src/lib/media-store/local-media-store.ts';
import {
  BACKENDS,
  DANA_ADDRESS,
  emptyDatabase,
  PUBLIC_API_URL,
  signIn,
  temporaryMediaFolder,
  type SignedInMember,
} from '../../../helpers/app.ts';

interface Recorded {
  sql: string;
  inTransaction: boolean;
}

/** `db`, recording every statement and each transaction's BEGIN and COMMIT. */
function recording(db: Db, log: Recorded[]): Db {
  const record = (sql: string, inTransaction: boolean) => {
    log.push({ sql: sql.replace(/\s+/g, ' ').trim(), inTransaction });
  };
  return {
    ...db,
    close: async () => undefined,
    query: (sql, params, options) => {
      record(sql, false);
      return db.query(sql, params, options);
    },
    transaction: (fn) =>
      db.transaction(async (tx) => {
        record('BEGIN', true);
        // The handle itself is traced (commit hooks are keyed by it), not a copy.
        const query = tx.query.bind(tx);
        tx.query = ((sql: string, params?: readonly unknown[], options?: never) => {
          record(sql, true);
          return query(sql, params, options);
        }) as Queryable['query'];
        try {
          return await fn(tx);
        } finally {
          record('COMMIT', true);
        }
      }),
  };
}

describe.each(BACKENDS)('the statements of one order (%s)', (backend) => {
  const log: Recorded[] = [];
  let app: App;
  let dispose: (() => Promise<void>) | undefined;
  let member: SignedInMember;
  let billingAddressId: number;
  let offer: { offerId: number; offerLocationId: number };

  beforeAll(async () => {
    const database = await emptyDatabase(backend);
    const media = await temporaryMediaFolder();
    app = await buildApp({
      db: recording(database.db, log),
      publicApiUrl: PUBLIC_API_URL,
      seed: true,
      logger: false,
      mediaStore: localMediaStore(media.dir),
      memberLimits: 'off',
      // No push sweep between the statements measured.
      push: { sweepMs: 0 },
    });
    await app.ready();
    dispose = async () => {
      await app.close();
      await database.dispose();
      await media.remove();
    };
    member = await signIn(app);
    billingAddressId = (
      await app.inject({
        method: 'POST',
        url: '/api/billing',
        headers: member.headers,
        payload: DANA_ADDRESS,
      })
    ).json<{ item: { billingAddressId: number } }>().item.billingAddressId;
    const offers = await app.inject({
      method: 'GET',
      url: '/api/offers/search?start=0&limit=50',
      headers: member.headers,
    });
    const onSale = offers
      .json<{
        items: { offerId: number; offerLocationId: number; stock: number; sizes?: unknown[] }[];
      }>()
      .items.find((candidate) => candidate.stock > 1);
    if (!onSale) throw new Error('no offer in stock');
    offer = onSale;
  }, 120_000);
  afterAll(() => dispose?.());

  it('places an order in few statements, and prints them', async () => {
    // One order first, so nothing below is a first-use cost (a prepared plan, a cache).
    const place = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/wallets',
        headers: member.headers,
        payload: {
          offerCart: [{ ...offer, quantity: 1 }],
          currencyType: 'RELOAD',
          billingAddressId,
          idempotencyKey: key,
        },
      });
    expect((await place('profile-warm-up')).json<{ valid: boolean }>().valid).toBe(true);
    log.length = 0;
    const answer = await place('profile-measured');
    expect(answer.json<{ valid: boolean }>().valid).toBe(true);

    const inTransaction = log.filter((entry) => entry.inTransaction);
    const outside = log.filter((entry) => !entry.inTransaction);
    console.log(
      [
        `one order on ${backend}: ${log.length} round trips, ` +
          `${inTransaction.length} in its transaction (BEGIN and COMMIT included), ` +
          `${outside.length} outside it`,
        ...log.map(
          (entry, index) =>
            `${String(index + 1).padStart(2)} ${entry.inTransaction ? 'tx ' : '   '}${entry.sql.slice(0, 150)}`,
        ),
      ].join('\n'),
    );
    // The session, then BEGIN, the account lock, its state, the offers (locked), the order
    // written in one statement, each shop's part of it opened for the counter (issue 36),
    // the live events telling that shop's staff (when it has staff), the offers newly at
    // the low-stock threshold (one statement that marks them and reads their shops' staff),
    // the member's notification, their live events, badges, COMMIT.
    expect(log.length).toBeLessThanOrEqual(13);
  });
});

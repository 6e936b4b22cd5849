// The database failing in the middle of an order: the member is told in the envelope
// (500, SERVER_ERROR), nothing of the half-made order stays (stock, credit, wallet, order),
// and trying again with the same idempotency key places it exactly once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { transactionWithHooks, type Db, type Queryable } from '../../src/db/db.ts';
import { BACKENDS, DANA_ADDRESS, emptyDatabase, PUBLIC_API_URL, signIn } from '../helpers/app.ts';

describe.each(BACKENDS)('a database fault in the middle of an order (%s)', (backend) => {
  let app: App;
  let db: Db;
  let dispose: () => Promise<void>;
  // Statements matching this fail inside transactions, as a lost connection or full disk would.
  let fault: RegExp | undefined;

  beforeEach(async () => {
    ({ db, dispose } = await emptyDatabase(backend));
    const faulty = (tx: Queryable): Queryable => ({
      query: (sql, params, options) =>
        fault?.test(sql)
          ? Promise.reject(new Error('injected fault'))
          : tx.query(sql, params, options),
      exec: (sql) => tx.exec(sql),
    });
    const wrapped: Db = {
      kind: db.kind,
      query: (sql, params, options) => db.query(sql, params, options),
      exec: (sql) => db.exec(sql),
      // The database's own transaction (inside) reports its writes.
      transaction: (fn) =>
        transactionWithHooks(
          wrapped,
          (body) => db.transaction((tx) => body(faulty(tx))),
          fn,
          () => undefined,
        ),
      onWrites: (listener) => db.onWrites(listener),
      // dispose() closes and drops the database.
      close: async () => undefined,
    };
    app = await buildApp({
      db: wrapped,
      publicApiUrl: PUBLIC_API_URL,
      seed: true,
      logger: false,
    });
    await app.ready();
  });
  afterEach(async () => {
    fault = undefined;
    await app?.close();
    await dispose?.();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

  it('leaves nothing of a failed checkout or reload, and a retry places it once', async () => {
    const dana = await signIn(app);
    const address = await app.inject({
      method: 'POST',
      url: '/api/billing',
      headers: dana.headers,
      payload: DANA_ADDRESS,
    });
    const billingAddressId = address.json<{ item: { billingAddressId: number } }>().item
      .billingAddressId;
    const [offer] = await db.query<{ id: number; offer_id: number; stock: number }>(
      `SELECT ol.id, ol.offer_id, ol.stock FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
        WHERE ol.stock >= 2 AND o.active AND o.discount_price_cents BETWEEN 1 AND 5000
        ORDER BY ol.id LIMIT 1`,
    );
    if (!offer) throw new Error('no offer in stock');
    const balance = () =>
      count(
        'SELECT coalesce(sum(amount_cents), 0)::int AS n FROM credit_ledger WHERE account_id = $1',
        [dana.userId],
      );
    const stock = () => count('SELECT stock AS n FROM offer_locations WHERE id = $1', [offer.id]);
    const before = { balance: await balance(), stock: await stock() };
    const order = () =>
      app.inject({
        method: 'POST',
        url: '/api/wallets',
        headers: dana.headers,
        payload: {
          offerCart: [{ offerId: offer.offer_id, offerLocationId: offer.id, quantity: 2 }],
          currencyType: 'RELOAD',
          billingAddressId,
          idempotencyKey: 'fault-checkout-1',
        },
      });

    fault = /INSERT INTO credit_ledger/;
    const failed = await order();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ valid: false, errorCode: 'SERVER_ERROR' });
    expect(await stock()).toBe(before.stock);
    expect(await balance()).toBe(before.balance);
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM wallet_entries')).toBe(0);

    const reload = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: dana.headers,
      payload: { cart: [{ amount: 20, orderItemType: 'CUSTOM' }], currencyType: 'RELOAD' },
    });
    expect(reload.statusCode).toBe(500);
    expect(await balance()).toBe(before.balance);
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(0);

    fault = undefined;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await order()).json()).toMatchObject({ valid: true });
    }
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(1);
    expect(await stock()).toBe(before.stock - 2);
    expect(await balance()).toBeLessThan(before.balance);
  });
});

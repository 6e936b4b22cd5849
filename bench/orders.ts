// Orders a second through POST /wallets: BENCH_ORDERS_BUYERS members (default 50) each
// with $1,000 of credit and a billing address place one-item orders paid with credit, one
// after another, until BENCH_ORDERS_COUNT orders (default 2 000, or what the shops have
// in stock) are placed. Afterwards
// every shop's stock must have dropped by exactly the items sold there, every buyer's
// credit by exactly what their orders cost, and every order must be in its buyer's wallet.
// Stackless: it starts the API alone (see api-process.ts).
import { startApi } from './api-process.ts';
import { pgbenchMissing, runPgbench } from './pgbench.ts';
import { atLeast, atMost, info, type Row } from './results.ts';

const BUYERS = Number(process.env.BENCH_ORDERS_BUYERS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS_COUNT ?? 2000);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3200) + 1200;
/** Two reloads of $500, the most one reload may add. */
const CREDIT_DOLLARS = 500;

interface Answer<T> {
  status: number;
  body: { valid?: boolean; errorCode?: string; item?: T; items?: T[]; countTotal?: number };
}

interface Offer {
  offerId: number;
  offerLocationId: number;
  price: number;
  stock: number;
}

interface Buyer {
  token: string;
  address: string;
  billingAddressId: number;
  creditBefore: number;
  spentCents: number;
  orders: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The orders, then pgbench's TPC-B-like transaction on the same PostgreSQL with the same
 * clients for the same seconds, and the one divided by the other.
 */
export async function measureOrders(): Promise<Row[]> {
  const { rows, ordersPerSecond, seconds } = await placeOrders();
  return [...rows, ...(await comparedWithPgbench(ordersPerSecond, seconds))];
}

async function comparedWithPgbench(ordersPerSecond: number, seconds: number): Promise<Row[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.log(
      '  pgbench: not run, the orders ran on the embedded database; set BENCH_DATABASE_URL ' +
        'to a PostgreSQL database to compare on the same server',
    );
    return [];
  }
  const missing = pgbenchMissing();
  if (missing) {
    console.log(`  pgbench: not run, ${missing}; no ratio`);
    return [];
  }
  let pgbench;
  try {
    pgbench = await runPgbench(databaseUrl, BUYERS, seconds);
  } catch (error) {
    console.log('  pgbench: failed, no ratio:', error instanceof Error ? error.message : error);
    return [];
  }
  console.log(
    `  pgbench: ${pgbench.transactions} TPC-B-like transactions in ${Math.round(seconds)} s, ` +
      `${BUYERS} clients, scale ${pgbench.scale}`,
  );
  return [
    info('pgbench TPC-B-like, same clients and seconds', pgbench.tps, 'tps'),
    info('orders/s ÷ pgbench tps', ordersPerSecond / pgbench.tps, 'ratio'),
  ];
}

async function placeOrders(): Promise<{ rows: Row[]; ordersPerSecond: number; seconds: number }> {
  const { api, stop } = await startApi(PORT, {
    TRUST_PROXY: 'true',
    // Every buyer signs up in the same second, and then asks as fast as it can.
    SIGNUP_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '1000000',
  });
  const call = async <T>(
    method: string,
    url: string,
    from: string,
    token?: string,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': from };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${api}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  };
  const creditOf = async (buyer: Buyer) =>
    cents(
      (await call<{ balance: number }>('GET', '/billing/points', buyer.address, buyer.token)).body
        .item?.balance ?? NaN,
    );

  try {
    const buyers: Buyer[] = [];
    for (let index = 0; index < BUYERS; index += 1) {
      const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const signup = await call<{ session: { token: string } }>(
        'POST',
        '/users/signup',
        address,
        undefined,
        {
          email: `orders-${process.pid}-${index}@canopy.test`,
          password: `maple syrup lantern ${index}`,
          firstName: 'Order',
          lastName: `Buyer ${index}`,
          ageConfirmed: true,
        },
      );
      const token = signup.body.item?.session.token;
      if (!token)
        throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
      const billing = await call<{ billingAddressId: number }>('POST', '/billing', address, token, {
        name: `Order Buyer ${index}`,
        street: '812 Massachusetts St',
        city: 'Lawrence',
        state: 'KS',
        postalCode: '66044',
      });
      const reload = await call('POST', '/orders', address, token, {
        cart: [
          { amount: CREDIT_DOLLARS, orderItemType: 'CUSTOM' },
          { amount: CREDIT_DOLLARS, orderItemType: 'CUSTOM' },
        ],
        currencyType: 'RELOAD',
      });
      const billingAddressId = billing.body.item?.billingAddressId;
      if (billingAddressId === undefined || !reload.body.valid) {
        throw new Error(`buyer setup failed: ${JSON.stringify([billing.body, reload.body])}`);
      }
      const buyer = { token, address, billingAddressId, creditBefore: 0, spentCents: 0, orders: 0 };
      buyer.creditBefore = await creditOf(buyer);
      buyers.push(buyer);
    }
    const [first] = buyers;
    if (!first) throw new Error('no buyers');

    /** Every offer on sale, by shop: the search pages through them. */
    const stockOf = async (): Promise<Map<number, Offer>> => {
      const offers = new Map<number, Offer>();
      for (let start = 0; ; start += 100) {
        const listed = await call<Offer>(
          'GET',
          `/offers/search?start=${start}&limit=100`,
          first.address,
          first.token,
        );
        const items = listed.body.items ?? [];
        for (const offer of items) offers.set(offer.offerLocationId, offer);
        if (items.length < 100) return offers;
      }
    };
    const before = await stockOf();
    // What will be bought: the cheapest items first, never more than a shop has, so no
    // order is refused for stock; then spread out, so buyers meet at every shop at once.
    const picks: Offer[] = [];
    for (const offer of [...before.values()].sort((a, b) => a.price - b.price)) {
      for (let unit = 0; unit < offer.stock && picks.length < ORDERS; unit += 1) picks.push(offer);
    }
    const plan = picks
      .map((offer, index) => ({ offer, key: (index * 7919) % picks.length }))
      .sort((a, b) => a.key - b.key)
      .map((pick) => pick.offer);
    const sold = new Map<number, number>();
    const refusals = new Map<string, number>();
    const latencies: number[] = [];
    let failures = 0;
    let placed = 0;
    let next = 0;

    const shop = async (buyer: Buyer, index: number): Promise<void> => {
      for (let turn = 0; next < plan.length; turn += 1) {
        const offer = plan[next++]!;
        const started = performance.now();
        const answer = await call<{ amount: number }>(
          'POST',
          '/wallets',
          buyer.address,
          buyer.token,
          {
            offerCart: [
              { offerId: offer.offerId, offerLocationId: offer.offerLocationId, quantity: 1 },
            ],
            currencyType: 'RELOAD',
            billingAddressId: buyer.billingAddressId,
            idempotencyKey: `bench-${process.pid}-${index}-${turn}`,
          },
        ).catch(() => undefined);
        latencies.push(performance.now() - started);
        if (!answer || answer.status !== 200) {
          failures += 1;
          continue;
        }
        if (!answer.body.valid) {
          const code = answer.body.errorCode ?? 'UNKNOWN';
          refusals.set(code, (refusals.get(code) ?? 0) + 1);
          // Out of credit: this buyer is done (the item is left for the others).
          if (code === 'INSUFFICIENT_CREDIT') {
            plan.push(offer);
            return;
          }
          continue;
        }
        placed += 1;
        buyer.orders += 1;
        buyer.spentCents += cents(answer.body.item?.amount ?? NaN);
        sold.set(offer.offerLocationId, (sold.get(offer.offerLocationId) ?? 0) + 1);
      }
    };
    const started = performance.now();
    await Promise.all(buyers.map((buyer, index) => shop(buyer, index)));
    const seconds = (performance.now() - started) / 1000;

    const after = await stockOf();
    const stockMismatches = [...before.values()].filter((offer) => {
      const now = after.get(offer.offerLocationId)?.stock ?? NaN;
      return offer.stock - now !== (sold.get(offer.offerLocationId) ?? 0);
    }).length;
    let creditMismatches = 0;
    let walletMismatches = 0;
    for (const buyer of buyers) {
      if (buyer.creditBefore - (await creditOf(buyer)) !== buyer.spentCents) creditMismatches += 1;
      const wallet = await call(
        'GET',
        '/wallets/search?start=0&limit=1',
        buyer.address,
        buyer.token,
      );
      if (wallet.body.countTotal !== buyer.orders) walletMismatches += 1;
    }
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    console.log('  refusals', Object.fromEntries(refusals));
    const rows = [
      atLeast('POST /wallets: orders placed a second', placed / seconds, 300, 'orders/s'),
      info('POST /wallets: orders placed', placed, 'orders'),
      info('POST /wallets: p50 latency', percentile(0.5), 'ms'),
      info('POST /wallets: p99 latency', percentile(0.99), 'ms'),
      info(
        'POST /wallets: refused (out of stock or credit)',
        [...refusals.values()].reduce((sum, n) => sum + n, 0),
        'orders',
      ),
      atMost('POST /wallets: failed requests and non-200 answers', failures, 0, 'requests'),
      atMost('shops whose stock is not exactly what was sold', stockMismatches, 0, 'shops'),
      atMost('buyers whose credit is not exactly what they spent', creditMismatches, 0, 'buyers'),
      atMost(
        'buyers whose wallet misses an order or has one too many',
        walletMismatches,
        0,
        'buyers',
      ),
    ];
    return { rows, ordersPerSecond: placed / seconds, seconds };
  } finally {
    stop();
  }
}

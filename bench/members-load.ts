// 200 members using the API at once for BENCH_MEMBERS_SECONDS (default 60): each signs up
// from an address of its own (behind a trusted proxy, as in production), then reads the
// wall, the marketplace, notifications and chats and prices a cart, one request after
// another. Stackless: it starts the API alone, on PostgreSQL when BENCH_DATABASE_URL is
// set (a database of its own: the API seeds it), else on a fresh embedded database. The
// limits stay on, so an ordinary member must never meet one.
import { startApi } from './api-process.ts';
import { atMost, info, type Row } from './results.ts';

const MEMBERS = 200;
const SECONDS = Number(process.env.BENCH_MEMBERS_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3200) + 1100;
const API = `http://127.0.0.1:${PORT}/api`;

interface Tally {
  requests: number;
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
}

async function call(
  tally: Tally,
  address: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const started = performance.now();
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${API}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    tally.requests += 1;
    tally.latencies.push(performance.now() - started);
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    return { status: response.status, json };
  } catch {
    tally.errors += 1;
    return { status: 0, json: null };
  }
}

async function member(tally: Tally, index: number, until: number): Promise<void> {
  const address = `10.${Math.floor(index / 250)}.${index % 250}.7`;
  const signup = await call(tally, address, 'POST', '/users/signup', undefined, {
    email: `load-${process.pid}-${index}@canopy.test`,
    password: `maple syrup lantern ${index}`,
    firstName: 'Load',
    lastName: `Member ${index}`,
    ageConfirmed: true,
  });
  const token = (signup.json as { item?: { session: { token: string } } } | null)?.item?.session
    .token;
  if (!token) return;
  const offers = await call(tally, address, 'GET', '/offers/search?start=0&limit=20', token);
  const offer = (offers.json as { items?: { offerId: number; offerLocationId: number }[] } | null)
    ?.items?.[0];
  const steps: [string, string, unknown?][] = [
    ['GET', '/albums/search?sortField=ALBUM_CREATED&start=0&limit=20'],
    ['GET', '/offers/search?start=0&limit=20'],
    ['GET', '/notifications/count'],
    ['GET', '/chats/search?start=0&limit=20'],
    ['GET', '/users/me'],
  ];
  if (offer) {
    steps.push([
      'POST',
      '/wallets/preview',
      {
        offerCart: [
          { offerId: offer.offerId, offerLocationId: offer.offerLocationId, quantity: 1 },
        ],
      },
    ]);
  }
  for (let step = 0; Date.now() < until; step += 1) {
    const [method, url, body] = steps[step % steps.length]!;
    await call(tally, address, method, url, token, body);
  }
}

export async function measureMembersLoad(): Promise<Row[]> {
  const { stop } = await startApi(PORT, { TRUST_PROXY: 'true' });
  try {
    const tally: Tally = { requests: 0, latencies: [], statuses: new Map(), errors: 0 };
    const started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(Array.from({ length: MEMBERS }, (_, index) => member(tally, index, until)));
    const seconds = (Date.now() - started) / 1000;
    const sorted = tally.latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
    const count = (test: (status: number) => boolean) =>
      [...tally.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
    console.log('  statuses', Object.fromEntries(tally.statuses));
    return [
      info(`${MEMBERS} members: requests a second`, tally.requests / seconds, 'req/s'),
      info(`${MEMBERS} members: p50 latency`, percentile(0.5), 'ms'),
      info(`${MEMBERS} members: p99 latency`, percentile(0.99), 'ms'),
      atMost(
        `${MEMBERS} members: 5xx answers and failed requests`,
        count((s) => s >= 500) + tally.errors,
        0,
        'requests',
      ),
      atMost(
        `${MEMBERS} members: throttled (429) answers`,
        count((s) => s === 429),
        0,
        'requests',
      ),
      atMost(
        `${MEMBERS} members: other 4xx answers`,
        count((s) => s >= 400 && s < 500 && s !== 429),
        0,
        'requests',
      ),
    ];
  } finally {
    stop();
  }
}

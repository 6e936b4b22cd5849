// API throughput and latency of the calls the busiest pages make, each exactly as the front
// end sends it (shared-core builds the address, query and body), beside a Fastify
// hello-world started in the same run (the ceiling of this machine): the wall's first page,
// the marketplace's distance search, the leaderboard's first page and the checkout's price
// preview.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  RETAILER_SEARCH_PATH,
  nearbyRetailersSearch,
  retailerSearchQuery,
} from '../shared-core/src/api/marketplace/retailer-search.ts';
import { WALL_PAGE_SIZE, WALL_PATH, wallQuery } from '../shared-core/src/api/social/wall-query.ts';
import {
  requestHeaders,
  requestParts,
  withSearch,
  type HttpMethod,
  type Query,
  type RequestContext,
} from '../shared-core/src/http/request-parts.ts';
import { DEFAULT_LOCATION } from '../shared-core/src/state/location-atoms.ts';
import { atLeast, atMost, info, type Row } from './results.ts';
import { API_URL, demoLogin } from './stack.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
/** What a browser sends: JSON answers come back compressed. */
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br' };

interface Call {
  name: string;
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  /** Issue 16's budgets apply (the wall query); it is also measured uncompressed. */
  budgeted?: true;
}

/**
 * The calls measured. The wall's first page as usePostFeed asks for it (the wall query
 * budgeted in issue 16; until the wall paged by cursor it was the albums search at limit
 * 100); the marketplace's shops near the member before any filter; the leaderboard's
 * default board (points, all time, page 1); the checkout pricing a one-item cart.
 */
function calls(cart: { offerId: number; offerLocationId: number }): Call[] {
  return [
    {
      name: 'wall query',
      method: 'GET',
      path: WALL_PATH,
      query: wallQuery({ limit: WALL_PAGE_SIZE }),
      budgeted: true,
    },
    {
      name: 'distance search',
      method: 'GET',
      path: RETAILER_SEARCH_PATH,
      query: retailerSearchQuery(
        nearbyRetailersSearch({ keyword: '', categoryId: null, near: null }),
      ),
    },
    {
      name: 'leaderboard ranking',
      method: 'GET',
      path: '/leaderboard/ranking',
      query: { rankType: 'POINTS', window: 'ALL', start: 0, limit: 20 },
    },
    {
      name: 'POST /wallets/preview',
      method: 'POST',
      path: '/wallets/preview',
      body: { offerCart: [{ ...cart, quantity: 1 }], currencyType: 'CASH' },
    },
  ];
}

/** The address, headers and body of a call as the front end's client sends it. */
function asSent(call: Omit<Call, 'name'>, context: RequestContext) {
  const { url, searchParams, body } = requestParts(
    call.method,
    call.path,
    { query: call.query, body: call.body },
    context,
  );
  return {
    url: withSearch(url, searchParams),
    method: call.method,
    headers: Object.fromEntries(requestHeaders(url, context)),
    ...(typeof body === 'string' ? { body } : {}),
  };
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus errors (timeouts, resets). */
  non2xx: number;
}

type Sent = ReturnType<typeof asSent>;

async function load(request: Pick<Sent, 'url'> & Partial<Sent>): Promise<Load> {
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** The hello-world runs in its own process, so it does not share a core with autocannon. */
async function helloWorld(): Promise<Load> {
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-world.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      server.once('exit', (code) => reject(new Error(`hello-world exited with code ${code}`)));
    });
    return await load({ url: address });
  } finally {
    server.kill('SIGTERM');
  }
}

/** Bytes of one answer as sent, with and without compression. */
async function answerBytes(request: Sent, acceptEncoding: string): Promise<number> {
  const response = await autocannon({
    ...request,
    headers: { ...request.headers, 'Accept-Encoding': acceptEncoding },
    connections: 1,
    amount: 1,
  });
  return response.throughput.total;
}

/** The first offer on sale, for a cart to price. */
async function offerOnSale(context: RequestContext) {
  const request = asSent(
    { method: 'GET', path: '/offers/search', query: { start: 0, limit: 1 } },
    context,
  );
  const response = await fetch(request.url, { headers: request.headers });
  const body = (await response.json()) as {
    items?: { offerId: number; offerLocationId: number }[];
  };
  const first = body.items?.[0];
  if (!first) throw new Error(`no offer on sale: ${response.status} ${JSON.stringify(body)}`);
  return { offerId: first.offerId, offerLocationId: first.offerLocationId };
}

function rowsOf({ name, budgeted }: Call, measured: Load, hello: Load): Row[] {
  const ratio = measured.requestsPerSecond / hello.requestsPerSecond;
  return [
    info(`${name}: requests/s`, measured.requestsPerSecond, 'req/s'),
    // The budgets are the wall query's; the other calls are shown beside it.
    budgeted
      ? atLeast(`${name} / hello-world`, ratio, 0.1, 'x')
      : info(`${name} / hello-world`, ratio, 'x'),
    info(`${name}: p50 latency`, measured.p50, 'ms'),
    budgeted
      ? atMost(`${name}: p99 latency`, measured.p99, 50, 'ms')
      : info(`${name}: p99 latency`, measured.p99, 'ms'),
    atMost(`${name}: errors and non-2xx answers`, measured.non2xx, 0, 'requests'),
  ];
}

export async function measureApi(): Promise<Row[]> {
  const { session } = await demoLogin();
  const context: RequestContext = {
    apiBase: `${API_URL}/api`,
    token: session.token,
    // The location the client adds to every call while the device's is unknown.
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    appKeys: {},
    storageBucketHost: null,
    hostname: new URL(API_URL).hostname,
  };
  const hello = await helloWorld();
  const rows: Row[] = [info('Fastify hello-world: requests/s', hello.requestsPerSecond, 'req/s')];
  for (const call of calls(await offerOnSale(context))) {
    const request = asSent(call, context);
    const measured = await load({
      ...request,
      headers: { ...request.headers, ...BROWSER_ENCODINGS },
    });
    rows.push(...rowsOf(call, measured, hello));
    if (!call.budgeted) continue;
    // The same without compression, to show what compressing costs the server.
    const plain = await load(request);
    rows.push(
      info('wall query uncompressed: requests/s', plain.requestsPerSecond, 'req/s'),
      info('wall query uncompressed: p50 latency', plain.p50, 'ms'),
      atMost('wall query uncompressed: errors and non-2xx answers', plain.non2xx, 0, 'requests'),
      info('wall answer on the wire, br', (await answerBytes(request, 'br')) / 1024, 'kB'),
      info('wall answer on the wire, plain', (await answerBytes(request, 'identity')) / 1024, 'kB'),
    );
  }
  return rows;
}

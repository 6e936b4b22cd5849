// API throughput and latency of the wall query, exactly as the front end calls it,
// beside a Fastify hello-world started in the same run (the ceiling of this machine).
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { atLeast, atMost, info, type Row } from './results.ts';
import { API_URL, demoLogin } from './stack.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
// The wall's first page as usePostFeed asks for it (getWall, WALL_PAGE_SIZE), with the
// default location the client adds to every GET. (Until the wall paged by cursor it was
// searchAlbums at limit 100: /api/albums/search?sortField=ALBUM_CREATED&start=0&limit=100.)
const WALL_QUERY = '/api/albums/wall?limit=10&latitude=39.8283&longitude=-98.5795';

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus errors (timeouts, resets). */
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
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
    return await load(address);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Bytes of one wall answer as sent, with and without compression. */
async function answerBytes(token: string, acceptEncoding: string): Promise<number> {
  const response = await autocannon({
    url: `${API_URL}${WALL_QUERY}`,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': acceptEncoding },
    connections: 1,
    amount: 1,
  });
  return response.throughput.total;
}

export async function measureApi(): Promise<Row[]> {
  const { session } = await demoLogin();
  const auth = { Authorization: `Bearer ${session.token}` };
  const hello = await helloWorld();
  // What a browser sends: JSON answers come back compressed.
  const wall = await load(`${API_URL}${WALL_QUERY}`, {
    ...auth,
    'Accept-Encoding': 'gzip, deflate, br',
  });
  // The same without compression, to show what compressing costs the server.
  const plain = await load(`${API_URL}${WALL_QUERY}`, auth);
  return [
    info('Fastify hello-world: requests/s', hello.requestsPerSecond, 'req/s'),
    info('wall query: requests/s', wall.requestsPerSecond, 'req/s'),
    atLeast('wall query / hello-world', wall.requestsPerSecond / hello.requestsPerSecond, 0.1, 'x'),
    info('wall query: p50 latency', wall.p50, 'ms'),
    atMost('wall query: p99 latency', wall.p99, 50, 'ms'),
    atMost('wall query: errors and non-2xx answers', wall.non2xx + plain.non2xx, 0, 'requests'),
    info('wall query uncompressed: requests/s', plain.requestsPerSecond, 'req/s'),
    info('wall query uncompressed: p50 latency', plain.p50, 'ms'),
    info('wall answer on the wire, br', (await answerBytes(session.token, 'br')) / 1024, 'kB'),
    info(
      'wall answer on the wire, plain',
      (await answerBytes(session.token, 'identity')) / 1024,
      'kB',
    ),
  ];
}

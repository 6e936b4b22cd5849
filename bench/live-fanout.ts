// Live delivery under load: CONNECTIONS SSE streams on one API instance (several per
// member, as open tabs), while members like each other's posts at RATE a second. Every
// like notifies the post's owner on all their streams; the part reports the delay from
// the like's commit to each delivery and the API's memory per open stream.
import { readdirSync, readFileSync } from 'node:fs';
import { atMost, info, type Row } from './results.ts';
import { API_URL } from './stack.ts';

const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 100);
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);

interface Member {
  id: number;
  token: string;
  albumId: number;
}

async function api<T>(method: string, path: string, token?: string, body?: object): Promise<T> {
  const response = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function member(index: number): Promise<Member> {
  const signup = await api<{ item: { user: { id: number }; session: { token: string } } }>(
    'POST',
    '/users/signup',
    undefined,
    {
      email: `live-bench-${process.pid}-${index}@canopy.test`,
      password: 'live-bench-password',
      firstName: `Bench${index}`,
      lastName: 'Member',
      ageConfirmed: true,
    },
  );
  const token = signup.item.session.token;
  const post = await api<{ item: { albumId: number } }>('POST', '/albums/posts', token, {
    description: `Bench post ${index}`,
  });
  return { id: signup.item.user.id, token, albumId: post.item.albumId };
}

/** Resident memory of the API process listening on the bench's API port, in kB. */
function apiRssKb(): number {
  const port = new URL(API_URL).port;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('src/server.ts')) continue;
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environ.includes(`PORT=${port}`)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    } catch {
      // A process that ended while being read.
    }
  }
  return Number.NaN;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Opens a stream and calls `onNotification(created)` for each notification event. */
async function openStream(
  token: string,
  signal: AbortSignal,
  onNotification: (created: number) => void,
): Promise<void> {
  const response = await fetch(`${API_URL}/api/live/stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected = () => undefined as void;
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (block.startsWith(': connected')) connected();
        if (!block.includes('event: notification\n')) continue;
        const data = block.slice(block.indexOf('data: ') + 6);
        onNotification((JSON.parse(data) as { created: number }).created);
      }
    }
  })();
  await ready;
}

export async function measureLiveFanout(): Promise<Row[]> {
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 4) {
    const batch = Array.from({ length: Math.min(4, MEMBERS - i) }, (_, j) => member(i + j));
    members.push(...(await Promise.all(batch)));
  }
  const rssBefore = apiRssKb();
  const abort = new AbortController();
  const delays: number[] = [];
  const streams: Promise<void>[] = [];
  for (let c = 0; c < CONNECTIONS; c += 1) {
    const owner = members[c % members.length]!;
    streams.push(
      openStream(owner.token, abort.signal, (created) => delays.push(Date.now() - created)),
    );
    if (c % 50 === 49) await Promise.all(streams.slice(-50));
  }
  await Promise.all(streams);
  const rssAfter = apiRssKb();

  // Every (liker, post) pair once, shuffled, so each like really notifies.
  const pairs: Array<[Member, Member]> = [];
  for (const liker of members) {
    for (const owner of members) if (liker !== owner) pairs.push([liker, owner]);
  }
  pairs.sort(() => Math.random() - 0.5);
  let sent = 0;
  let failed = 0;
  const likes: Promise<void>[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1000) * RATE) - sent;
      for (let i = 0; i < due && sent < pairs.length; i += 1) {
        const [liker, owner] = pairs[sent]!;
        sent += 1;
        likes.push(
          api('POST', '/likes', liker.token, { albumId: owner.albumId }).then(
            () => undefined,
            () => {
              failed += 1;
            },
          ),
        );
      }
      if (Date.now() - started >= SECONDS * 1000 || sent >= pairs.length) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const elapsed = (Date.now() - started) / 1000;
  await Promise.all(likes);
  // Let the last deliveries arrive.
  const expected = (sent - failed) * (CONNECTIONS / MEMBERS);
  for (let wait = 0; wait < 50 && delays.length < expected; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  abort.abort();
  const sorted = [...delays].sort((a, b) => a - b);
  return [
    info('live: open SSE streams', CONNECTIONS, 'streams'),
    info('live: likes sent', sent / elapsed, 'likes/s'),
    info('live: notifications delivered', delays.length, 'events'),
    atMost('live: deliveries missing', Math.max(0, expected - delays.length), 0, 'events'),
    atMost('live: failed likes', failed, 0, 'requests'),
    atMost('live: delivery latency p50 (commit → stream)', percentile(sorted, 50), 100, 'ms'),
    atMost('live: delivery latency p99 (commit → stream)', percentile(sorted, 99), 500, 'ms'),
    atMost('live: API memory per open stream', (rssAfter - rssBefore) / CONNECTIONS, 64, 'kB'),
  ];
}

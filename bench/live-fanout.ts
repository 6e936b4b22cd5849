// Live delivery under load: CONNECTIONS SSE streams on one API instance (several per
// member, as open tabs) while members post chat messages at RATE a second in group chats
// of GROUP_SIZE. Every message goes to each member of its chat on every tab they have
// open; the part reports the delay from the message's creation to each delivery, how
// long a send takes, and the API's memory per open stream.
import { readdirSync, readFileSync } from 'node:fs';
import { atMost, info, type Row } from './results.ts';
import { API_URL } from './stack.ts';

const MEMBERS = Number(process.env.BENCH_LIVE_MEMBERS ?? 100);
const CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1000);
const GROUP_SIZE = Number(process.env.BENCH_LIVE_GROUP_SIZE ?? 10);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
/** BENCH_LIVE_MUTED=1 mutes every chat first: the same run without chat notifications. */
const MUTED = process.env.BENCH_LIVE_MUTED === '1';

interface Member {
  id: number;
  token: string;
  chatId: number;
}

class HttpStatusError extends Error {}

async function api<T>(method: string, path: string, token?: string, body?: object): Promise<T> {
  const response = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new HttpStatusError(`${method} ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Why a request failed, in a few words: the status, or the network error's code. */
function failureOf(error: unknown): string {
  if (error instanceof HttpStatusError) return error.message.replace(/\/\d+\//, '/{id}/');
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
}

async function signUp(index: number): Promise<Omit<Member, 'chatId'>> {
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
  return { id: signup.item.user.id, token: signup.item.session.token };
}

/** MEMBERS members in group chats of GROUP_SIZE, each group started by its first member. */
async function membersInGroups(): Promise<Member[]> {
  const accounts: Omit<Member, 'chatId'>[] = [];
  for (let i = 0; i < MEMBERS; i += 4) {
    const batch = Array.from({ length: Math.min(4, MEMBERS - i) }, (_, j) => signUp(i + j));
    accounts.push(...(await Promise.all(batch)));
  }
  const members: Member[] = [];
  for (let start = 0; start < accounts.length; start += GROUP_SIZE) {
    const group = accounts.slice(start, start + GROUP_SIZE);
    const [creator, ...others] = group;
    if (!creator) continue;
    // Only followers of its creator are put in a group at once; anyone else is invited.
    for (const other of others) {
      await api('POST', '/users/follow', other.token, { accountId: creator.id });
    }
    const chat = await api<{ item: { albumId: number } }>('POST', '/chats', creator.token, {
      title: `Bench group ${start / GROUP_SIZE + 1}`,
      accountIds: others.map((other) => other.id),
    });
    members.push(...group.map((account) => ({ ...account, chatId: chat.item.albumId })));
  }
  if (MUTED) {
    for (const member of members) {
      await api('PUT', `/chats/${member.chatId}/mute`, member.token, { muted: true });
    }
  }
  return members;
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

interface Delivered {
  created: number;
  clientMessageId: string | null;
}

/** Opens a stream and calls `onMessage` for each chat message it carries. */
async function openStream(
  token: string,
  signal: AbortSignal,
  onMessage: (note: Delivered) => void,
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
        if (!block.includes('event: chat-message\n')) continue;
        const data = block.slice(block.indexOf('data: ') + 6);
        const { note } = JSON.parse(data) as {
          note: { dateCreated: number; clientMessageId: string | null };
        };
        onMessage({ created: note.dateCreated, clientMessageId: note.clientMessageId });
      }
    }
  })();
  await ready;
}

export async function measureLiveFanout(): Promise<Row[]> {
  const members = await membersInGroups();
  const rssBefore = apiRssKb();
  const abort = new AbortController();
  /** From the message's creation in the database to each delivery. */
  const delays: number[] = [];
  /** From the send request leaving the client to each delivery: what a member waits. */
  const endToEnd: number[] = [];
  const sentAt = new Map<string, number>();
  const streams: Promise<void>[] = [];
  const tabs = new Map<number, number>();
  for (let c = 0; c < CONNECTIONS; c += 1) {
    const member = members[c % members.length]!;
    tabs.set(member.id, (tabs.get(member.id) ?? 0) + 1);
    streams.push(
      openStream(member.token, abort.signal, (note) => {
        const now = Date.now();
        delays.push(now - note.created);
        const at = note.clientMessageId ? sentAt.get(note.clientMessageId) : undefined;
        if (at !== undefined) endToEnd.push(now - at);
      }),
    );
    if (c % 50 === 49) await Promise.all(streams.slice(-50));
  }
  await Promise.all(streams);
  const rssAfter = apiRssKb();
  /** Streams a message in `chatId` must reach: every tab of every member of the chat. */
  const reach = new Map<number, number>();
  for (const member of members) {
    reach.set(member.chatId, (reach.get(member.chatId) ?? 0) + (tabs.get(member.id) ?? 0));
  }

  let sent = 0;
  let expected = 0;
  const failures = new Map<string, number>();
  const sendTimes: number[] = [];
  const sends: Promise<void>[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - started) / 1000) * RATE) - sent;
      for (let i = 0; i < due; i += 1) {
        const sender = members[Math.floor(Math.random() * members.length)]!;
        sent += 1;
        const at = Date.now();
        const clientMessageId = `bench-${process.pid}-${sent}`;
        sentAt.set(clientMessageId, at);
        sends.push(
          api('POST', `/chats/${sender.chatId}/notes`, sender.token, {
            comment: `Bench message ${sent}`,
            clientMessageId,
          }).then(
            () => {
              sendTimes.push(Date.now() - at);
              expected += reach.get(sender.chatId) ?? 0;
            },
            (error: unknown) => {
              const reason = failureOf(error);
              failures.set(reason, (failures.get(reason) ?? 0) + 1);
            },
          ),
        );
      }
      if (Date.now() - started >= SECONDS * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const elapsed = (Date.now() - started) / 1000;
  await Promise.all(sends);
  // Let the last deliveries arrive.
  for (let wait = 0; wait < 50 && delays.length < expected; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  abort.abort();
  for (const [reason, count] of failures) console.log(`  failed send: ${reason} (${count}×)`);
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const sorted = [...delays].sort((a, b) => a - b);
  const sendSorted = [...sendTimes].sort((a, b) => a - b);
  const endToEndSorted = [...endToEnd].sort((a, b) => a - b);
  return [
    info('live: chats muted (no chat notifications)', MUTED ? 1 : 0, 'yes=1'),
    info('live: open SSE streams', CONNECTIONS, 'streams'),
    info('live: chat messages sent', sent / elapsed, 'messages/s'),
    info('live: streams each message reaches', expected / Math.max(1, sent - failed), 'streams'),
    info('live: messages delivered', delays.length, 'events'),
    atMost('live: deliveries missing', Math.max(0, expected - delays.length), 0, 'events'),
    atMost('live: failed sends', failed, 0, 'requests'),
    info('live: send p50 (request → answer)', percentile(sendSorted, 50), 'ms'),
    info('live: send p99 (request → answer)', percentile(sendSorted, 99), 'ms'),
    atMost('live: delivery latency p50 (created → stream)', percentile(sorted, 50), 100, 'ms'),
    atMost('live: delivery latency p99 (created → stream)', percentile(sorted, 99), 500, 'ms'),
    atMost(
      'live: send → delivery p50 (what a member waits)',
      percentile(endToEndSorted, 50),
      250,
      'ms',
    ),
    atMost(
      'live: send → delivery p99 (what a member waits)',
      percentile(endToEndSorted, 99),
      1000,
      'ms',
    ),
    atMost('live: API memory per open stream', (rssAfter - rssBefore) / CONNECTIONS, 64, 'kB'),
  ];
}

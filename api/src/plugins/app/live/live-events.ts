// The one way to announce something to members' live streams: queue it inside the
// transaction that makes the change. The event rows commit with the change; the wake-up
// that tells the streams to send them goes out only after the commit.
import { afterCommit, type Db, type Queryable } from '../../../db/db.ts';
import { toEpochMs } from '../../../lib/paging.ts';

/** A kind is the SSE `event:` name: lower-case words joined by hyphens. */
export const LIVE_KIND_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** One event of one member's log; `seq` is the SSE id (1, 2, 3... per member). */
export interface LiveEvent {
  memberId: number;
  seq: number;
  kind: string;
  payload: unknown;
  /** Epoch ms. */
  created: number;
}

/**
 * A passing state (someone is typing) for the streams open right now: never stored, so
 * never replayed on reconnect, and sent without an id, so it moves no stream's position.
 */
export interface LiveSignal {
  /** The members whose open streams get it. */
  memberIds: number[];
  kind: string;
  payload: object;
}

/** Carries committed events, and signals, to the streams of every API instance. */
export interface LiveBus {
  publish(events: LiveEvent[]): void;
  /** Calls `listener` with every published batch; returns the unsubscribe. */
  subscribe(listener: (events: LiveEvent[]) => void): () => void;
  /** Sends a signal at once; nothing is written, and a stream that is not open misses it. */
  signal(signal: LiveSignal): void;
  subscribeSignals(listener: (signal: LiveSignal) => void): () => void;
  close(): Promise<void>;
}

const buses = new WeakMap<Db, LiveBus>();

/** Connects a database to the bus its committed events are announced on (the live plugin). */
export function attachLiveBus(db: Db, bus: LiveBus): void {
  buses.set(db, bus);
}

interface EventRow {
  member_id: number;
  seq: string | number;
  kind: string;
  payload: unknown;
  created_at: Date | string;
}

export function toLiveEvent(row: EventRow): LiveEvent {
  return {
    memberId: row.member_id,
    seq: Number(row.seq),
    kind: row.kind,
    payload: row.payload,
    created: toEpochMs(row.created_at) ?? 0,
  };
}

/**
 * Appends `kind`/`payload` to the live log of each member in `memberIds`, in the caller's
 * transaction `tx`. Each member's log row stays locked until the transaction ends, so a
 * member's events commit in seq order (rows are locked in ascending member order). Streams
 * are woken after the commit; a rollback announces nothing.
 */
export async function queueLiveEvents(
  tx: Queryable,
  memberIds: readonly number[],
  kind: string,
  payload: object,
): Promise<LiveEvent[]> {
  if (!LIVE_KIND_PATTERN.test(kind)) throw new Error(`Invalid live event kind: ${kind}`);
  const members = [...new Set(memberIds)].sort((a, b) => a - b);
  if (members.length === 0) return [];
  const rows = await tx.query<EventRow>(
    `WITH bumped AS (
       INSERT INTO live_streams (member_id, last_seq)
       SELECT m, 1 FROM unnest($1::int[]) WITH ORDINALITY AS u (m, n) ORDER BY n
       ON CONFLICT (member_id) DO UPDATE SET last_seq = live_streams.last_seq + 1
       RETURNING member_id, last_seq
     )
     INSERT INTO live_events (member_id, seq, kind, payload)
     SELECT member_id, last_seq, $2, $3::jsonb FROM bumped
     RETURNING member_id, seq, kind, payload, created_at`,
    [members, kind, JSON.stringify(payload)],
  );
  const events = rows.map(toLiveEvent);
  afterCommit(tx, (db) => buses.get(db)?.publish(events));
  return events;
}

/**
 * Sends `signal` on the bus once the transaction `tx` commits; a rollback sends nothing.
 * For what is announced to whoever is connected at that moment and never stored.
 */
export function signalAfterCommit(tx: Queryable, signal: LiveSignal): void {
  if (!LIVE_KIND_PATTERN.test(signal.kind)) throw new Error(`Invalid live kind: ${signal.kind}`);
  afterCommit(tx, (db) => buses.get(db)?.signal(signal));
}

/**
 * Like `queueLiveEvents`, with a payload of its own for each member (each one's unread
 * count, say): one statement however many members, in the same seq and lock order.
 */
export async function queueLiveEventsEach(
  tx: Queryable,
  kind: string,
  entries: ReadonlyArray<{ memberId: number; payload: object }>,
): Promise<LiveEvent[]> {
  if (!LIVE_KIND_PATTERN.test(kind)) throw new Error(`Invalid live event kind: ${kind}`);
  const byMember = new Map(entries.map((entry) => [entry.memberId, entry.payload]));
  const members = [...byMember.keys()].sort((a, b) => a - b);
  if (members.length === 0) return [];
  const rows = await tx.query<EventRow>(
    `WITH input AS (
       SELECT u.m, e.p, u.n FROM unnest($1::int[]) WITH ORDINALITY AS u (m, n)
         JOIN jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e (p, n) ON e.n = u.n
     ), bumped AS (
       INSERT INTO live_streams (member_id, last_seq)
       SELECT m, 1 FROM input ORDER BY n
       ON CONFLICT (member_id) DO UPDATE SET last_seq = live_streams.last_seq + 1
       RETURNING member_id, last_seq
     )
     INSERT INTO live_events (member_id, seq, kind, payload)
     SELECT b.member_id, b.last_seq, $3, i.p FROM bumped b JOIN input i ON i.m = b.member_id
     RETURNING member_id, seq, kind, payload, created_at`,
    [members, JSON.stringify(members.map((member) => byMember.get(member))), kind],
  );
  const events = rows.map(toLiveEvent);
  afterCommit(tx, (db) => buses.get(db)?.publish(events));
  return events;
}

/**
 * Appends one event of each kind in `kinds` to the live log of `memberId`, in that order,
 * in one statement; `payloadsSql` is a jsonb array of their payloads that the statement
 * computes, with the member as $1 and `params` from $3 on (so a payload can count what the
 * transaction has written). Locking, seq order and the wake-up are as in `queueLiveEvents`.
 */
export async function queueComputedLiveEvents(
  tx: Queryable,
  memberId: number,
  kinds: readonly string[],
  payloadsSql: string,
  params: readonly unknown[],
): Promise<LiveEvent[]> {
  for (const kind of kinds) {
    if (!LIVE_KIND_PATTERN.test(kind)) throw new Error(`Invalid live event kind: ${kind}`);
  }
  const rows = await tx.query<EventRow>(
    `WITH bumped AS (
       INSERT INTO live_streams (member_id, last_seq) VALUES ($1, cardinality($2::text[]))
       ON CONFLICT (member_id)
         DO UPDATE SET last_seq = live_streams.last_seq + cardinality($2::text[])
       RETURNING member_id, last_seq
     )
     INSERT INTO live_events (member_id, seq, kind, payload)
     SELECT b.member_id, b.last_seq - cardinality($2::text[]) + k.n, k.kind, p.payload
       FROM bumped b
       CROSS JOIN unnest($2::text[]) WITH ORDINALITY AS k (kind, n)
       JOIN jsonb_array_elements(${payloadsSql}) WITH ORDINALITY AS p (payload, n) ON p.n = k.n
      ORDER BY k.n
     RETURNING member_id, seq, kind, payload, created_at`,
    [memberId, kinds, ...params],
  );
  const events = rows.map(toLiveEvent).sort((a, b) => a.seq - b.seq);
  afterCommit(tx, (db) => buses.get(db)?.publish(events));
  return events;
}

/** Events of `memberId` after `afterSeq`, oldest first: what a (re)connecting stream missed. */
export async function liveEventsAfter(
  db: Queryable,
  memberId: number,
  afterSeq: number,
  limit: number,
): Promise<LiveEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT member_id, seq, kind, payload, created_at FROM live_events
      WHERE member_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [memberId, afterSeq, limit],
  );
  return rows.map(toLiveEvent);
}

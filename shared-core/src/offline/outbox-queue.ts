// What a member writes while offline (a post, a chat message) waits here, in IndexedDB,
// shown as "Waiting to send", and is sent once when the connection is back: in the order
// written, one at a time, each with its own key (a chat message's clientMessageId, which
// the API answers with the stored message when it is sent again, never a duplicate).
// Nothing typed is lost: an item leaves the queue only once the API has taken it, or said
// no (then it stays, marked with the reason, until the member dismisses it).
import { store as appStore } from '../state/store.ts';
import { OUTBOX_DB } from './offline-contract.ts';
import { queuedSendsAtom, type QueuedSend } from './queued-atom.ts';

export { queuedSendsAtom, type QueuedSend };

/** Where queued items are kept: IndexedDB in the browser, memory in tests. */
export interface OutboxStore {
  all(): Promise<QueuedSend[]>;
  put(item: QueuedSend): Promise<void>;
  remove(id: string): Promise<void>;
}

/** How an item went: taken by the API, or refused with a reason. A network failure throws. */
export type SendOutcome = { sent: true; answer?: unknown } | { sent: false; reason: string };

/** An item the API took, with what it answered (the stored post or message). */
export interface SentItem {
  item: QueuedSend;
  answer?: unknown;
}
export type Sender = (item: QueuedSend) => Promise<SendOutcome>;

export function newClientKey(): string {
  return crypto.randomUUID();
}

/** A new item for the queue. */
export function queuedSend(
  memberId: number,
  kind: QueuedSend['kind'],
  text: string,
  chatId?: number,
  now = Date.now(),
): QueuedSend {
  return {
    id: newClientKey(),
    memberId,
    kind,
    ...(chatId === undefined ? {} : { chatId }),
    text,
    clientKey: newClientKey(),
    createdAt: now,
  };
}

/** The member's items in the order they were written. */
export async function memberItems(outbox: OutboxStore, memberId: number): Promise<QueuedSend[]> {
  return (await outbox.all())
    .filter((item) => item.memberId === memberId)
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export interface FlushResult {
  sent: SentItem[];
  refused: QueuedSend[];
  /** Items still waiting (the network failed on the first of them). */
  waiting: number;
}

/**
 * Sends the member's waiting items once each, in order. Stops at the first network
 * failure (the rest wait for the next time the connection is back); a refused item is
 * kept with its reason and not sent again.
 */
export async function sendQueued(
  outbox: OutboxStore,
  memberId: number,
  send: Sender,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], waiting: 0 };
  const items = (await memberItems(outbox, memberId)).filter((item) => !item.refused);
  for (const [index, item] of items.entries()) {
    let outcome: SendOutcome;
    try {
      outcome = await send(item);
    } catch {
      result.waiting = items.length - index;
      break;
    }
    if (outcome.sent) {
      await outbox.remove(item.id);
      result.sent.push({ item, answer: outcome.answer });
    } else {
      const refused = { ...item, refused: outcome.reason };
      await outbox.put(refused);
      result.refused.push(refused);
    }
  }
  return result;
}

// One flush at a time per page: a second call while one runs waits for it instead of
// sending the same items again.
let flushing: Promise<FlushResult> | null = null;

/** sendQueued, never twice at once. */
export function flushOutbox(
  outbox: OutboxStore,
  memberId: number,
  send: Sender,
): Promise<FlushResult> {
  flushing ??= sendQueued(outbox, memberId, send).finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Reads the member's items into queuedSendsAtom. */
export async function showQueued(outbox: OutboxStore, memberId: number | null): Promise<void> {
  appStore.set(queuedSendsAtom, memberId === null ? [] : await memberItems(outbox, memberId));
}

/** An OutboxStore in memory (tests, and browsers without IndexedDB). */
export function memoryOutbox(): OutboxStore {
  const items = new Map<string, QueuedSend>();
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
  };
}

const STORE = 'outbox';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

/** One transaction on the store, the database closed after it (so logout can delete it). */
async function withStore<T>(
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

/** The browser's OutboxStore (IndexedDB), or memory where there is none. */
export function browserOutbox(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryOutbox();
  return {
    all: async () => ((await withStore('readonly', (s) => s.getAll())) ?? []) as QueuedSend[],
    put: async (item) => void (await withStore('readwrite', (s) => s.put(item))),
    remove: async (id) => void (await withStore('readwrite', (s) => s.delete(id))),
  };
}

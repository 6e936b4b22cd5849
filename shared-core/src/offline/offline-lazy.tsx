// The outbox's front door: what pages and the shell call to queue, follow and show what was
// written offline. The outbox itself (IndexedDB, sending, the waiting list) is a chunk of
// its own, fetched only when something is queued or waits from an earlier visit, so a
// member's first load of the wall does not carry it.
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ApiError } from '../http/api-error.ts';
import { OUTBOX_DB } from './offline-contract.ts';
import { queuedSendsAtom, type QueuedSend } from './queued-atom.ts';

const outbox = () => import('./offline-sends.ts');

/**
 * Pages that show what was sent (the wall, a chat) hear this after the outbox sent some:
 * its detail is the SentItem list, each with the API's answer (the stored post or message),
 * so the page adds it without reading the list again.
 */
export const OUTBOX_SENT_EVENT = 'canopy:outbox-sent';

/** The answers of the sent items of one kind (and chat), for the page that shows them. */
export function sentAnswers<T>(event: Event, kind: QueuedSend['kind'], chatId?: number): T[] {
  const sent = (event as CustomEvent<{ item: QueuedSend; answer?: unknown }[]>).detail ?? [];
  return sent
    .filter(({ item }) => item.kind === kind && (chatId === undefined || item.chatId === chatId))
    .flatMap(({ answer }) => (answer === undefined ? [] : [answer as T]));
}

/** The browser knows it has no network at all. */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A failure that says nothing about the request: no answer came (offline, cut off). */
export function isConnectionFailure(caught: unknown): boolean {
  if (isBrowserOffline()) return true;
  return caught instanceof ApiError && caught.status === undefined;
}

// The shell follows the outbox while a member is signed in; the outbox's code is fetched
// when something waits in it (its database exists) or once something is queued.
let signedIn = false;
let following: Promise<() => void> | null = null;

function follow(): void {
  following ??= outbox().then((loaded) => loaded.followOutbox());
}

async function somethingMayWait(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === OUTBOX_DB);
  } catch {
    return true;
  }
}

/** While signed in: shows what waits, sends it now if online, and again on reconnecting. */
export function followOutbox(): () => void {
  signedIn = true;
  void somethingMayWait().then((may) => {
    if (may && signedIn) follow();
  });
  return () => {
    signedIn = false;
    const stopping = following;
    following = null;
    void stopping?.then((stop) => stop());
  };
}

/** Keeps a post or chat message for sending when the connection is back. */
export async function queueForSending(
  kind: QueuedSend['kind'],
  text: string,
  options: { chatId?: number; clientKey?: string } = {},
): Promise<QueuedSend | null> {
  const queued = await (await outbox()).queueForSending(kind, text, options);
  if (queued && signedIn) follow();
  return queued;
}

/** Sends what waits, once; pages showing it reload when something went. */
export async function sendWaiting(): Promise<void> {
  await (await outbox()).sendWaiting();
}

/** Forgets an item the API refused (the member read why and dismissed it). */
export async function dismissQueued(id: string): Promise<void> {
  await (await outbox()).dismissQueued(id);
}

const LoadedQueuedSends = lazy(async () => ({
  default: (await import('./queued-sends.tsx')).QueuedSends,
}));

/**
 * What the member wrote offline for this place (the wall's posts, or one chat's messages),
 * marked "Waiting to send" until the connection is back; nothing (and no code fetched)
 * while nothing waits.
 */
export function QueuedSends({ kind, chatId }: { kind: QueuedSend['kind']; chatId?: number }) {
  const waiting = useAtomValue(queuedSendsAtom).some(
    (item) => item.kind === kind && (chatId === undefined || item.chatId === chatId),
  );
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <LoadedQueuedSends kind={kind} {...(chatId === undefined ? {} : { chatId })} />
    </Suspense>
  );
}

// The tab's one live connection: an EventSource on the API's SSE stream, opened by the
// host while a member is signed in. Remotes never open their own; they subscribe here by
// event kind (shared-core is a federation singleton, so every remote gets this module).
import { atom } from 'jotai';
import { apiPost } from '../http/client.ts';
import type { ApiOk } from '../api/openapi.ts';
import { apiBaseAtom } from '../state/app-atoms.ts';
import { store } from '../state/store.ts';

/**
 * `idle` signed out; `reconnecting` after a drop, until the stream is back; `paused` when a
 * newer tab of the member took this tab's place (the API keeps a member's newest streams),
 * until this tab is looked at again.
 */
export type LiveState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'paused';

export const liveStateAtom = atom<LiveState>('idle');

/** One event: its kind (the SSE event name), JSON payload and id in the member's log. */
export interface LiveMessage<T = unknown> {
  kind: string;
  payload: T;
  id: string;
}

type Handler = (message: LiveMessage) => void;

const FIRST_RETRY_MS = 1_000;
/** The stream's last frame when the API closed it for a newer stream of the member's. */
const REPLACED_KIND = 'live-replaced';
const MAX_RETRY_MS = 30_000;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let lastEventId = '';
let retryMs = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped on every connect and disconnect, so a late ticket answer opens nothing. */
let generation = 0;
let active = false;

function dispatch(event: MessageEvent<string>): void {
  const listeners = handlers.get(event.type);
  if (!listeners) return;
  if (event.lastEventId) lastEventId = event.lastEventId;
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return;
  }
  const message: LiveMessage = { kind: event.type, payload, id: event.lastEventId };
  for (const handler of [...listeners]) handler(message);
}

function listen(kind: string): void {
  source?.addEventListener(kind, dispatch as EventListener);
}

/** Opens again once the member comes back to this tab, which then is their newest. */
function resumeWhenLookedAt(): void {
  if (!active || document.visibilityState !== 'visible') return;
  stopWaitingToResume();
  retryMs = FIRST_RETRY_MS;
  store.set(liveStateAtom, 'connecting');
  void open();
}

function stopWaitingToResume(): void {
  if (typeof document === 'undefined') return;
  document.removeEventListener('visibilitychange', resumeWhenLookedAt);
  window.removeEventListener('focus', resumeWhenLookedAt);
}

/**
 * Reconnecting at once would take the place of another tab, which would do the same: a
 * replaced tab waits to be looked at instead.
 */
function pause(): void {
  generation += 1;
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  store.set(liveStateAtom, 'paused');
  document.addEventListener('visibilitychange', resumeWhenLookedAt);
  window.addEventListener('focus', resumeWhenLookedAt);
}

function scheduleReconnect(): void {
  store.set(liveStateAtom, 'reconnecting');
  clearTimeout(retryTimer);
  // Full jitter, so a restarted API is not met by every tab at the same instant.
  const wait = Math.round(retryMs / 2 + (Math.random() * retryMs) / 2);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  retryTimer = setTimeout(() => void open(), wait);
}

async function open(): Promise<void> {
  const mine = (generation += 1);
  source?.close();
  source = null;
  let ticket: string;
  try {
    const answer: ApiOk<'/live/ticket', 'post'> = await apiPost('/live/ticket');
    ticket = answer.item.ticket;
  } catch {
    if (mine === generation && active) scheduleReconnect();
    return;
  }
  if (mine !== generation || !active) return;
  const url = new URL(`${store.get(apiBaseAtom).replace(/\/+$/, '')}/live/stream`);
  url.searchParams.set('ticket', ticket);
  // A new EventSource cannot send Last-Event-ID itself; the stream takes it as a parameter.
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  const next = new EventSource(url);
  source = next;
  for (const kind of handlers.keys()) listen(kind);
  next.addEventListener(REPLACED_KIND, () => {
    if (source === next) pause();
  });
  next.onopen = () => {
    retryMs = FIRST_RETRY_MS;
    store.set(liveStateAtom, 'open');
  };
  next.onerror = () => {
    // The browser would retry with the same, used ticket; reconnect with a fresh one.
    if (source !== next) return;
    next.close();
    source = null;
    if (active) scheduleReconnect();
  };
}

/**
 * Opens the tab's live connection (the host calls this when a member signs in) and
 * returns the function that closes it (sign-out). Calling it again while open is a no-op
 * apart from returning the same closer.
 */
export function connectLive(): () => void {
  // Where there is no EventSource (server rendering, unit tests) there is nothing to open.
  if (!active && typeof EventSource !== 'undefined') {
    active = true;
    lastEventId = '';
    retryMs = FIRST_RETRY_MS;
    store.set(liveStateAtom, 'connecting');
    void open();
  }
  return disconnectLive;
}

export function disconnectLive(): void {
  active = false;
  generation += 1;
  clearTimeout(retryTimer);
  stopWaitingToResume();
  source?.close();
  source = null;
  lastEventId = '';
  store.set(liveStateAtom, 'idle');
}

/** Calls `handler` with every live event of `kind`; returns the unsubscribe. */
export function subscribeLive<T = unknown>(
  kind: string,
  handler: (message: LiveMessage<T>) => void,
): () => void {
  let set = handlers.get(kind);
  if (!set) {
    set = new Set();
    handlers.set(kind, set);
    listen(kind);
  }
  const entry = handler as Handler;
  set.add(entry);
  return () => {
    set.delete(entry);
    if (set.size === 0) {
      handlers.delete(kind);
      source?.removeEventListener(kind, dispatch as EventListener);
    }
  };
}

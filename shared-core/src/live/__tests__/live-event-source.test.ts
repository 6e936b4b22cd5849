import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFetch, type RecordedRequest } from '../../api/__tests__/fetch-recorder.ts';
import type { AuthUser } from '../../api/types.ts';
import { sessionAtom, userAtom } from '../../session/session-atoms.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source.ts';
import {
  connectLive,
  disconnectLive,
  liveStateAtom,
  subscribeLive,
  type LiveMessage,
} from '../live-event-source.ts';

let requests: RecordedRequest[];
let tickets = 0;

beforeEach(() => {
  stubEventSource();
  tickets = 0;
  requests = recordFetch(() => {
    tickets += 1;
    return { valid: true, message: 'ok', item: { ticket: `ticket-${tickets}`, expires: 0 } };
  });
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(locationAtom, UNKNOWN_LOCATION);
  store.set(userAtom, { id: 7 } as AuthUser);
  store.set(sessionAtom, { token: 't', expiresAt: 0 });
});

afterEach(() => {
  disconnectLive();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  store.set(userAtom, null);
  store.set(sessionAtom, null);
});

const latest = () => FakeEventSource.opened.at(-1);

describe('the live connection', () => {
  it('opens one stream with a ticket, however often it is asked to', async () => {
    connectLive();
    connectLive();
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(requests.map((request) => request.path)).toEqual(['/live/ticket']);
    expect(latest()?.url.pathname).toBe('/api/live/stream');
    expect(latest()?.url.searchParams.get('ticket')).toBe('ticket-1');
    expect(store.get(liveStateAtom)).toBe('connecting');
    latest()?.onopen?.();
    expect(store.get(liveStateAtom)).toBe('open');
  });

  it('hands each subscriber the events of its kind only', async () => {
    const notifications: LiveMessage[] = [];
    const counts: unknown[] = [];
    const stop = subscribeLive('notification', (message) => notifications.push(message));
    subscribeLive('notifications-unread', (message) => counts.push(message.payload));
    connectLive();
    await vi.waitFor(() => expect(latest()).toBeDefined());
    latest()?.emit('notification', { notificationId: 4 }, '11');
    latest()?.emit('notifications-unread', { count: 2 }, '12');
    stop();
    latest()?.emit('notification', { notificationId: 5 }, '13');
    expect(notifications).toEqual([
      { kind: 'notification', payload: { notificationId: 4 }, id: '11' },
    ]);
    expect(counts).toEqual([{ count: 2 }]);
  });

  it('reconnects after a drop with a fresh ticket and the last event id, quietly', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    subscribeLive('notification', (message) => seen.push(message.id));
    connectLive();
    await vi.waitFor(() => expect(latest()).toBeDefined());
    const first = latest();
    first?.onopen?.();
    first?.emit('notification', {}, '41');
    first?.onerror?.();
    expect(first?.closed).toBe(true);
    expect(store.get(liveStateAtom)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = latest();
    expect(second?.url.searchParams.get('ticket')).toBe('ticket-2');
    expect(second?.url.searchParams.get('lastEventId')).toBe('41');
    second?.onopen?.();
    expect(store.get(liveStateAtom)).toBe('open');
  });

  it('stays closed when a newer tab takes its place, until the tab is looked at again', async () => {
    connectLive();
    await vi.waitFor(() => expect(latest()).toBeDefined());
    const replaced = latest();
    replaced?.onopen?.();
    replaced?.emit('live-replaced', { reason: 'newer-stream' }, '');
    expect(replaced?.closed).toBe(true);
    expect(store.get(liveStateAtom)).toBe('paused');
    // The server ends the stream next; that is no drop to reconnect from.
    replaced?.onerror?.();
    expect(store.get(liveStateAtom)).toBe('paused');
    expect(FakeEventSource.opened).toHaveLength(1);

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(latest()?.url.searchParams.get('ticket')).toBe('ticket-2');
    window.dispatchEvent(new Event('focus'));
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('closes the stream on sign-out and opens nothing afterwards', async () => {
    connectLive();
    await vi.waitFor(() => expect(latest()).toBeDefined());
    disconnectLive();
    expect(latest()?.closed).toBe(true);
    expect(store.get(liveStateAtom)).toBe('idle');
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

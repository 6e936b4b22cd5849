import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveBus, LiveEvent, LiveSignal } from './live-events.ts';

/** The pub/sub channel of one deployment's API instances. */
export const LIVE_CHANNEL = 'canopy:live-events';

/** Signals travel on a channel of their own beside the events' (`<channel>:signals`). */
export const signalChannelOf = (channel: string) => `${channel}:signals`;

/** One API process: committed events and signals reach this process's streams only. */
export function inProcessBus(): LiveBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: (events) => {
      // After the caller's commit, not inside it: a slow stream must not hold up the request.
      queueMicrotask(() => emitter.emit('events', events));
    },
    subscribe: (listener) => {
      emitter.on('events', listener);
      return () => emitter.off('events', listener);
    },
    signal: (signal) => {
      queueMicrotask(() => emitter.emit('signal', signal));
    },
    subscribeSignals: (listener) => {
      emitter.on('signal', listener);
      return () => emitter.off('signal', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several API processes: every instance publishes its committed events on one Redis
 * pub/sub channel and hears everyone's, its own included, so a member's stream wakes
 * whichever instance it is connected to. Pub/sub may drop messages while a connection
 * is down; the stream notices the gap in seq and reads what it missed from the database.
 */
export async function redisBus(
  url: string,
  onError: (error: unknown) => void = () => undefined,
  channel = LIVE_CHANNEL,
): Promise<LiveBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await publisher.connect();
  await subscriber.connect();
  const signals = signalChannelOf(channel);
  const listeners = new Set<(events: LiveEvent[]) => void>();
  const signalListeners = new Set<(signal: LiveSignal) => void>();
  subscriber.on('message', (name: string, message: string) => {
    if (name !== channel && name !== signals) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch (error) {
      onError(error);
      return;
    }
    if (name === channel) for (const listener of listeners) listener(parsed as LiveEvent[]);
    else for (const listener of signalListeners) listener(parsed as LiveSignal);
  });
  await subscriber.subscribe(channel, signals);
  return {
    publish: (events) => {
      publisher.publish(channel, JSON.stringify(events)).catch(onError);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signal: (signal) => {
      publisher.publish(signals, JSON.stringify(signal)).catch(onError);
    },
    subscribeSignals: (listener) => {
      signalListeners.add(listener);
      return () => signalListeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      signalListeners.clear();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

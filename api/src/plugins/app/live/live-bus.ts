import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveBus, LiveEvent } from './live-events.ts';

/** The pub/sub channel of one deployment's API instances. */
export const LIVE_CHANNEL = 'canopy:live-events';

/** One API process: committed events reach this process's streams only. */
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
  const listeners = new Set<(events: LiveEvent[]) => void>();
  subscriber.on('message', (name: string, message: string) => {
    if (name !== channel) return;
    let events: LiveEvent[];
    try {
      events = JSON.parse(message) as LiveEvent[];
    } catch (error) {
      onError(error);
      return;
    }
    for (const listener of listeners) listener(events);
  });
  await subscriber.subscribe(channel);
  return {
    publish: (events) => {
      publisher.publish(channel, JSON.stringify(events)).catch(onError);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

import type { LiveBus, LiveEvent } from './live-events.ts';
import type { LiveConnection } from './live-connection.ts';

/** The open streams of this API instance, by member, fed from the bus. */
export function liveHub(bus: LiveBus) {
  const byMember = new Map<number, Set<LiveConnection>>();
  const unsubscribe = bus.subscribe((events: LiveEvent[]) => {
    for (const event of events) {
      const connections = byMember.get(event.memberId);
      if (!connections) continue;
      for (const connection of connections) connection.offer(event);
    }
  });
  return {
    add(connection: LiveConnection): () => void {
      let set = byMember.get(connection.memberId);
      if (!set) byMember.set(connection.memberId, (set = new Set()));
      set.add(connection);
      return () => {
        connection.close();
        set.delete(connection);
        if (set.size === 0) byMember.delete(connection.memberId);
      };
    },
    /** Open streams on this instance (for tests and the benchmark). */
    get size(): number {
      let total = 0;
      for (const set of byMember.values()) total += set.size;
      return total;
    },
    close(): void {
      unsubscribe();
      for (const set of byMember.values()) for (const connection of set) connection.close();
      byMember.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;

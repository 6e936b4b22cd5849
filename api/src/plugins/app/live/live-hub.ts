import type { LiveBus, LiveEvent, LiveSignal } from './live-events.ts';
import type { LiveConnection } from './live-connection.ts';

/**
 * The open streams of this API instance, by member, fed from the bus. A member keeps at
 * most `perMember` of them: opening one more closes their oldest, so the newest tab works
 * and a member opening thousands holds no more than that.
 */
export function liveHub(bus: LiveBus, perMember: number = Number.POSITIVE_INFINITY) {
  const byMember = new Map<number, Set<LiveConnection>>();
  const unsubscribeEvents = bus.subscribe((events: LiveEvent[]) => {
    for (const event of events) {
      const connections = byMember.get(event.memberId);
      if (!connections) continue;
      for (const connection of connections) connection.offer(event);
    }
  });
  const unsubscribeSignals = bus.subscribeSignals((signal: LiveSignal) => {
    for (const memberId of new Set(signal.memberIds)) {
      const connections = byMember.get(memberId);
      if (!connections) continue;
      for (const connection of connections) connection.signal(signal.kind, signal.payload);
    }
  });
  return {
    add(connection: LiveConnection): () => void {
      let set = byMember.get(connection.memberId);
      if (!set) byMember.set(connection.memberId, (set = new Set()));
      // A Set keeps insertion order: the first is the oldest.
      for (const oldest of set) {
        if (set.size < perMember) break;
        oldest.replaced();
        set.delete(oldest);
      }
      set.add(connection);
      return () => {
        connection.close();
        set.delete(connection);
        // Removing twice (session ended, then the socket closed) must not drop a set that
        // newer streams of the member have taken the place of.
        if (set.size === 0 && byMember.get(connection.memberId) === set) {
          byMember.delete(connection.memberId);
        }
      };
    },
    /** The members with a stream open on this instance. */
    memberIds(): number[] {
      return [...byMember.keys()];
    },
    /**
     * Sends a signal to the streams of `memberIds` on this instance only: for a signal
     * each instance addresses to its own members (the bus would take it to every one).
     */
    signalHere(memberIds: readonly number[], kind: string, payload: object): void {
      for (const memberId of new Set(memberIds)) {
        for (const connection of byMember.get(memberId) ?? []) connection.signal(kind, payload);
      }
    },
    /** The member's open streams on this instance. */
    countOf(memberId: number): number {
      return byMember.get(memberId)?.size ?? 0;
    },
    /** Open streams on this instance. */
    get size(): number {
      let total = 0;
      for (const set of byMember.values()) total += set.size;
      return total;
    },
    close(): void {
      unsubscribeEvents();
      unsubscribeSignals();
      for (const set of byMember.values()) for (const connection of set) connection.close();
      byMember.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;

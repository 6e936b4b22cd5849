import type { Queryable } from '../../../db/db.ts';
import { liveEventsAfter, type LiveEvent } from './live-events.ts';

/** Events read from the database per round while a stream catches up. */
const CATCH_UP_PAGE = 200;

/** One SSE frame: the member's seq as the id, the kind as the event name, JSON data. */
export function sseFrame(event: LiveEvent): string {
  return `id: ${event.seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/**
 * A signal's frame has no id: the browser keeps the id of the last stored event it got, so
 * a reconnect resumes the log where it was and the signal is not asked for again.
 */
export function sseSignalFrame(kind: string, payload: object): string {
  return `event: ${kind}\ndata: ${JSON.stringify(payload)}\n\n`;
}

export interface LiveConnection {
  readonly memberId: number;
  /** An event for this member arrived on the bus. */
  offer(event: LiveEvent): void;
  /** A signal for this member arrived on the bus: sent at once, or dropped once closed. */
  signal(kind: string, payload: object): void;
  /** Sends everything after the last sent seq from the database. */
  catchUp(): Promise<void>;
  /**
   * The member opened a newer stream past their limit: says so in a last frame (the page
   * then stops reconnecting until it is looked at again) and closes.
   */
  replaced(): void;
  close(): void;
}

/** The last frame of a stream closed for a newer one of the same member. */
export const LIVE_REPLACED_KIND = 'live-replaced';

/**
 * Sends a member's events in seq order, each exactly once. An event that follows the last
 * one sent goes straight out; anything else (a gap left by a lost or late wake-up, or
 * events that arrived while catching up) makes the connection read from the database,
 * which has every committed event: per member they commit in seq order.
 */
export function liveConnection(
  db: Queryable,
  memberId: number,
  lastSeq: number,
  write: (chunk: string) => void,
  onError: (error: unknown) => void,
  /** Ends the response; called once, by `close`. */
  end: () => void = () => undefined,
): LiveConnection {
  let sent = lastSeq;
  let busy = false;
  let again = false;
  let closed = false;

  const send = (event: LiveEvent) => {
    if (event.seq !== sent + 1) return;
    sent = event.seq;
    write(sseFrame(event));
  };

  const catchUp = async (): Promise<void> => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const events = await liveEventsAfter(db, memberId, sent, CATCH_UP_PAGE);
        if (closed) return;
        for (const event of events) send(event);
        if (events.length === CATCH_UP_PAGE) again = true;
      } while (again && !closed);
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };

  return {
    memberId,
    offer(event) {
      if (closed || event.seq <= sent) return;
      if (!busy && event.seq === sent + 1) send(event);
      else void catchUp();
    },
    signal(kind, payload) {
      if (!closed) write(sseSignalFrame(kind, payload));
    },
    catchUp,
    replaced() {
      if (closed) return;
      write(sseSignalFrame(LIVE_REPLACED_KIND, { reason: 'newer-stream' }));
      this.close();
    },
    close() {
      if (closed) return;
      closed = true;
      end();
    },
  };
}

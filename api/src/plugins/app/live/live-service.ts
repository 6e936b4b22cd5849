import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { newSessionToken, hashToken } from '../../../lib/tokens.ts';
import { inProcessBus, redisBus } from './live-bus.ts';
import { liveConnection, type LiveConnection } from './live-connection.ts';
import { attachLiveBus, type LiveBus } from './live-events.ts';
import { liveHub, type LiveHub } from './live-hub.ts';
import { LIVE_LIMITS, type LiveLimits } from './live-limits.ts';

/** A stream ticket is good for one connection within this time. */
export const LIVE_TICKET_TTL_MS = 60_000;

export interface LiveStreamMember {
  accountId: number;
  sessionId: number;
}

/**
 * Stream tickets. The browser's EventSource cannot send the bearer token, and the token
 * must not appear in a URL (logs, history), so the signed-in page trades it for a random
 * ticket that opens one stream within a minute. The stream stays tied to the session and
 * ends when the session does.
 */
export function createLiveTickets(db: Db) {
  return {
    async issue(sessionToken: string): Promise<{ ticket: string; expires: number }> {
      const ticket = newSessionToken();
      const expires = Date.now() + LIVE_TICKET_TTL_MS;
      await db.query('DELETE FROM live_tickets WHERE expires_at < now()');
      await db.query(
        `INSERT INTO live_tickets (ticket_hash, session_id, expires_at)
         SELECT $1, id, $3 FROM sessions WHERE token_hash = $2`,
        [hashToken(ticket), hashToken(sessionToken), new Date(expires)],
      );
      return { ticket, expires };
    },

    /** The member behind an unused, unexpired ticket of a live session; uses the ticket up. */
    async redeem(ticket: string): Promise<LiveStreamMember | undefined> {
      const rows = await db.query<{ account_id: number; session_id: number }>(
        `WITH used AS (
           DELETE FROM live_tickets WHERE ticket_hash = $1 RETURNING session_id, expires_at
         )
         SELECT s.account_id, s.id AS session_id FROM used
           JOIN sessions s ON s.id = used.session_id
          WHERE used.expires_at > now() AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [hashToken(ticket)],
      );
      const row = rows[0];
      return row ? { accountId: row.account_id, sessionId: row.session_id } : undefined;
    },

    /** The member behind a bearer token (clients that can send headers). */
    async bySessionToken(token: string): Promise<LiveStreamMember | undefined> {
      const rows = await db.query<{ account_id: number; session_id: number }>(
        `SELECT account_id, id AS session_id FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [hashToken(token)],
      );
      const row = rows[0];
      return row ? { accountId: row.account_id, sessionId: row.session_id } : undefined;
    },

    /** Which of `sessionIds` are still signed in: one query for every open stream. */
    async liveSessions(sessionIds: readonly number[]): Promise<Set<number>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM sessions
          WHERE id = ANY($1::int[]) AND revoked_at IS NULL AND expires_at > now()`,
        [[...new Set(sessionIds)]],
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export interface LiveService {
  bus: LiveBus;
  hub: LiveHub;
  tickets: ReturnType<typeof createLiveTickets>;
  limits: LiveLimits;
  /** The last event id of the member's log (0 before their first event). */
  lastSeq: (memberId: number) => Promise<number>;
  /** A stream for the member from after event `lastSeq` (see live-connection.ts). */
  connect: (
    memberId: number,
    lastSeq: number,
    write: (chunk: string) => void,
    onError: (error: unknown) => void,
    end?: () => void,
  ) => LiveConnection;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveService;
  }
}

export interface LiveOptions {
  /** Redis for fan-out across API instances; without it, events reach this process only. */
  redisUrl?: string | undefined;
  /** Redis channel name; deployments (or test runs) sharing one Redis need their own. */
  redisChannel?: string | undefined;
  /** Any of LIVE_LIMITS changed (environment, tests). */
  limits?: Partial<LiveLimits> | undefined;
}

/** The limits given, without the ones left undefined (which keep their defaults). */
function definedOf(limits: Partial<LiveLimits> = {}): Partial<LiveLimits> {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

export default fp<LiveOptions>(
  async (app, options) => {
    const bus = options.redisUrl
      ? await redisBus(
          options.redisUrl,
          (error) => app.log.warn({ err: error }, 'live events: Redis error'),
          options.redisChannel,
        )
      : inProcessBus();
    attachLiveBus(app.db, bus);
    const limits = { ...LIVE_LIMITS, ...definedOf(options.limits) };
    const hub = liveHub(bus, limits.streamsPerMember);
    app.decorate('live', {
      bus,
      hub,
      tickets: createLiveTickets(app.db),
      limits,
      async lastSeq(memberId: number) {
        const rows = await app.db.query<{ last_seq: string }>(
          'SELECT last_seq FROM live_streams WHERE member_id = $1',
          [memberId],
        );
        return Number(rows[0]?.last_seq ?? 0);
      },
      connect: (memberId, lastSeq, write, onError, end) =>
        liveConnection(app.db, memberId, lastSeq, write, onError, end),
    });
    app.addHook('preClose', async () => {
      hub.close();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'live', dependencies: ['db'] },
);

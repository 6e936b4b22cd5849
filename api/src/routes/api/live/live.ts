import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { itemEnvelope } from '../../../lib/envelopes.ts';
import { HttpError, sessionInvalid, tooManyRequests } from '../../../lib/errors.ts';
import { bearerToken } from '../../../plugins/app/identity/sessions-repository.ts';
import { currentUser } from '../../../plugins/app/kernel/current-member.ts';
import { bearerSecurity, errorResponses, GeoBody, ItemEnvelope } from '../../../schemas/common.ts';

/** Proxies close connections that stay silent; a comment line every 15 s keeps it open. */
export const HEARTBEAT_MS = 15_000;

const LiveTicket = Type.Object({
  ticket: Type.String({ description: 'Opens one stream: GET /live/stream?ticket=…' }),
  expires: Type.Integer({ description: 'Epoch ms; an unused ticket stops working then' }),
});

/** How long a client turned away by a full instance is asked to wait. */
export const STREAMS_FULL_RETRY_S = 30;

function streamsFull(): HttpError {
  return new HttpError(
    503,
    'LIVE_STREAMS_FULL',
    `Live updates are busy right now. Please wait ${STREAMS_FULL_RETRY_S} seconds and reconnect.`,
    { retryAfter: STREAMS_FULL_RETRY_S },
  );
}

const BAD_LAST_EVENT_ID =
  'Last-Event-ID must be the id of an event this stream sent (a whole number).';

/** The seq to resume after; undefined when the client has not seen any event yet. */
function parseLastEventId(value: string | string[] | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) {
    throw new HttpError(400, 'BAD_LAST_EVENT_ID', BAD_LAST_EVENT_ID);
  }
  return Number(value);
}

/** Counts one new live connection of a member; 429 past their limit a minute. */
type CountOpen = (request: FastifyRequest, memberId: number) => Promise<void>;

/**
 * Tickets and streams opened with the bearer header count alike, per member, on the rate
 * limiter's counters (shared through Redis when set): a stream opened with a ticket was
 * counted when the ticket was taken.
 */
function openCounter(app: FastifyInstance): CountOpen {
  const { opensPerMinute } = app.live.limits;
  if (opensPerMinute === 0) return async () => undefined;
  const memberOf = new WeakMap<FastifyRequest, number>();
  const limit = app.createRateLimit({
    max: opensPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `live-open|${memberOf.get(request) ?? request.ip}`,
  });
  return async (request, memberId) => {
    memberOf.set(request, memberId);
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) {
      throw tooManyRequests(state.ttl, 'opening live connections');
    }
  };
}

const ticketRoute =
  (countOpen: CountOpen): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/ticket',
      {
        schema: {
          tags: ['live'],
          summary: 'A single-use ticket that opens the live event stream',
          description:
            'EventSource cannot send an Authorization header, and a session token must not ' +
            'travel in a URL, so a signed-in page trades its session for a ticket that opens ' +
            'one stream within a minute. A member may open a limited number of live ' +
            'connections a minute (429 with Retry-After beyond it).',
          body: GeoBody,
          response: { 200: ItemEnvelope(LiveTicket), ...errorResponses(403, 429) },
        },
      },
      async (request) => {
        const me = currentUser(request);
        if (!request.sessionToken) throw sessionInvalid();
        await countOpen(request, me.id);
        return itemEnvelope(await app.live.tickets.issue(request.sessionToken));
      },
    );
  };

export interface LiveRoutesOptions {
  heartbeatMs?: number | undefined;
}

interface OpenStream {
  sessionId: number;
  heartbeat(): void;
  remove(): void;
}

const live: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const countOpen = openCounter(app);
  await app.register(ticketRoute(countOpen));

  // One timer and one session query per beat for all open streams: a check per stream
  // would put a thousand queries in front of the requests every beat.
  const streams = new Set<OpenStream>();
  const beat = setInterval(() => {
    if (streams.size === 0) return;
    const beating = [...streams];
    app.live.tickets.liveSessions(beating.map((stream) => stream.sessionId)).then(
      (live) => {
        for (const stream of beating) {
          if (live.has(stream.sessionId)) stream.heartbeat();
          else stream.remove();
        }
      },
      (error: unknown) => app.log.warn({ err: error }, 'live stream: session check'),
    );
  }, heartbeatMs);
  app.addHook('onClose', async () => {
    clearInterval(beat);
  });

  app.get(
    '/stream',
    {
      config: { public: true },
      schema: {
        tags: ['live'],
        summary: "The signed-in member's live events (Server-Sent Events)",
        description:
          "text/event-stream of the member's own events: `id:` is the member's event " +
          'number, `event:` the kind, `data:` JSON. Resume with the `Last-Event-ID` header ' +
          '(or `lastEventId`) to receive exactly what was missed, from the database. ' +
          'Authenticate with `ticket` (browsers) or the bearer header. A comment line is ' +
          `sent every ${HEARTBEAT_MS / 1000} s. A member has a limited number of streams ` +
          'open: a newer one closes their oldest, which first receives a `live-replaced` ' +
          'event. Opening one with the bearer header counts toward the live connections a ' +
          'member may open a minute, as taking a ticket does (429 beyond). An instance with ' +
          'all its streams in use answers 503 with Retry-After.',
        security: [...bearerSecurity, {}],
        querystring: Type.Object({
          ticket: Type.Optional(Type.String({ maxLength: 200 })),
          lastEventId: Type.Optional(
            Type.String({ maxLength: 40, description: 'Same as the Last-Event-ID header' }),
          ),
        }),
        response: {
          200: Type.String({ description: 'text/event-stream' }),
          ...errorResponses(403, 503),
        },
      },
    },
    async (request, reply) => {
      const { ticket } = request.query;
      const token = bearerToken(request);
      const member =
        ticket !== undefined
          ? await app.live.tickets.redeem(ticket)
          : token !== null
            ? await app.live.tickets.bySessionToken(token)
            : undefined;
      if (!member) throw sessionInvalid();
      // Without a ticket (whose taking was counted), the opening itself counts.
      if (ticket === undefined) await countOpen(request, member.accountId);
      const header = request.headers['last-event-id'];
      const resumeAfter = parseLastEventId(
        header !== undefined && header !== '' ? header : request.query.lastEventId,
      );
      const lastSeq = await app.live.lastSeq(member.accountId);
      // A new stream starts from now; an id beyond the log (a reset database) does too.
      const start = resumeAfter === undefined ? lastSeq : Math.min(resumeAfter, lastSeq);
      // Checked after the last await, so concurrent opens cannot all slip past it. A member
      // at their own limit still gets in: their oldest stream makes room.
      const { hub, limits } = app.live;
      if (
        hub.size >= limits.streamsPerInstance &&
        hub.countOf(member.accountId) < limits.streamsPerMember
      ) {
        // The socket goes too, so clients turned away hold no file descriptor.
        void reply.header('connection', 'close');
        throw streamsFull();
      }

      reply.hijack();
      const raw = reply.raw;
      // Headers the hooks set (CORS, security) go out with the stream's own.
      const hookHeaders = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(hookHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // A stream that ends (signed out, replaced by a newer one) frees its socket too.
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const connection = app.live.connect(
        member.accountId,
        start,
        (chunk) => raw.write(chunk),
        (error) => request.log.error({ err: error }, 'live stream: catching up failed'),
        () => raw.end(),
      );
      const removeFromHub = hub.add(connection);
      const stream: OpenStream = {
        sessionId: member.sessionId,
        heartbeat: () => raw.write(': heartbeat\n\n'),
        remove: () => {
          streams.delete(stream);
          removeFromHub();
        },
      };
      streams.add(stream);
      raw.on('close', () => stream.remove());
      await connection.catchUp();
    },
  );
};

export default live;

import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createPostgresDb } from '../../src/db/postgres.ts';
import { queueLiveEvents } from '../../src/plugins/app/live/live-events.ts';
import type { LiveLimits } from '../../src/plugins/app/live/live-limits.ts';
import {
  BACKENDS,
  buildTestApp,
  DATABASE_URL,
  PUBLIC_API_URL,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { openSse, type SseStream } from '../helpers/sse.ts';

const MAYA = { email: 'maya.chen@canopy.test', password: 'canopy-member' } as const;

describe.each(BACKENDS)('live event stream (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  const open: SseStream[] = [];

  beforeEach(async () => {
    t = await buildTestApp(backend, { liveHeartbeatMs: 100 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
    await t.close();
  });

  const stream = async (headers: Record<string, string>, query = '') => {
    const opened = await openSse(`${base}/api/live/stream${query}`, headers);
    open.push(opened);
    return opened;
  };
  const queue = (memberIds: number[], kind: string, payload: object) =>
    t.db.transaction((tx) => queueLiveEvents(tx, memberIds, kind, payload));

  it('refuses a stream without a session, with the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/live/stream' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ valid: false, errorCode: 'SESSION_INVALID' });
    const forged = await t.app.inject({ method: 'GET', url: '/api/live/stream?ticket=nope' });
    expect(forged.statusCode).toBe(403);
  });

  it('answers a malformed Last-Event-ID with 400 in the envelope', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/live/stream',
        headers: { ...dana.headers, 'last-event-id': id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'BAD_LAST_EVENT_ID' });
    }
  });

  it('opens with a single-use ticket, not with a used or forged one', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/live/ticket',
      headers: dana.headers,
    });
    const { ticket } = issued.json<{ item: { ticket: string } }>().item;
    const first = await stream({}, `?ticket=${ticket}`);
    expect(first.status).toBe(200);
    await queue([dana.userId], 'test-ping', { n: 1 });
    expect((await first.next()).data).toEqual({ n: 1 });
    const again = await t.app.inject({ method: 'GET', url: `/api/live/stream?ticket=${ticket}` });
    expect(again.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/live/ticket' });
    expect(anonymous.statusCode).toBe(403);
  });

  it("carries only the signed-in member's own events, in order, with ids", async () => {
    const danaStream = await stream(dana.headers);
    const marcusStream = await stream(marcus.headers);
    await queue([marcus.userId], 'test-ping', { to: 'marcus' });
    await queue([dana.userId, marcus.userId], 'test-ping', { to: 'both' });
    await queue([dana.userId], 'test-other', { to: 'dana' });
    const danaFirst = await danaStream.next();
    const danaSecond = await danaStream.next();
    expect([danaFirst.data, danaSecond.data]).toEqual([{ to: 'both' }, { to: 'dana' }]);
    expect(danaSecond.event).toBe('test-other');
    expect(Number(danaSecond.id)).toBe(Number(danaFirst.id) + 1);
    expect((await marcusStream.next()).data).toEqual({ to: 'marcus' });
    expect((await marcusStream.next()).data).toEqual({ to: 'both' });
  });

  it('announces nothing from a transaction that rolled back', async () => {
    const danaStream = await stream(dana.headers);
    await expect(
      t.db.transaction(async (tx) => {
        await queueLiveEvents(tx, [dana.userId], 'test-ping', { n: 'rolled back' });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await queue([dana.userId], 'test-ping', { n: 'committed' });
    const frame = await danaStream.next();
    expect(frame.data).toEqual({ n: 'committed' });
  });

  it('replays from Last-Event-ID exactly the events missed, then goes on live', async () => {
    const first = await stream(dana.headers);
    await queue([dana.userId], 'test-ping', { n: 1 });
    await queue([dana.userId], 'test-ping', { n: 2 });
    await first.next();
    const seen = await first.next();
    await first.close();
    await queue([dana.userId], 'test-ping', { n: 3 });
    await queue([dana.userId, marcus.userId], 'test-ping', { n: 4 });
    const resumed = await stream({ ...dana.headers, 'last-event-id': String(seen.id) });
    expect((await resumed.next()).data).toEqual({ n: 3 });
    expect((await resumed.next()).data).toEqual({ n: 4 });
    await queue([dana.userId], 'test-ping', { n: 5 });
    const live = await resumed.next();
    expect(live.data).toEqual({ n: 5 });
    expect(Number(live.id)).toBe(Number(seen.id) + 3);
    // The query form, for clients that reconnect with a new connection.
    const byQuery = await stream(dana.headers, `?lastEventId=${Number(seen.id) + 2}`);
    expect((await byQuery.next()).data).toEqual({ n: 5 });
  });

  it("delivers a like to the post owner's stream as a notification and an unread count", async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      payload: { description: 'Live like' },
      headers: marcus.headers,
    });
    const { albumId } = post.json<{ item: { albumId: number } }>().item;
    const marcusStream = await stream(marcus.headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/likes',
      payload: { albumId },
      headers: dana.headers,
    });
    const notification = await marcusStream.next();
    expect(notification.event).toBe('notification');
    expect(notification.data).toMatchObject({
      event: 'LIKE',
      actionCategory: 'likes',
      contentType: 'ALBUM',
      contentId: albumId,
      sender: { accountId: dana.userId },
    });
    const count = await marcusStream.next();
    expect(count).toMatchObject({ event: 'notifications-unread', data: { count: 1 } });
  });

  it("sends typing to the other members' open streams only, without an id, and never replays it", async () => {
    const maya = await signIn(t.app, MAYA);
    const chatCall = (who: SignedInMember, url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chats${url}`,
        headers: who.headers,
        ...(payload ? { payload } : {}),
      });
    const chat = (await chatCall(dana, '/single', { accountId: marcus.userId })).json<{
      item: { albumId: number };
    }>().item;
    const danaStream = await stream(dana.headers);
    const marcusStream = await stream(marcus.headers);
    const mayaStream = await stream(maya.headers);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events');

    expect((await chatCall(dana, `/${chat.albumId}/typing`)).statusCode).toBe(200);
    const typing = await marcusStream.next();
    expect(typing).toMatchObject({
      event: 'chat-typing',
      id: undefined,
      data: { chatId: chat.albumId, accountId: dana.userId },
    });
    // Nothing was written: no live event for anyone.
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_events');
    expect(after[0]?.n).toBe(before[0]?.n);
    // A non-member may not signal the chat, and hears nothing of it.
    expect((await chatCall(maya, `/${chat.albumId}/typing`)).statusCode).toBe(404);
    // The next stored event is the first thing the typist and the outsider receive.
    await queue([dana.userId, maya.userId, marcus.userId], 'test-ping', { n: 1 });
    expect(await danaStream.next()).toMatchObject({ event: 'test-ping', data: { n: 1 } });
    expect(await mayaStream.next()).toMatchObject({ event: 'test-ping', data: { n: 1 } });
    const ping = await marcusStream.next();
    expect(ping).toMatchObject({ event: 'test-ping', data: { n: 1 } });

    // Reconnecting from before the typing replays the stored event, not the typing.
    const resumed = await stream({
      ...marcus.headers,
      'last-event-id': String(Number(ping.id) - 1),
    });
    expect(await resumed.next()).toMatchObject({ event: 'test-ping', id: ping.id });
    await queue([marcus.userId], 'test-ping', { n: 2 });
    expect(await resumed.next()).toMatchObject({ event: 'test-ping', data: { n: 2 } });
  });

  it("closes a member's oldest stream when they open an eleventh, and tells it why", async () => {
    const streams: SseStream[] = [];
    for (let i = 0; i < 11; i += 1) streams.push(await stream(dana.headers));
    const [oldest, ...newest] = streams as [SseStream, ...SseStream[]];
    expect(await oldest.next()).toMatchObject({
      event: 'live-replaced',
      id: undefined,
      data: { reason: 'newer-stream' },
    });
    await oldest.ended;
    expect(t.app.live.hub.countOf(dana.userId)).toBe(10);
    // The ten newest still carry the member's events; another member's stream is untouched.
    const marcusStream = await stream(marcus.headers);
    await queue([dana.userId, marcus.userId], 'test-ping', { n: 1 });
    for (const open of newest) expect((await open.next()).data).toEqual({ n: 1 });
    expect((await marcusStream.next()).data).toEqual({ n: 1 });
  });

  it('sends heartbeats and ends the stream when the session is signed out', async () => {
    const danaStream = await stream(dana.headers);
    await expect.poll(() => danaStream.comments.includes('heartbeat')).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: dana.headers });
    await expect.poll(() => t.app.live.hub.size).toBe(0);
  });
});

describe.each(BACKENDS)('live stream limits (%s)', (backend) => {
  let t: TestApp | undefined;
  const open: SseStream[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
    await t?.close();
  });

  const listening = async (liveLimits: Partial<LiveLimits>) => {
    t = await buildTestApp(backend, { liveLimits });
    return { app: t.app, base: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
  };

  it('turns a stream away with 503 and Retry-After when the instance is full', async () => {
    const { app, base } = await listening({ streamsPerInstance: 2, streamsPerMember: 1 });
    const [dana, marcus, maya] = [
      await signIn(app),
      await signIn(app, OTHER_MEMBER),
      await signIn(app, MAYA),
    ];
    const opened = async (member: SignedInMember) => {
      const stream = await openSse(`${base}/api/live/stream`, member.headers);
      open.push(stream);
      return stream;
    };
    await opened(dana);
    const marcusStream = await opened(marcus);

    const refused = await fetch(`${base}/api/live/stream`, { headers: maya.headers });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      valid: false,
      errorCode: 'LIVE_STREAMS_FULL',
      message: 'Live updates are busy right now. Please wait 30 seconds and reconnect.',
      retryAfter: 30,
    });
    // A member at their own limit still opens their newest tab: their oldest makes room.
    expect((await opened(dana)).status).toBe(200);
    expect(app.live.hub.size).toBe(2);
    // Room again once a stream closes.
    await marcusStream.close();
    await expect.poll(() => app.live.hub.size).toBe(1);
    expect((await opened(maya)).status).toBe(200);
  });

  it('limits the live connections a member opens a minute, tickets and bearer streams alike', async () => {
    const { app, base } = await listening({ opensPerMinute: 3 });
    const [dana, marcus] = [await signIn(app), await signIn(app, OTHER_MEMBER)];
    const ticket = (member: SignedInMember) =>
      app.inject({ method: 'POST', url: '/api/live/ticket', headers: member.headers });
    for (let i = 0; i < 2; i += 1) expect((await ticket(dana)).statusCode).toBe(200);
    const third = await openSse(`${base}/api/live/stream`, dana.headers);
    open.push(third);
    expect(third.status).toBe(200);

    for (const refused of [
      await ticket(dana),
      await app.inject({ method: 'GET', url: '/api/live/stream', headers: dana.headers }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        valid: false,
        errorCode: 'RATE_LIMITED',
        message: expect.stringMatching(/^You are opening live connections too fast\. Please wait/),
      });
    }
    expect((await ticket(marcus)).statusCode).toBe(200);
  });
});

// CI sets DATABASE_URL and REDIS_URL; with only DATABASE_URL set, the local Redis is used.
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

describe.each(BACKENDS.filter((backend) => backend === 'postgres'))(
  'live events across two API instances (%s + Redis)',
  () => {
    let schema: string;
    let apps: App[] = [];
    let bases: string[] = [];

    beforeEach(async () => {
      schema = `${inject('schemaPrefix')}live_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`).finally(() => admin.end());
      const channel = `canopy-test:${schema}`;
      apps = [];
      bases = [];
      // Sequentially: the first migrates the schema, the second finds it migrated.
      for (let i = 0; i < 2; i += 1) {
        const app = await buildApp({
          db: createPostgresDb({ connectionString: DATABASE_URL ?? '', schema, max: 4 }),
          publicApiUrl: PUBLIC_API_URL,
          redisUrl: REDIS_URL,
          redisChannel: channel,
        });
        apps.push(app);
        bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      }
    });
    afterEach(async () => {
      await Promise.all(apps.map((app) => app.close()));
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).finally(() => admin.end());
    });

    const signUp = async (app: App, name: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/signup',
        payload: {
          email: `${name}.${Date.now()}@canopy.test`,
          password: 'violet-harbor-cinnamon-47',
          firstName: name,
          lastName: 'Test',
          ageConfirmed: true,
        },
      });
      const { item } = response.json<{
        item: { user: { id: number }; session: { token: string } };
      }>();
      return { id: item.user.id, headers: { authorization: `Bearer ${item.session.token}` } };
    };

    it('delivers what instance 1 commits to a stream on instance 2, and replays after a drop', async () => {
      const [one] = apps as [App, App];
      const maya = await signUp(one, 'maya');
      const queueOnOne = (n: number) =>
        one.db.transaction((tx) => queueLiveEvents(tx, [maya.id], 'test-ping', { n }));
      const first = await openSse(`${bases[1]}/api/live/stream`, maya.headers);
      let seen: string | undefined;
      try {
        await queueOnOne(1);
        const frame = await first.next();
        expect(frame.data).toEqual({ n: 1 });
        seen = frame.id;
      } finally {
        await first.close();
      }
      await queueOnOne(2);
      await queueOnOne(3);
      const resumed = await openSse(`${bases[1]}/api/live/stream`, {
        ...maya.headers,
        'last-event-id': String(seen),
      });
      try {
        expect((await resumed.next()).data).toEqual({ n: 2 });
        expect((await resumed.next()).data).toEqual({ n: 3 });
        await queueOnOne(4);
        const next = await resumed.next();
        expect(next.data).toEqual({ n: 4 });
        expect(Number(next.id)).toBe(Number(seen) + 3);
        // A like through instance 1 notifies the post's owner on instance 2.
        const owner = await signUp(one, 'owen');
        const onTwo = await openSse(`${bases[1]}/api/live/stream`, owner.headers);
        try {
          const post = await one.inject({
            method: 'POST',
            url: '/api/albums/posts',
            payload: { description: 'Across instances' },
            headers: owner.headers,
          });
          const { albumId } = post.json<{ item: { albumId: number } }>().item;
          await one.inject({
            method: 'POST',
            url: '/api/likes',
            payload: { albumId },
            headers: maya.headers,
          });
          expect(await onTwo.next()).toMatchObject({
            event: 'notification',
            data: { event: 'LIKE', contentId: albumId, sender: { accountId: maya.id } },
          });
          // Typing through instance 1 reaches the other member on instance 2, unstored.
          const chat = await one.inject({
            method: 'POST',
            url: '/api/chats/single',
            payload: { accountId: owner.id },
            headers: maya.headers,
          });
          const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
          const typed = await one.inject({
            method: 'POST',
            url: `/api/chats/${chatId}/typing`,
            headers: maya.headers,
          });
          expect(typed.statusCode).toBe(200);
          let frame = await onTwo.next();
          // The new chat's own stored events come first.
          while (frame.event !== 'chat-typing') frame = await onTwo.next();
          expect(frame).toMatchObject({ id: undefined, data: { chatId, accountId: maya.id } });
        } finally {
          await onTwo.close();
        }
      } finally {
        await resumed.close();
      }
    });
  },
);

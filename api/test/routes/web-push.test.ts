// Web push: a device subscribes, and each new notification is pushed to it once, encrypted
// for it (decrypted here with the device's own keys) and signed with the server's VAPID key;
// a subscription the push service says is gone is removed; the member's notification
// settings decide what is pushed; two API instances on one database push each one once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { notify } from '../../src/plugins/app/notifications/notify.ts';
import { PUSH_DEVICES_PER_MEMBER } from '../../src/plugins/app/notifications/push-service.ts';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import {
  startPushService,
  testDevice,
  vapidClaims,
  type TestPushService,
} from '../helpers/push-service.ts';

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;
const PUSH = { sweepMs: 0, loopbackEndpoints: true } as const;

let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
  service.answer.clear();
});

/** Pushes until nothing is due (the seeded notifications included). */
async function drain(app: App): Promise<void> {
  while ((await app.push.pushDue()).claimed > 0) {
    // The next batch.
  }
}

async function subscribe(app: App, who: SignedInMember, name: string, endpoint?: string) {
  const device = testDevice();
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who.headers,
    payload: {
      endpoint: endpoint ?? service.endpoint(name),
      expirationTime: null,
      keys: device.keys,
    },
  });
  return { device, response };
}

async function sendChatMessage(app: App, from: SignedInMember, to: SignedInMember, text: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/chats/single',
    headers: from.headers,
    payload: { accountId: to.userId },
  });
  const chatId = started.json<{ item: { albumId: number } }>().item.albumId;
  const sent = await app.inject({
    method: 'POST',
    url: `/api/chats/${chatId}/notes`,
    headers: from.headers,
    payload: { comment: text, clientMessageId: crypto.randomUUID() },
  });
  expect(sent.statusCode).toBe(200);
  return chatId;
}

describe.each(BACKENDS)('web push (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend, { push: PUSH });
    elena = await signIn(t.app, ELENA);
    marcus = await signIn(t.app, OTHER_MEMBER);
    await drain(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  it('pushes a chat message to the device, encrypted for it and signed with the VAPID key', async () => {
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/push/key',
      headers: marcus.headers,
    });
    const { publicKey } = key.json<{ item: { publicKey: string } }>().item;
    const { device, response } = await subscribe(t.app, marcus, 'marcus-phone');
    expect(response.json()).toMatchObject({ valid: true, item: { devices: 1 } });

    const chatId = await sendChatMessage(t.app, elena, marcus, 'Seeds are ready');
    expect(await t.app.push.pushDue()).toMatchObject({ sent: 1, removed: 0, failed: 0 });

    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push?.path).toBe('/push/marcus-phone');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(String(push?.headers.authorization), publicKey);
    expect(claims.aud).toBe(new URL(service.endpoint('x')).origin);
    expect(JSON.parse(device.decrypt(push!.body))).toMatchObject({
      title: 'New message',
      body: expect.stringContaining('Elena') as unknown,
      tag: `CHAT_MESSAGE:ALBUM:${chatId}`,
      link: { event: 'CHAT_MESSAGE', parentType: 'ALBUM', parentId: chatId },
    });
    // Once: the next sweep finds nothing due.
    expect(await t.app.push.pushDue()).toMatchObject({ claimed: 0, sent: 0 });
    expect(service.received).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone, and keeps one that failed', async () => {
    await subscribe(t.app, marcus, 'gone');
    await subscribe(t.app, marcus, 'flaky');
    service.answer.set('gone', 410);
    service.answer.set('flaky', 500);
    await sendChatMessage(t.app, elena, marcus, 'Are you there?');
    expect(await t.app.push.pushDue()).toMatchObject({ sent: 0, removed: 1, failed: 1 });
    expect(await t.app.push.deviceCount(marcus.userId)).toBe(1);
    // The failed one is not retried: the notification is no longer due.
    expect(await t.app.push.pushDue()).toMatchObject({ claimed: 0 });
  });

  it('pushes only the kinds the member left on in the notification settings', async () => {
    await subscribe(t.app, marcus, 'settings');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: marcus.headers,
      payload: { chat: false },
    });
    expect(off.statusCode).toBe(200);
    await sendChatMessage(t.app, elena, marcus, 'Quiet please');
    await t.app.push.pushDue();
    expect(service.received).toHaveLength(0);
  });

  it('checks the subscription and keeps the newest devices', async () => {
    const strict = await buildApp({
      db: { ...t.db, close: async () => undefined },
      publicApiUrl: PUBLIC_API_URL,
      memberLimits: 'off',
      push: { sweepMs: 0 },
    });
    try {
      const http = await subscribe(strict, marcus, 'plain', 'http://127.0.0.1:9/push/plain');
      expect(http.response.statusCode).toBe(400);
      const https = await subscribe(strict, marcus, 'tls', 'https://push.example/device/1');
      expect(https.response.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
    const badKeys = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: marcus.headers,
      payload: { endpoint: service.endpoint('bad'), keys: { p256dh: 'not base64!', auth: 'x' } },
    });
    expect(badKeys.statusCode).toBe(400);

    for (let i = 0; i < PUSH_DEVICES_PER_MEMBER + 2; i += 1) {
      await subscribe(t.app, marcus, `device-${i}`);
    }
    expect(await t.app.push.deviceCount(marcus.userId)).toBe(PUSH_DEVICES_PER_MEMBER);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/remove',
      headers: marcus.headers,
      payload: { endpoint: service.endpoint(`device-${PUSH_DEVICES_PER_MEMBER + 1}`) },
    });
    expect(removed.json()).toMatchObject({ item: { devices: PUSH_DEVICES_PER_MEMBER - 1 } });
    // Newest kept: the first two went.
    await sendChatMessage(t.app, elena, marcus, 'Which devices?');
    await t.app.push.pushDue();
    const paths = service.received.map((push) => push.path).sort();
    expect(paths).not.toContain('/push/device-0');
    expect(paths).not.toContain('/push/device-1');
    expect(paths).toHaveLength(PUSH_DEVICES_PER_MEMBER - 1);
  });
});

describe.each(BACKENDS)('web push on its timer (%s)', (backend) => {
  it('pushes a new notification without being asked', async () => {
    const t = await buildTestApp(backend, { push: { sweepMs: 50, loopbackEndpoints: true } });
    try {
      const elena = await signIn(t.app, ELENA);
      const marcus = await signIn(t.app, OTHER_MEMBER);
      await subscribe(t.app, marcus, 'timer');
      await sendChatMessage(t.app, elena, marcus, 'On its own');
      await expect
        .poll(() => service.received.filter((push) => push.path === '/push/timer').length, {
          timeout: 15_000,
        })
        .toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe.each(BACKENDS)('web push on two API instances (%s)', (backend) => {
  let first: TestApp;
  let second: App;
  beforeEach(async () => {
    first = await buildPooledTestApp(backend, { push: PUSH });
    second = await buildApp({
      db: { ...first.db, close: async () => undefined },
      publicApiUrl: PUBLIC_API_URL,
      memberLimits: 'off',
      push: PUSH,
    });
    await second.ready();
    await drain(first.app);
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  it('pushes each notification once, whichever instance sweeps', async () => {
    const elena = await signIn(first.app, ELENA);
    const marcus = await signIn(second, OTHER_MEMBER);
    const { device } = await subscribe(second, marcus, 'once');
    // A chat message and four order updates (a chat notifies once until it is read).
    await sendChatMessage(first.app, elena, marcus, 'Hello from the first instance');
    for (let i = 1; i < 5; i += 1) {
      await notify(first.db, {
        event: 'ORDER_STATUS',
        recipientId: marcus.userId,
        senderId: null,
        contentType: 'ORDER',
        contentId: i,
        contentName: `Order #${i}`,
        message: `Order #${i} is ready for pickup.`,
      });
    }
    // Both sweep at the same time, twice.
    const outcomes = await Promise.all([
      first.app.push.pushDue(),
      second.push.pushDue(),
      first.app.push.pushDue(),
      second.push.pushDue(),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(5);
    expect(service.received).toHaveLength(5);
    const payloads = service.received.map(
      (push) => JSON.parse(device.decrypt(push.body)) as { title: string; body: string },
    );
    expect(new Set(payloads.map((payload) => payload.body)).size).toBe(5);
    expect(payloads).toContainEqual(
      expect.objectContaining({ title: 'Order update', body: 'Order #3 is ready for pickup.' }),
    );
  });
});

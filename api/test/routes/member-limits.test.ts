import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_LIMITS,
  type MemberAction,
} from '../../src/plugins/app/platform/member-limit-rules.ts';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;

/** The first (shortest) window of an action in the table the API starts with. */
const allowed = (action: MemberAction) => MEMBER_LIMITS[action].windows[0]?.max ?? 0;

/** A refusal as a member meets it: 429, how long to wait twice, and what was too fast. */
function expectRefused(response: LightMyRequestResponse, doing: string) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    valid: false,
    errorCode: 'RATE_LIMITED',
    retryAfter,
    message: expect.stringMatching(new RegExp(`^You are ${doing} too fast\\. Please wait \\d`)),
  });
}

describe.each(BACKENDS)('per-member write limits (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    // The limits a real start has (the test helper turns them off for other suites).
    t = await buildTestApp(backend, { memberLimits: {} });
    elena = await signIn(t.app, ELENA);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (who: SignedInMember, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload });

  /** `times` writes of a member, each of which must go through. */
  async function allowedTimes(
    times: number,
    write: (i: number) => Promise<LightMyRequestResponse>,
  ) {
    for (let i = 0; i < times; i += 1) {
      const response = await write(i);
      expect(response.statusCode, `write ${i + 1}: ${response.body}`).toBe(200);
    }
  }

  /** A post by the demo member that Elena and Marcus can see, to react to and report. */
  async function someoneElsesPost(): Promise<number> {
    const dana = await signIn(t.app, DEMO);
    const created = await call(dana, 'POST', '/albums/posts', { description: 'Seedlings are up' });
    return created.json<{ item: { albumId: number } }>().item.albumId;
  }

  it('posts: refused past the number a minute, for that member only', async () => {
    const post = (who: SignedInMember, i: number) =>
      call(who, 'POST', '/albums/posts', { description: `Harvest note ${i}` });
    await allowedTimes(allowed('posts'), (i) => post(elena, i));
    expectRefused(await post(elena, 99), 'posting');
    expect((await post(marcus, 1)).statusCode).toBe(200);
  });

  it('comments: refused past the number a minute, for that member only', async () => {
    const albumId = await someoneElsesPost();
    const comment = (who: SignedInMember, i: number) =>
      call(who, 'POST', '/notes', { albumId, comment: `Nice ${i}` });
    await allowedTimes(allowed('comments'), (i) => comment(elena, i));
    expectRefused(await comment(elena, 99), 'commenting');
    expect((await comment(marcus, 1)).statusCode).toBe(200);
  });

  it('chat messages: refused past the number a minute, for that member only', async () => {
    const groupOf = async (who: SignedInMember) =>
      (await call(who, 'POST', '/chats', { title: 'Notes to self', accountIds: [] })).json<{
        item: { albumId: number };
      }>().item.albumId;
    const [hers, his] = [await groupOf(elena), await groupOf(marcus)];
    const send = (who: SignedInMember, chatId: number, i: number) =>
      call(who, 'POST', `/chats/${chatId}/notes`, {
        comment: `m${i}`,
        clientMessageId: `limit-${chatId}-${i}`,
      });
    await allowedTimes(allowed('chat-messages'), (i) => send(elena, hers, i));
    expectRefused(await send(elena, hers, 999), 'sending messages');
    expect((await send(marcus, his, 1)).statusCode).toBe(200);
  });

  it('new chats: one-to-one chats with someone new and groups count; reopening does not', async () => {
    const maya = await t.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE email = 'maya.chen@canopy.test'",
    );
    const single = (who: SignedInMember, accountId: number) =>
      call(who, 'POST', '/chats/single', { accountId });
    const group = (who: SignedInMember, i: number) =>
      call(who, 'POST', '/chats', { title: `Group ${i}`, accountIds: [] });
    expect((await single(elena, marcus.userId)).statusCode).toBe(200);
    // The same pair again is the same chat: not a new one.
    await allowedTimes(3, () => single(elena, marcus.userId));
    await allowedTimes(allowed('new-chats') - 1, (i) => group(elena, i));
    expectRefused(await single(elena, maya[0]?.id ?? 0), 'starting chats');
    expectRefused(await group(elena, 99), 'starting chats');
    expect((await group(marcus, 1)).statusCode).toBe(200);
  });

  it('mentions: each member named counts, and a text naming too many at once is refused', async () => {
    const names = (count: number, from = 0) =>
      Array.from({ length: count }, (_, i) => `@grower${from + i}`).join(' ');
    const post = (who: SignedInMember, text: string) =>
      call(who, 'POST', '/albums/posts', { description: text });
    const max = allowed('mentions');
    const tooMany = await post(elena, names(max + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      valid: false,
      errorCode: 'TOO_MANY_AT_ONCE',
      message: `${max + 1} members mentioned is more than the ${max} allowed an hour.`,
    });
    expect((await post(elena, names(max - 1))).statusCode).toBe(200);
    // One more name fits; the next name is past the hour's number, in a comment as well.
    expect((await post(elena, 'Thanks @marcus.b')).statusCode).toBe(200);
    expectRefused(await post(elena, 'And @maya.c'), 'mentioning members');
    const albumId = await someoneElsesPost();
    expectRefused(
      await call(elena, 'POST', '/notes', { albumId, comment: 'Hi @maya.c' }),
      'mentioning members',
    );
    expect((await post(marcus, 'Thanks @elena.o')).statusCode).toBe(200);
  });

  it('reactions: refused past the number a minute, for that member only', async () => {
    const albumId = await someoneElsesPost();
    const like = (who: SignedInMember) => call(who, 'POST', '/likes', { albumId });
    await allowedTimes(allowed('reactions'), () => like(elena));
    expectRefused(await like(elena), 'reacting');
    expect((await like(marcus)).statusCode).toBe(200);
  });

  it('reports: refused past the number an hour, for that member only', async () => {
    const albumId = await someoneElsesPost();
    const report = (who: SignedInMember) =>
      call(who, 'POST', '/flagable/flag/create', { flagableId: albumId, flagableType: 'ALBUM' });
    // The first is a flag, the rest "already flagged": each is a report all the same.
    await allowedTimes(allowed('reports'), () => report(elena));
    expectRefused(await report(elena), 'reporting');
    expect((await report(marcus)).json()).toMatchObject({ valid: true });
  });

  it('push devices: turning push on is refused past the number an hour, for that member only', async () => {
    const subscribe = (who: SignedInMember, i: number) =>
      call(who, 'POST', '/push/subscriptions', {
        endpoint: `https://push.example/${who.userId}/${i}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      });
    await allowedTimes(allowed('push-devices'), (i) => subscribe(elena, i));
    expectRefused(await subscribe(elena, 99), 'turning on notifications');
    expect((await subscribe(marcus, 1)).statusCode).toBe(200);
  });

  it('follows: refused past the number a minute, for that member only', async () => {
    const follow = (who: SignedInMember, accountId: number) =>
      call(who, 'POST', '/users/follow', { accountId });
    await allowedTimes(allowed('follows'), () => follow(elena, marcus.userId));
    expectRefused(await follow(elena, marcus.userId), 'following members');
    expect((await follow(marcus, elena.userId)).statusCode).toBe(200);
  });

  it('invitations: each member named counts, in album invites and group chats alike', async () => {
    const albumId = await someoneElsesPost();
    const others = await t.db.query<{ id: number }>(
      'SELECT id FROM accounts WHERE id <> $1 ORDER BY id LIMIT 10',
      [elena.userId],
    );
    const receiverAccountIds = others.map((row) => row.id);
    const invite = (who: SignedInMember) =>
      call(who, 'POST', '/invite/album', { albumId, receiverAccountIds });
    await allowedTimes(allowed('invitations') / receiverAccountIds.length, () => invite(elena));
    expectRefused(await invite(elena), 'inviting members');
    const group = await call(elena, 'POST', '/chats', {
      title: 'Too many',
      accountIds: [marcus.userId],
    });
    expectRefused(group, 'inviting members');
    expect((await invite(marcus)).statusCode).toBe(200);
  });
});

// CI sets REDIS_URL: the per-member counts of several API instances meet there.
describe.each(process.env.REDIS_URL?.trim() ? [process.env.REDIS_URL.trim()] : [])(
  'per-member limits across API instances (Redis %s)',
  (redisUrl) => {
    it('counts one member on either instance against one limit', async () => {
      const shared = {
        memberLimits: { posts: [{ max: 2, per: 'minute' as const }] },
        redisUrl,
        redisChannel: `canopy-test:member-limits-${process.pid}-${Date.now()}`,
      };
      const post = async (app: TestApp['app']) => {
        const elena = await signIn(app, ELENA);
        return app.inject({
          method: 'POST',
          url: '/api/albums/posts',
          headers: elena.headers,
          payload: { description: 'From somewhere' },
        });
      };
      // One instance after the other: only Redis can remember what the first one counted.
      const first = await buildTestApp('pglite', shared);
      try {
        expect((await post(first.app)).statusCode).toBe(200);
        expect((await post(first.app)).statusCode).toBe(200);
      } finally {
        await first.close();
      }
      const second = await buildTestApp('pglite', shared);
      try {
        expectRefused(await post(second.app), 'posting');
      } finally {
        await second.close();
      }
    });
  },
);

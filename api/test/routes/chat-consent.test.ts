// Contacting members without their consent (issue 32): messages to someone who never
// answered.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildPooledTestApp,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;

interface Chat {
  albumId: number;
}

let sequence = 0;
const clientId = () => `consent-${Date.now()}-${(sequence += 1)}`;

const chatsOn = (t: TestApp) => ({
  call: (who: SignedInMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload }),
  send(who: SignedInMember, chatId: number, comment: string, id = clientId()) {
    return this.call(who, 'POST', `/chats/${chatId}/notes`, { comment, clientMessageId: id });
  },
  async single(who: SignedInMember, other: SignedInMember): Promise<number> {
    const started = await this.call(who, 'POST', '/chats/single', { accountId: other.userId });
    return started.json<{ item: Chat }>().item.albumId;
  },
});

describe.each(BACKENDS)('messages to a member who never answered (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    elena = await signIn(t.app, ELENA);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lets the sender write three, then asks them to wait for a reply', async () => {
    const chats = chatsOn(t);
    const chatId = await chats.single(elena, marcus);
    const third = clientId();
    for (const id of [clientId(), clientId(), third]) {
      expect((await chats.send(elena, chatId, 'Hello?', id)).json()).toMatchObject({
        valid: true,
      });
    }
    const fourth = await chats.send(elena, chatId, 'Are you there?');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({
      valid: false,
      errorCode: 'AWAITING_REPLY',
      message: 'Wait for Marcus Bell to reply before sending more messages.',
    });
    // A retry of a message already sent is that message, not a new one.
    expect((await chats.send(elena, chatId, 'Hello?', third)).json()).toMatchObject({
      valid: true,
      message: 'Already sent.',
    });
    const unread = await chats.call(marcus, 'GET', '/chats/count');
    expect(unread.json()).toMatchObject({ item: { unreadCount: 3 } });

    // Once Marcus answers, the conversation is theirs to have.
    expect((await chats.send(marcus, chatId, 'Hi Elena')).json()).toMatchObject({ valid: true });
    for (let i = 0; i < 3; i += 1) {
      expect((await chats.send(elena, chatId, `More ${i}`)).json()).toMatchObject({ valid: true });
    }
  });

  it('does not hold back a member the other follows, nor group chats', async () => {
    const chats = chatsOn(t);
    await chats.call(marcus, 'POST', '/users/follow', { accountId: elena.userId });
    const chatId = await chats.single(elena, marcus);
    for (let i = 0; i < 5; i += 1) {
      expect((await chats.send(elena, chatId, `Note ${i}`)).json()).toMatchObject({ valid: true });
    }
    const group = await chats.call(elena, 'POST', '/chats', { title: 'Just me', accountIds: [] });
    const groupId = group.json<{ item: Chat }>().item.albumId;
    for (let i = 0; i < 5; i += 1) {
      expect((await chats.send(elena, groupId, `Note ${i}`)).json()).toMatchObject({
        valid: true,
      });
    }
  });
});

describe.each(BACKENDS)('messages to a member who never answered, sent at once (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPooledTestApp(backend);
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores the third of eight messages sent at once and refuses the rest', async () => {
    const chats = chatsOn(t);
    const elena = await signIn(t.app, ELENA);
    const marcus = await signIn(t.app, OTHER_MEMBER);
    const chatId = await chats.single(elena, marcus);
    for (const text of ['Hi Marcus', 'About the seed swap']) {
      expect((await chats.send(elena, chatId, text)).json()).toMatchObject({ valid: true });
    }
    // Each send counts under the chat's lock: were they to count at once, all would see two.
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) => chats.send(elena, chatId, `At once ${i}`)),
    );
    const answers = sends.map((response) =>
      response.json<{ valid: boolean; errorCode?: string }>(),
    );
    expect(answers.filter((answer) => answer.valid)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errorCode === 'AWAITING_REPLY')).toHaveLength(7);
    const stored = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notes WHERE album_id = $1',
      [chatId],
    );
    expect(stored[0]?.n).toBe(3);
  });
});

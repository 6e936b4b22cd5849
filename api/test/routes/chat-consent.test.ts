// Contacting members without their consent (issue 32): messages to someone who never
// answered, and being put in group chats by strangers.
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
// Priya follows Elena in the demo data; Marcus and Maya do not.
const PRIYA = { email: 'priya.shah@canopy.test', password: 'canopy-member' } as const;
const MAYA = { email: 'maya.chen@canopy.test', password: 'canopy-member' } as const;

interface Chat {
  albumId: number;
  members: { accountId: number }[];
  invited: { accountId: number }[];
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

describe.each(BACKENDS)('adding members to a group chat (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  let priya: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    elena = await signIn(t.app, ELENA);
    marcus = await signIn(t.app, OTHER_MEMBER);
    priya = await signIn(t.app, PRIYA);
  });
  afterEach(async () => {
    await t.close();
  });

  interface Invitation {
    albumId: number;
    title: string;
    inviter: { accountId: number; display: string };
    memberCount: number;
  }
  const invitationsOf = async (who: SignedInMember) =>
    (await chatsOn(t).call(who, 'GET', '/chats/invitations')).json<{ items: Invitation[] }>().items;
  const inviteNotifications = async (who: SignedInMember) =>
    (await chatsOn(t).call(who, 'GET', '/notifications/search'))
      .json<{ items: { event: string; notificationMessage: string }[] }>()
      .items.filter((item) => item.event === 'CHAT_INVITE');
  const chatEventsOf = async (who: SignedInMember, chatId: number) =>
    t.db.query<{ kind: string }>(
      `SELECT kind FROM live_events WHERE member_id = $1 AND (payload->>'chatId')::int = $2
        ORDER BY seq`,
      [who.userId, chatId],
    );
  async function createGroup(members: SignedInMember[]): Promise<Chat> {
    const created = await chatsOn(t).call(elena, 'POST', '/chats', {
      title: 'Garden crew',
      accountIds: members.map((member) => member.userId),
    });
    return created.json<{ item: Chat }>().item;
  }

  it('adds a follower at once and invites anyone else, who sees nothing until accepting', async () => {
    const chats = chatsOn(t);
    const group = await createGroup([priya, marcus]);
    expect(group.members.map((m) => m.accountId).sort()).toEqual(
      [elena.userId, priya.userId].sort(),
    );
    expect(group.invited.map((m) => m.accountId)).toEqual([marcus.userId]);
    await chats.send(elena, group.albumId, 'Welcome!');
    // Priya follows Elena: she is in it.
    expect((await chats.call(priya, 'GET', `/chats/${group.albumId}/notes`)).statusCode).toBe(200);

    // Marcus is only invited: nothing of the chat reaches him but the invitation.
    const listed = await chats.call(marcus, 'GET', '/chats/search');
    expect(listed.json<{ items: Chat[] }>().items.map((c) => c.albumId)).not.toContain(
      group.albumId,
    );
    for (const url of [`/chats/${group.albumId}`, `/chats/${group.albumId}/notes`]) {
      expect((await chats.call(marcus, 'GET', url)).statusCode).toBe(404);
    }
    expect((await chats.send(marcus, group.albumId, 'Let me in')).statusCode).toBe(404);
    expect((await chatEventsOf(marcus, group.albumId)).map((e) => e.kind)).toEqual([
      'chat-invitation',
    ]);
    expect(await invitationsOf(marcus)).toEqual([
      expect.objectContaining({
        albumId: group.albumId,
        title: 'Garden crew',
        inviter: expect.objectContaining({ accountId: elena.userId, display: 'Elena Ortiz' }),
        memberCount: 2,
      }),
    ]);
    // Told once, however often he is added again.
    await chats.call(elena, 'POST', `/chats/${group.albumId}/members`, {
      accountIds: [marcus.userId],
    });
    expect(await inviteNotifications(marcus)).toEqual([
      expect.objectContaining({
        notificationMessage: 'Elena invited you to the group chat “Garden crew”',
      }),
    ]);

    const accepted = await chats.call(marcus, 'POST', `/chats/${group.albumId}/invitation/accept`);
    expect(accepted.json()).toMatchObject({ valid: true, message: 'You joined the group.' });
    expect(accepted.json<{ item: Chat }>().item.invited).toEqual([]);
    const history = await chats.call(marcus, 'GET', `/chats/${group.albumId}/notes`);
    expect(history.json<{ items: { comment: string }[] }>().items[0]?.comment).toBe('Welcome!');
    expect(await invitationsOf(marcus)).toEqual([]);
    expect(await inviteNotifications(marcus)).toEqual([]);
    // Accepting twice is no invitation.
    const again = await chats.call(marcus, 'POST', `/chats/${group.albumId}/invitation/accept`);
    expect(again.statusCode).toBe(404);
  });

  it('a declined invitation is final for that group; a pending one can be taken back', async () => {
    const chats = chatsOn(t);
    const maya = await signIn(t.app, MAYA);
    const group = await createGroup([marcus, maya]);
    const declined = await chats.call(marcus, 'POST', `/chats/${group.albumId}/invitation/decline`);
    expect(declined.json()).toMatchObject({ valid: true });
    expect(await invitationsOf(marcus)).toEqual([]);
    expect(await inviteNotifications(marcus)).toEqual([]);
    const readded = await chats.call(elena, 'POST', `/chats/${group.albumId}/members`, {
      accountIds: [marcus.userId],
    });
    expect(readded.json<{ item: Chat }>().item.invited.map((m) => m.accountId)).toEqual([
      maya.userId,
    ]);
    expect(await invitationsOf(marcus)).toEqual([]);
    expect(await inviteNotifications(marcus)).toEqual([]);

    const withdrawn = await chats.call(
      elena,
      'DELETE',
      `/chats/${group.albumId}/members/${maya.userId}`,
    );
    expect(withdrawn.json<{ item: Chat }>().item.invited).toEqual([]);
    expect(await invitationsOf(maya)).toEqual([]);
    const late = await chats.call(maya, 'POST', `/chats/${group.albumId}/invitation/accept`);
    expect(late.statusCode).toBe(404);
  });
});

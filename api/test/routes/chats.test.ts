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
import { imageOf } from '../helpers/images.ts';

const FIRST_MEMBER = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;
const THIRD_MEMBER = { email: 'maya.chen@canopy.test', password: 'canopy-member' } as const;
const FOURTH_MEMBER = { email: 'jonah.whitfield@canopy.test', password: 'canopy-member' } as const;

const PNG = await imageOf('png', 40, 30);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 9)]);

async function photoForm(who: SignedInMember, bytes: Buffer, type: string, filename: string) {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), filename);
  const request = new Request('http://api.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
  };
}

interface ChatNote {
  noteId: number;
  comment: string;
  edited: boolean;
  clientMessageId: string | null;
  owner: { accountId: number };
  assets: { fullURL: string }[];
}
interface Chat {
  albumId: number;
  albumType: string;
  title: string;
  ownerId: number;
  members: { accountId: number }[];
  invited: { accountId: number }[];
  lastMessage: ChatNote | null;
  unreadCount: number;
  lastReadNoteId: number;
  readStates: { accountId: number; lastReadNoteId: number }[];
  muted: boolean;
}

let sequence = 0;
const clientId = () => `c${Date.now()}-${(sequence += 1)}`;

describe.each(BACKENDS)('chat (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  let maya: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    // Members with no seeded chats between them, so each test starts from nothing.
    elena = await signIn(t.app, FIRST_MEMBER);
    marcus = await signIn(t.app, OTHER_MEMBER);
    maya = await signIn(t.app, THIRD_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (who: SignedInMember, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/chats${url}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const startSingle = async (who: SignedInMember, other: SignedInMember) =>
    (await call(who, 'POST', '/single', { accountId: other.userId })).json<{ item: Chat }>().item;
  const accept = (who: SignedInMember, chatId: number) =>
    call(who, 'POST', `/${chatId}/invitation/accept`);
  /** A group whose members all accepted their invitations (none follows its creator). */
  const createGroup = async (who: SignedInMember, title: string, others: SignedInMember[]) => {
    const created = await call(who, 'POST', '/', {
      title,
      accountIds: others.map((m) => m.userId),
    });
    const chatId = created.json<{ item: Chat }>().item.albumId;
    for (const other of others) expect((await accept(other, chatId)).statusCode).toBe(200);
    return (await call(who, 'GET', `/${chatId}`)).json<{ item: Chat }>().item;
  };
  const send = (who: SignedInMember, chatId: number, comment: string, id = clientId()) =>
    call(who, 'POST', `/${chatId}/notes`, { comment, clientMessageId: id });
  const sent = async (who: SignedInMember, chatId: number, comment: string) =>
    (await send(who, chatId, comment)).json<{ item: ChatNote }>().item;
  const chatsOf = async (who: SignedInMember) =>
    (await call(who, 'GET', '/search')).json<{ items: Chat[]; unreadTotal: number }>();

  it('starts one chat per pair, whoever starts it and however often', async () => {
    const first = await startSingle(elena, marcus);
    const again = await startSingle(elena, marcus);
    const theirs = await startSingle(marcus, elena);
    expect(first.albumType).toBe('chat_single');
    expect(again.albumId).toBe(first.albumId);
    expect(theirs.albumId).toBe(first.albumId);
    // Each sees the other's name as the title.
    expect(first.title).toBe('Marcus Bell');
    expect(theirs.title).not.toBe('Marcus Bell');
    expect(first.members.map((m) => m.accountId).sort()).toEqual(
      [elena.userId, marcus.userId].sort(),
    );
  });

  it('refuses a chat with yourself or with nobody', async () => {
    const self = await call(elena, 'POST', '/single', { accountId: elena.userId });
    expect(self.statusCode).toBe(400);
    const nobody = await call(elena, 'POST', '/single', { accountId: 2_000_000_000 });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
  });

  it('lists chats with last message, unread counts, and clears them on reading', async () => {
    const chat = await startSingle(elena, marcus);
    await sent(elena, chat.albumId, 'Hi Marcus');
    const last = await sent(elena, chat.albumId, 'Are you coming Saturday?');
    const before = await chatsOf(marcus);
    const listed = before.items.find((item) => item.albumId === chat.albumId);
    expect(listed?.lastMessage?.comment).toBe('Are you coming Saturday?');
    expect(listed?.unreadCount).toBe(2);
    expect(before.unreadTotal).toBeGreaterThanOrEqual(2);
    // The sender has read their own messages.
    const mine = (await chatsOf(elena)).items.find((item) => item.albumId === chat.albumId);
    expect(mine?.unreadCount).toBe(0);

    const read = await call(marcus, 'POST', `/${chat.albumId}/read`, { noteId: last.noteId });
    expect(read.json()).toMatchObject({ item: { lastReadNoteId: last.noteId } });
    const after = (await chatsOf(marcus)).items.find((item) => item.albumId === chat.albumId);
    expect(after?.unreadCount).toBe(0);
    expect(before.unreadTotal - (await chatsOf(marcus)).unreadTotal).toBe(2);
    // Elena sees how far Marcus read ("Seen"); reading never moves back.
    const seen = (await call(elena, 'GET', `/${chat.albumId}`)).json<{ item: Chat }>().item;
    expect(seen.readStates).toEqual([{ accountId: marcus.userId, lastReadNoteId: last.noteId }]);
    await call(marcus, 'POST', `/${chat.albumId}/read`, { noteId: 1 });
    const still = (await call(elena, 'GET', `/${chat.albumId}`)).json<{ item: Chat }>().item;
    expect(still.readStates[0]?.lastReadNoteId).toBe(last.noteId);
  });

  it('pages history backwards by cursor without repeats', async () => {
    const chat = await startSingle(elena, marcus);
    for (let n = 1; n <= 5; n += 1) await sent(n % 2 ? elena : marcus, chat.albumId, `m${n}`);
    const first = (await call(marcus, 'GET', `/${chat.albumId}/notes?limit=2`)).json<{
      items: ChatNote[];
      nextCursor: string | null;
      countTotal: number;
    }>();
    expect(first.items.map((n) => n.comment)).toEqual(['m5', 'm4']);
    expect(first.countTotal).toBe(5);
    const second = (
      await call(marcus, 'GET', `/${chat.albumId}/notes?limit=2&cursor=${first.nextCursor}`)
    ).json<{ items: ChatNote[]; nextCursor: string | null }>();
    expect(second.items.map((n) => n.comment)).toEqual(['m3', 'm2']);
    const third = (
      await call(marcus, 'GET', `/${chat.albumId}/notes?limit=2&cursor=${second.nextCursor}`)
    ).json<{ items: ChatNote[]; nextCursor: string | null }>();
    expect(third.items.map((n) => n.comment)).toEqual(['m1']);
    expect(third.nextCursor).toBeNull();
    const bad = await call(marcus, 'GET', `/${chat.albumId}/notes?cursor=abc`);
    expect(bad.statusCode).toBe(400);
  });

  it('stores one message for twenty concurrent sends with the same client id', async () => {
    const chat = await startSingle(elena, marcus);
    const id = clientId();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send(elena, chat.albumId, 'Only once', id)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const noteIds = new Set(responses.map((r) => r.json<{ item: ChatNote }>().item.noteId));
    expect(noteIds.size).toBe(1);
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notes WHERE album_id = $1 AND client_message_id = $2',
      [chat.albumId, id],
    );
    expect(rows[0]?.n).toBe(1);
    // The same client id in another chat, or from another sender, is another message.
    const other = await send(marcus, chat.albumId, 'Mine', id);
    expect(other.json<{ item: ChatNote }>().item.noteId).not.toBe([...noteIds][0]);
  });

  it('keeps non-members out of a chat with 404s', async () => {
    const chat = await startSingle(elena, marcus);
    const note = await sent(elena, chat.albumId, 'Private');
    const attempts = [
      await call(maya, 'GET', `/${chat.albumId}`),
      await call(maya, 'GET', `/${chat.albumId}/notes`),
      await send(maya, chat.albumId, 'Let me in'),
      await call(maya, 'PUT', `/${chat.albumId}/notes/${note.noteId}`, { comment: 'x' }),
      await call(maya, 'DELETE', `/${chat.albumId}/notes/${note.noteId}`),
      await call(maya, 'POST', `/${chat.albumId}/read`, { noteId: note.noteId }),
      await call(maya, 'POST', `/${chat.albumId}/typing`),
      await call(maya, 'POST', `/${chat.albumId}/leave`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ valid: false, errorCode: 'NOT_FOUND' });
    }
    expect((await chatsOf(maya)).items.some((item) => item.albumId === chat.albumId)).toBe(false);
    // The chat album is not reachable through the general album and comment endpoints either.
    const album = await t.app.inject({
      method: 'GET',
      url: `/api/albums/${chat.albumId}`,
      headers: elena.headers,
    });
    expect(album.statusCode).toBe(404);
    const comments = await t.app.inject({
      method: 'GET',
      url: `/api/notes/search?albumId=${chat.albumId}`,
      headers: elena.headers,
    });
    expect(comments.statusCode).toBe(404);
  });

  it('answers an unknown chat with 404', async () => {
    const response = await send(elena, 2_000_000_000, 'Hello?');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ valid: false, message: 'That chat does not exist.' });
  });

  it('refuses bad messages with 4xx in the error envelope', async () => {
    const chat = await startSingle(elena, marcus);
    const empty = await send(elena, chat.albumId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      valid: false,
      errorCode: 'VALIDATION_ERROR',
      message: 'Write a message or add a photo.',
    });
    const huge = await send(elena, chat.albumId, 'x'.repeat(100 * 1024));
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ message: string }>().message).toMatch(/at most 4,000 characters/);
    const noClientId = await call(elena, 'POST', `/${chat.albumId}/notes`, { comment: 'hi' });
    expect(noClientId.statusCode).toBe(400);
    const notAPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      ...(await photoForm(elena, PDF, 'image/png', 'sneaky.png')),
    });
    expect(notAPhoto.statusCode).toBe(415);
    expect(notAPhoto.json()).toMatchObject({ valid: false });
    // Someone else's upload cannot be attached.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      ...(await photoForm(marcus, PNG, 'image/png', 'a.png')),
    });
    const uploadId = upload.json<{ item: { uploadId: string } }>().item.uploadId;
    const stolen = await call(elena, 'POST', `/${chat.albumId}/notes`, {
      uploadIds: [uploadId],
      clientMessageId: clientId(),
    });
    expect(stolen.statusCode).toBe(400);
    const edit = await call(elena, 'PUT', `/${chat.albumId}/notes/1`, { comment: '' });
    expect(edit.statusCode).toBe(400);
  });

  it('sends photos and links, edits and deletes only your own messages', async () => {
    const chat = await startSingle(elena, marcus);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      ...(await photoForm(elena, PNG, 'image/png', 'a.png')),
    });
    const uploadId = upload.json<{ item: { uploadId: string } }>().item.uploadId;
    const withPhoto = await call(elena, 'POST', `/${chat.albumId}/notes`, {
      comment: 'Look https://canopy.test/x',
      uploadIds: [uploadId],
      clientMessageId: clientId(),
    });
    const note = withPhoto.json<{ item: ChatNote }>().item;
    expect(note.comment).toBe('Look https://canopy.test/x');
    expect(note.assets).toHaveLength(1);
    expect(note.assets[0]?.fullURL).toContain(uploadId);
    expect(note.assets[0]).toMatchObject({ width: 40, height: 30 });

    const notMine = await call(marcus, 'PUT', `/${chat.albumId}/notes/${note.noteId}`, {
      comment: 'hacked',
    });
    expect(notMine.statusCode).toBe(404);
    const edited = await call(elena, 'PUT', `/${chat.albumId}/notes/${note.noteId}`, {
      comment: 'Look again',
    });
    expect(edited.json<{ item: ChatNote }>().item).toMatchObject({
      comment: 'Look again',
      edited: true,
    });
    expect((await call(marcus, 'DELETE', `/${chat.albumId}/notes/${note.noteId}`)).statusCode).toBe(
      404,
    );
    expect((await call(elena, 'DELETE', `/${chat.albumId}/notes/${note.noteId}`)).statusCode).toBe(
      200,
    );
    const history = (await call(marcus, 'GET', `/${chat.albumId}/notes`)).json<{
      items: ChatNote[];
    }>();
    expect(history.items).toHaveLength(0);
    const uploads = await t.db.query('SELECT 1 FROM uploads WHERE id = $1', [uploadId]);
    expect(uploads).toHaveLength(0);
  });

  it('lets only the creator manage a group; members may leave', async () => {
    const group = await createGroup(elena, 'Saturday hike', [marcus]);
    expect(group).toMatchObject({ albumType: 'chat_group', title: 'Saturday hike' });
    expect(group.members).toHaveLength(2);
    const byMember = await call(marcus, 'POST', `/${group.albumId}/members`, {
      accountIds: [maya.userId],
    });
    expect(byMember.json()).toMatchObject({ valid: false, errorCode: 'NOT_GROUP_CREATOR' });
    const added = await call(elena, 'POST', `/${group.albumId}/members`, {
      accountIds: [maya.userId],
    });
    // Maya does not follow Elena: she is invited, and in the group once she accepts.
    expect(added.json<{ item: Chat }>().item.invited).toEqual([
      expect.objectContaining({ accountId: maya.userId }),
    ]);
    expect((await accept(maya, group.albumId)).json<{ item: Chat }>().item.members).toHaveLength(3);
    expect((await call(maya, 'GET', `/${group.albumId}/notes`)).statusCode).toBe(200);

    const removedByMember = await call(
      marcus,
      'DELETE',
      `/${group.albumId}/members/${maya.userId}`,
    );
    expect(removedByMember.json()).toMatchObject({ valid: false, errorCode: 'NOT_GROUP_CREATOR' });
    const removed = await call(elena, 'DELETE', `/${group.albumId}/members/${maya.userId}`);
    expect(removed.json<{ item: Chat }>().item.members).toHaveLength(2);
    expect((await call(maya, 'GET', `/${group.albumId}/notes`)).statusCode).toBe(404);

    const left = await call(marcus, 'POST', `/${group.albumId}/leave`);
    expect(left.json()).toMatchObject({ valid: true });
    expect((await call(marcus, 'GET', `/${group.albumId}`)).statusCode).toBe(404);

    // The creator leaving hands the group to the longest-standing member.
    await call(elena, 'POST', `/${group.albumId}/members`, { accountIds: [maya.userId] });
    await accept(maya, group.albumId);
    await call(elena, 'POST', `/${group.albumId}/leave`);
    const handedOver = (await call(maya, 'GET', `/${group.albumId}`)).json<{ item: Chat }>().item;
    expect(handedOver.ownerId).toBe(maya.userId);
  });

  it('refuses a group without a name or with an unknown member', async () => {
    const nameless = await call(elena, 'POST', '/', { title: '  ', accountIds: [marcus.userId] });
    expect(nameless.statusCode).toBe(400);
    const unknown = await call(elena, 'POST', '/', {
      title: 'Ghosts',
      accountIds: [2_000_000_000],
    });
    expect(unknown.statusCode).toBe(404);
    const single = await startSingle(elena, marcus);
    const leaveSingle = await call(elena, 'POST', `/${single.albumId}/leave`);
    expect(leaveSingle.json()).toMatchObject({ valid: false, errorCode: 'NOT_A_GROUP' });
  });

  const eventsOf = (who: SignedInMember) =>
    t.db.query<{ kind: string; payload: { chatId: number; note?: { comment: string } } }>(
      'SELECT kind, payload FROM live_events WHERE member_id = $1 ORDER BY seq',
      [who.userId],
    );
  const chatEventsOf = async (who: SignedInMember, chatId: number) =>
    (await eventsOf(who)).filter((event) => event.payload.chatId === chatId);

  it('announces messages and reads to the members only, with the message; typing is not stored', async () => {
    const chat = await startSingle(elena, marcus);
    const note = await sent(elena, chat.albumId, 'Live hello');
    await call(marcus, 'POST', `/${chat.albumId}/typing`);
    await call(marcus, 'POST', `/${chat.albumId}/read`, { noteId: note.noteId });
    const marcusEvents = await chatEventsOf(marcus, chat.albumId);
    expect(marcusEvents.map((event) => event.kind)).toEqual([
      'chat-updated',
      'chat-message',
      'chat-read',
    ]);
    expect(marcusEvents[1]?.payload.note?.comment).toBe('Live hello');
    const danaEvents = await chatEventsOf(elena, chat.albumId);
    // Typing goes to open streams only (test/routes/live.test.ts), never to the log.
    expect(danaEvents.map((event) => event.kind)).toEqual([
      'chat-updated',
      'chat-message',
      'chat-read',
    ]);
    expect(await chatEventsOf(maya, chat.albumId)).toEqual([]);
    // A repeated send announces nothing new.
    await send(elena, chat.albumId, 'Live hello', note.clientMessageId ?? '');
    expect(await chatEventsOf(marcus, chat.albumId)).toHaveLength(3);
  });

  it('publishes the unread total for the Chat badge and answers it on /chats/count', async () => {
    const count = async (who: SignedInMember) =>
      (await call(who, 'GET', '/count')).json<{ item: { unreadCount: number } }>().item.unreadCount;
    const unreadEvents = async (who: SignedInMember) =>
      (await eventsOf(who))
        .filter((event) => event.kind === 'chat-unread')
        .map((event) => (event.payload as unknown as { count: number }).count);
    const start = await count(marcus);
    const chat = await startSingle(elena, marcus);
    await sent(elena, chat.albumId, 'one');
    const two = await sent(elena, chat.albumId, 'two');
    expect(await count(marcus)).toBe(start + 2);
    expect((await unreadEvents(marcus)).slice(-2)).toEqual([start + 1, start + 2]);
    await call(marcus, 'POST', `/${chat.albumId}/read`, { noteId: two.noteId });
    expect(await count(marcus)).toBe(start);
    expect((await unreadEvents(marcus)).at(-1)).toBe(start);
    // The sender's own messages never count: sending tells the sender nothing new.
    const danaBefore = (await unreadEvents(elena)).length;
    await sent(elena, chat.albumId, 'three');
    expect(await unreadEvents(elena)).toHaveLength(danaBefore);
  });

  it('a removed member receives nothing from the chat after the removal', async () => {
    const group = await createGroup(elena, 'Growers', [marcus, maya]);
    await sent(marcus, group.albumId, 'before');
    await call(elena, 'DELETE', `/${group.albumId}/members/${maya.userId}`);
    const atRemoval = await chatEventsOf(maya, group.albumId);
    expect(atRemoval.at(-1)?.kind).toBe('chat-removed');
    const after = await sent(marcus, group.albumId, 'after');
    await call(elena, 'POST', `/${group.albumId}/read`, { noteId: after.noteId });
    await call(elena, 'POST', `/${group.albumId}/typing`);
    await call(marcus, 'PUT', `/${group.albumId}/notes/${after.noteId}`, { comment: 'edited' });
    expect(await chatEventsOf(maya, group.albumId)).toEqual(atRemoval);
    expect((await chatEventsOf(elena, group.albumId)).some((e) => e.kind === 'chat-message')).toBe(
      true,
    );
  });

  it('a fourth member of the community sees none of it', async () => {
    const jonah = await signIn(t.app, FOURTH_MEMBER);
    const group = await createGroup(elena, 'Core team', [marcus, maya]);
    await sent(marcus, group.albumId, 'hello team');
    expect((await chatsOf(jonah)).items.some((item) => item.albumId === group.albumId)).toBe(false);
    expect((await call(jonah, 'GET', `/${group.albumId}/notes`)).statusCode).toBe(404);
  });

  describe('message notifications', () => {
    interface Listed {
      event: string;
      notificationMessage: string;
      parentId: number | null;
      hasRead: boolean;
    }
    const chatNotifications = async (who: SignedInMember, chatId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications/search',
          headers: who.headers,
        })
      )
        .json<{ items: Listed[] }>()
        .items.filter((item) => item.event === 'CHAT_MESSAGE' && item.parentId === chatId);
    const mute = (who: SignedInMember, chatId: number, muted: boolean) =>
      call(who, 'PUT', `/${chatId}/mute`, { muted });

    it('notifies members who have not muted the chat, once until they read it', async () => {
      const group = await createGroup(elena, 'Seed swap', [marcus, maya]);
      const muted = await mute(maya, group.albumId, true);
      expect(muted.json()).toMatchObject({ message: 'Chat muted.', item: { muted: true } });
      await sent(marcus, group.albumId, 'Anyone have basil seeds?');
      await sent(marcus, group.albumId, 'Or tomato?');
      expect(await chatNotifications(elena, group.albumId)).toEqual([
        expect.objectContaining({
          notificationMessage: 'Marcus sent you a message: “Anyone have basil seeds?”',
          hasRead: false,
        }),
      ]);
      // Muted: the messages arrive, but no notification.
      expect(await chatNotifications(maya, group.albumId)).toEqual([]);
      expect((await chatsOf(maya)).items.find((c) => c.albumId === group.albumId)).toMatchObject({
        unreadCount: 2,
        muted: true,
      });
      // The sender is never notified of their own message.
      expect(await chatNotifications(marcus, group.albumId)).toEqual([]);

      await mute(maya, group.albumId, false);
      const reply = await sent(elena, group.albumId, 'I have both!');
      expect(await chatNotifications(maya, group.albumId)).toHaveLength(1);
      expect(await chatNotifications(marcus, group.albumId)).toHaveLength(1);
      // Once read, the next message notifies again.
      await call(marcus, 'POST', `/${group.albumId}/read`, { noteId: reply.noteId });
      await sent(elena, group.albumId, 'Come by Sunday');
      const unread = (await chatNotifications(marcus, group.albumId)).filter((n) => !n.hasRead);
      expect(unread).toEqual([
        expect.objectContaining({
          notificationMessage: 'Elena sent you a message: “Come by Sunday”',
          hasRead: false,
        }),
      ]);
    });

    it('reading the chat reads its notifications; leaving it takes them away', async () => {
      const group = await createGroup(elena, 'Balcony growers', [marcus, maya]);
      const last = await sent(marcus, group.albumId, 'Photos tonight');
      await call(elena, 'POST', `/${group.albumId}/read`, { noteId: last.noteId });
      expect(await chatNotifications(elena, group.albumId)).toEqual([
        expect.objectContaining({ hasRead: true }),
      ]);
      expect(await chatNotifications(maya, group.albumId)).toHaveLength(1);
      await call(maya, 'POST', `/${group.albumId}/leave`);
      expect(await chatNotifications(maya, group.albumId)).toEqual([]);
      // A deleted message's notification goes with it.
      await call(marcus, 'DELETE', `/${group.albumId}/notes/${last.noteId}`);
      expect(await chatNotifications(elena, group.albumId)).toEqual([]);
    });

    it('lets only members mute, and validates the switch', async () => {
      const chat = await startSingle(elena, marcus);
      expect((await mute(maya, chat.albumId, true)).statusCode).toBe(404);
      const bad = await call(elena, 'PUT', `/${chat.albumId}/mute`, { muted: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ valid: false });
    });
  });
});

describe.each(BACKENDS)('chat sends at once (%s)', (backend) => {
  // Seeding a database of its own takes a while: in the hook, with the hook's time limit.
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  let maya: SignedInMember;
  beforeEach(async () => {
    t = await buildPooledTestApp(backend);
    elena = await signIn(t.app, FIRST_MEMBER);
    marcus = await signIn(t.app, OTHER_MEMBER);
    maya = await signIn(t.app, THIRD_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps unread counts exact and notifies once when a group sends together', async () => {
    const call = (who: SignedInMember, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/chats${url}`, headers: who.headers, payload });
    const created = await call(elena, 'POST', '/', {
      title: 'Busy group',
      accountIds: [marcus.userId, maya.userId],
    });
    const chatId = created.json<{ item: Chat }>().item.albumId;
    for (const invited of [marcus, maya]) {
      await call(invited, 'POST', `/${chatId}/invitation/accept`);
    }
    const unread = await call(maya, 'GET', '/count');
    const start = unread.json<{ item: { unreadCount: number } }>().item.unreadCount;
    // Sends to one chat commit in turn, so each unread count includes every earlier message.
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 === 0 ? elena : marcus, 'POST', `/${chatId}/notes`, {
          comment: `m${i}`,
          clientMessageId: clientId(),
        }),
      ),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const counts = await t.db.query<{ count: number }>(
      `SELECT (payload->>'count')::int AS count FROM live_events
        WHERE member_id = $1 AND kind = 'chat-unread' ORDER BY seq`,
      [maya.userId],
    );
    expect(counts.slice(-8).map((row) => row.count)).toEqual(
      Array.from({ length: 8 }, (_, i) => start + i + 1),
    );
    const notified = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
        WHERE recipient_id = $1 AND event = 'CHAT_MESSAGE' AND parent_id = $2`,
      [maya.userId, chatId],
    );
    expect(notified[0]?.n).toBe(1);
  });
});

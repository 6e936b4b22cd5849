// Block and mute (issue 34): one rule read by every list. Each route that answers with
// posts, comments, chat messages, notifications or members is asked here, before and after.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;
const MAYA = { email: 'maya.chen@canopy.test', password: 'canopy-member' } as const;

interface Envelope {
  valid: boolean;
  message: string;
  errorCode?: string;
}

describe.each(BACKENDS)('blocking and muting members (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  let maya: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    elena = await signIn(t.app, ELENA);
    marcus = await signIn(t.app, OTHER_MEMBER);
    maya = await signIn(t.app, MAYA);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (who: SignedInMember, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const body = async (who: SignedInMember, url: string) => {
    const response = await call(who, 'GET', url);
    return response.body;
  };
  const post = async (who: SignedInMember, description: string) => {
    const response = await call(who, 'POST', '/api/albums/posts', { description });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ item: { albumId: number } }>().item.albumId;
  };
  const comment = async (who: SignedInMember, albumId: number, text: string) => {
    const response = await call(who, 'POST', '/api/notes', { albumId, comment: text });
    expect(response.statusCode, response.body).toBe(200);
  };
  const hide = (who: SignedInMember, other: SignedInMember, kind: 'BLOCK' | 'MUTE') =>
    call(who, 'PUT', `/api/users/hidden/${other.userId}`, { kind });
  const unhide = (who: SignedInMember, other: SignedInMember) =>
    call(who, 'DELETE', `/api/users/hidden/${other.userId}`);
  const chats = (who: SignedInMember, method: string, url: string, payload?: object) =>
    call(who, method, `/api/chats${url}`, payload);
  const send = (who: SignedInMember, chatId: number, text: string) =>
    chats(who, 'POST', `/${chatId}/notes`, { comment: text, clientMessageId: randomUUID() });

  /** Every list that would show what `author` wrote (a post, a comment on the reader's). */
  const whatReaderSees = async (reader: SignedInMember, ownPost: number, theirPost: number) => ({
    wall: await body(reader, '/api/albums/wall?limit=50'),
    discover: await body(reader, '/api/albums/discover?keyword=zucchini&limit=50'),
    search: await body(reader, '/api/albums/search?albumType=post&keyword=zucchini&limit=50'),
    seeAll: await body(reader, '/api/albums/search?albumType=post&limit=100'),
    postPage: (await call(reader, 'GET', `/api/albums/posts/${theirPost}`)).statusCode,
    albumPage: (await call(reader, 'GET', `/api/albums/${theirPost}`)).statusCode,
    comments: await body(reader, `/api/notes/search?albumId=${ownPost}`),
    notifications: await body(reader, '/api/notifications/search?limit=50'),
    unread: (await call(reader, 'GET', '/api/notifications/count')).json<{
      item: { unreadCount: number };
    }>().item.unreadCount,
  });

  it('hides a muted member’s posts, comments and notifications from every list, until unmuted', async () => {
    const ownPost = await post(elena, 'My squash bed this morning');
    const theirPost = await post(marcus, 'Zucchini glut: take some from my porch');
    await comment(marcus, ownPost, 'Lovely zucchini leaves there');
    const before = await whatReaderSees(elena, ownPost, theirPost);
    expect(before.wall).toContain('Zucchini glut');
    expect(before.discover).toContain('Zucchini glut');
    expect(before.search).toContain('Zucchini glut');
    expect(before.seeAll).toContain('Zucchini glut');
    expect(before.postPage).toBe(200);
    expect(before.albumPage).toBe(200);
    expect(before.comments).toContain('Lovely zucchini leaves');
    expect(before.notifications).toContain(`"accountId":${marcus.userId}`);

    const muted = await hide(elena, marcus, 'MUTE');
    expect(muted.json()).toMatchObject({
      valid: true,
      item: { kind: 'MUTE', account: { accountId: marcus.userId } },
    });
    const after = await whatReaderSees(elena, ownPost, theirPost);
    for (const list of [after.wall, after.discover, after.search, after.seeAll, after.comments]) {
      expect(list).not.toContain('Zucchini glut');
      expect(list).not.toContain('Lovely zucchini leaves');
    }
    expect(after.postPage).toBe(404);
    expect(after.albumPage).toBe(404);
    expect(after.notifications).not.toContain(`"accountId":${marcus.userId}`);
    expect(after.unread).toBeLessThan(before.unread);
    // A new comment of theirs tells her nothing.
    await comment(marcus, ownPost, 'Another zucchini thought');
    expect((await whatReaderSees(elena, ownPost, theirPost)).unread).toBe(after.unread);
    // A mute hides them from her only: Marcus still reads her post and her comments.
    expect(await body(marcus, `/api/albums/posts/${ownPost}`)).toContain('My squash bed');
    // People search still finds a muted member.
    expect(await body(elena, '/api/users/people/search?keyword=marcus')).toContain(
      `"accountId":${marcus.userId}`,
    );

    const listed = await call(elena, 'GET', '/api/users/hidden');
    expect(listed.json()).toMatchObject({
      items: [{ kind: 'MUTE', account: { accountId: marcus.userId } }],
    });
    expect((await unhide(elena, marcus)).json()).toMatchObject({ valid: true });
    const again = await whatReaderSees(elena, ownPost, theirPost);
    expect(again.wall).toContain('Zucchini glut');
    expect(again.comments).toContain('Another zucchini thought');
    expect((await call(elena, 'GET', '/api/users/hidden')).json()).toMatchObject({ items: [] });
  });

  it('keeps blocked members apart both ways: content, member lists, people search', async () => {
    const elenaPost = await post(elena, 'Elena’s zucchini seedlings are up');
    const marcusPost = await post(marcus, 'Zucchini glut: take some from my porch');
    await call(elena, 'POST', '/api/users/follow', { accountId: marcus.userId });
    expect((await hide(elena, marcus, 'BLOCK')).json()).toMatchObject({ item: { kind: 'BLOCK' } });

    // Neither reads the other's posts, on any list.
    expect(await body(elena, '/api/albums/wall?limit=50')).not.toContain('Zucchini glut');
    expect(await body(marcus, '/api/albums/wall?limit=50')).not.toContain('Elena’s zucchini');
    expect(await body(marcus, '/api/albums/discover?keyword=zucchini')).not.toContain(
      'Elena’s zucchini',
    );
    expect((await call(marcus, 'GET', `/api/albums/posts/${elenaPost}`)).statusCode).toBe(404);
    expect((await call(elena, 'GET', `/api/albums/posts/${marcusPost}`)).statusCode).toBe(404);
    // Nor finds the other among members: search, follow lists, influencers.
    expect(await body(elena, '/api/users/people/search?keyword=marcus')).not.toContain(
      `"accountId":${marcus.userId}`,
    );
    expect(await body(marcus, '/api/users/people/search?keyword=elena')).not.toContain(
      `"accountId":${elena.userId}`,
    );
    const following = await body(
      elena,
      `/api/users/follow/search?accountId=${elena.userId}&followType=FOLLOWING`,
    );
    expect(following).not.toContain(`"accountId":${marcus.userId}`);
    expect(await body(elena, '/api/users/influencers?limit=100')).not.toContain(
      `"accountId":${marcus.userId}`,
    );
    // A third member still sees both.
    const mayaWall = await body(maya, '/api/albums/wall?limit=50');
    expect(mayaWall).toContain('Zucchini glut');
    expect(mayaWall).toContain('Elena’s zucchini');
  });

  it('stops messages and group-chat invitations between blocked members, and hides group messages', async () => {
    const pair = (await chats(marcus, 'POST', '/single', { accountId: elena.userId })).json<{
      item: { albumId: number };
    }>().item.albumId;
    expect((await send(marcus, pair, 'Hello Elena')).json()).toMatchObject({ valid: true });
    const group = (
      await chats(maya, 'POST', '/', {
        title: 'Seed swap',
        accountIds: [elena.userId, marcus.userId],
      })
    ).json<{ item: { albumId: number } }>().item.albumId;
    for (const who of [elena, marcus]) {
      expect((await chats(who, 'POST', `/${group}/invitation/accept`)).statusCode).toBe(200);
    }

    await hide(elena, marcus, 'BLOCK');
    // He cannot message her, start a chat with her, or bring her into a group; nor she him.
    const refused = { valid: false, errorCode: 'BLOCKED' };
    expect((await send(marcus, pair, 'Still there?')).json()).toMatchObject(refused);
    expect((await send(elena, pair, 'Bye')).json()).toMatchObject(refused);
    expect(
      (await chats(marcus, 'POST', '/single', { accountId: elena.userId })).json(),
    ).toMatchObject(refused);
    const newGroup = await chats(marcus, 'POST', '/', {
      title: 'Tomatoes',
      accountIds: [elena.userId],
    });
    expect(newGroup.json<Envelope>()).toMatchObject(refused);
    expect(newGroup.json<Envelope>().message).toMatch(/^You cannot add @\S+ to a group chat\.$/);

    // In a group they share, his messages disappear for her: history, last message, unread.
    expect((await send(marcus, group, 'Marcus here with beans')).json()).toMatchObject({
      valid: true,
    });
    const history = await body(elena, `/api/chats/${group}/notes`);
    expect(history).not.toContain('Marcus here with beans');
    const listed = (await chats(elena, 'GET', '/search')).json<{
      items: { albumId: number; unreadCount: number; lastMessage: { comment: string } | null }[];
    }>();
    const groupTile = listed.items.find((item) => item.albumId === group);
    expect(groupTile?.unreadCount).toBe(0);
    expect(groupTile?.lastMessage?.comment).not.toBe('Marcus here with beans');
    // The one-to-one chat keeps what was said before the block only for him.
    expect(await body(elena, `/api/chats/${pair}/notes`)).not.toContain('Hello Elena');
    // Maya, who blocked nobody, reads it.
    expect(await body(maya, `/api/chats/${group}/notes`)).toContain('Marcus here with beans');

    // Unblocked, they may talk again.
    await unhide(elena, marcus);
    expect((await send(marcus, pair, 'Friends again?')).json()).toMatchObject({ valid: true });
  });

  it('answers clearly for oneself, an unknown member, and an undo of nothing', async () => {
    const self = await hide(elena, elena, 'MUTE');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'You cannot block or mute yourself.' });
    const nobody = await call(elena, 'PUT', '/api/users/hidden/2000000000', { kind: 'BLOCK' });
    expect(nobody.statusCode).toBe(404);
    expect(
      (await call(elena, 'PUT', `/api/users/hidden/${marcus.userId}`, { kind: 'IGNORE' }))
        .statusCode,
    ).toBe(400);
    expect((await unhide(elena, marcus)).statusCode).toBe(404);
    // A block replaces a mute; one entry per member.
    await hide(elena, marcus, 'MUTE');
    await hide(elena, marcus, 'BLOCK');
    expect((await call(elena, 'GET', '/api/users/hidden')).json()).toMatchObject({
      items: [{ kind: 'BLOCK', account: { accountId: marcus.userId } }],
      countTotal: 1,
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Listed {
  notificationId: number;
  event: string;
  notificationMessage: string;
  hasRead: boolean;
  albumId: number | null;
  groupCount: number;
  senderCount: number;
  contentName: string | null;
  sender: { accountId: number } | null;
}

const MAYA = { email: 'maya.chen@canopy.test', password: 'canopy-member' };
const LUIS = { email: 'luis.romero@canopy.test', password: 'canopy-member' };

describe.each(BACKENDS)('notifications (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;

  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = async <T>(
    who: SignedInMember,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await t.app.inject({ method, url, headers: who.headers, payload });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const post = async (who: SignedInMember, description: string) =>
    (await call<{ item: { albumId: number } }>(who, 'POST', '/api/albums/posts', { description }))
      .body.item.albumId;
  const like = (who: SignedInMember, albumId: number) =>
    call(who, 'POST', '/api/likes', { albumId });
  const list = async (who: SignedInMember) =>
    (await call<{ items: Listed[]; countTotal: number }>(who, 'GET', '/api/notifications/search'))
      .body;
  const unread = async (who: SignedInMember) =>
    (await call<{ item: { unreadCount: number } }>(who, 'GET', '/api/notifications/count')).body
      .item.unreadCount;

  it('notifies the owner of a like, in the transaction of the like, once', async () => {
    const albumId = await post(marcus, 'Fresh basil from the balcony');
    expect(await unread(marcus)).toBe(0);
    await like(dana, albumId);
    await like(dana, albumId);
    const found = await list(marcus);
    expect(found.items[0]).toMatchObject({
      event: 'LIKE',
      albumId,
      hasRead: false,
      groupCount: 1,
      sender: { accountId: dana.userId },
      contentName: 'Fresh basil from the balcony',
    });
    expect(found.items[0]?.notificationMessage).toMatch(/^\S+ liked your post/);
    expect(await unread(marcus)).toBe(1);
    // Liking one's own post tells nobody.
    await like(marcus, albumId);
    expect(await unread(marcus)).toBe(1);
    // A like the database refused (no such post) leaves no notification behind.
    expect((await like(dana, 2_000_000_000)).status).toBe(404);
    expect((await list(marcus)).countTotal).toBe(found.countTotal);
  });

  it('lists alike notifications as one: "Maya and 2 others liked your post"', async () => {
    const albumId = await post(marcus, 'Tomato harvest');
    const maya = await signIn(t.app, MAYA);
    const luis = await signIn(t.app, LUIS);
    await like(dana, albumId);
    await like(luis, albumId);
    await like(maya, albumId);
    const other = await post(marcus, 'Another post');
    await call(dana, 'POST', '/api/notes', { albumId: other, comment: 'Lovely' });
    const found = await list(marcus);
    const [comment, likes] = found.items;
    expect(comment).toMatchObject({ event: 'COMMENT', albumId: other, groupCount: 1 });
    expect(likes).toMatchObject({ event: 'LIKE', albumId, groupCount: 3, senderCount: 3 });
    expect(likes?.notificationMessage).toBe('Maya and 2 others liked your post: “Tomato harvest”');
    expect(await unread(marcus)).toBe(2);
  });

  it('creates nothing for a type the member switched off, and keeps the others', async () => {
    const saved = await call<{ item: Record<string, boolean> }>(
      marcus,
      'PUT',
      '/api/notifications/settings',
      { likes: false },
    );
    expect(saved.body.item).toMatchObject({ likes: false, comments: true, follows: true });
    const albumId = await post(marcus, 'Switched off');
    await like(dana, albumId);
    expect(await unread(marcus)).toBe(0);
    await call(dana, 'POST', '/api/notes', { albumId, comment: 'Still told' });
    expect((await list(marcus)).items.map((item) => item.event)).toContain('COMMENT');
    const read = await call<{ item: Record<string, boolean> }>(
      marcus,
      'GET',
      '/api/notifications/settings',
    );
    expect(read.body.item.likes).toBe(false);
    const bad = await call(marcus, 'PUT', '/api/notifications/settings', { likes: 'no' });
    expect(bad.status).toBe(400);
  });

  it('marks one group read, then all, and never another member’s', async () => {
    const first = await post(marcus, 'One');
    const second = await post(marcus, 'Two');
    const maya = await signIn(t.app, MAYA);
    await like(dana, first);
    await like(maya, first);
    await like(dana, second);
    expect(await unread(marcus)).toBe(2);
    const group = (await list(marcus)).items.find((item) => item.albumId === first);
    const notMine = await call(dana, 'POST', `/api/notifications/${group?.notificationId}/read`);
    expect(notMine.status).toBe(404);
    const marked = await call<{ item: { unreadCount: number } }>(
      marcus,
      'POST',
      `/api/notifications/${group?.notificationId}/read`,
    );
    expect(marked.body.item.unreadCount).toBe(1);
    const after = await list(marcus);
    expect(after.items.find((item) => item.albumId === first)?.hasRead).toBe(true);
    expect(after.items.find((item) => item.albumId === second)?.hasRead).toBe(false);
    await call(marcus, 'POST', '/api/notifications/read');
    expect(await unread(marcus)).toBe(0);
    expect((await list(marcus)).items.every((item) => item.hasRead)).toBe(true);
  });

  it('shows nothing about a comment that was deleted or a post the member may not open', async () => {
    const albumId = await post(marcus, 'Comment here');
    const comment = await call<{ item: { noteId: number } }>(dana, 'POST', '/api/notes', {
      albumId,
      comment: 'Soon gone',
    });
    expect(await unread(marcus)).toBe(1);
    await call(dana, 'DELETE', `/api/notes/${comment.body.item.noteId}`);
    expect(await unread(marcus)).toBe(0);
    expect((await list(marcus)).items.some((item) => item.event === 'COMMENT')).toBe(false);
    // Mentioned in a post that is then deleted: the mention goes with it.
    const mention = await post(dana, `Hello @${await usernameOf(marcus)}`);
    expect((await list(marcus)).items[0]).toMatchObject({ event: 'MENTION', albumId: mention });
    await call(dana, 'DELETE', `/api/albums/posts/${mention}`);
    expect((await list(marcus)).items.some((item) => item.albumId === mention)).toBe(false);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/search' });
    expect(response.statusCode).toBe(403);
  });

  const usernameOf = async (who: SignedInMember) => {
    const rows = await t.db.query<{ username: string }>(
      'SELECT username FROM accounts WHERE id = $1',
      [who.userId],
    );
    return rows[0]?.username ?? '';
  };
});

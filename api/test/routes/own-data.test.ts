// A member's own data (the privacy policy): a copy of it, and deleting the account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

const PASSWORD = 'violet-harbor-cinnamon-47';

describe.each(BACKENDS)("a member's own data (%s)", (backend) => {
  let t: TestApp;
  let riley: SignedInMember & { email: string };
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    const email = `riley.${Date.now()}@canopy.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email,
        password: PASSWORD,
        firstName: 'Riley',
        lastName: 'Quinn',
        ageConfirmed: true,
      },
    });
    const { item } = signUp.json<{ item: { user: { id: number }; session: { token: string } } }>();
    riley = {
      email,
      userId: item.user.id,
      token: item.session.token,
      headers: { authorization: `Bearer ${item.session.token}` },
    } as SignedInMember & { email: string };
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: SignedInMember, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  /** Riley writes a public post Dana comments on, a comment, and a chat message to Dana. */
  async function write() {
    const post = await call('POST', '/api/albums/posts', riley, {
      description: 'Riley grows kale',
    });
    const postId = post.json<{ item: { albumId: number } }>().item.albumId;
    await call('POST', '/api/notes', riley, { albumId: postId, comment: 'Riley says hi' });
    await call('POST', '/api/notes', dana, { albumId: postId, comment: 'Dana answers' });
    const chat = await call('POST', '/api/chats/single', riley, { accountId: dana.userId });
    const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
    const sent = await call('POST', `/api/chats/${chatId}/notes`, riley, {
      comment: 'A private word',
      clientMessageId: 'own-data-1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { postId, chatId };
  }

  it('gives the member a copy of their profile, posts, comments, messages and orders', async () => {
    await write();
    const copy = await call('GET', '/api/users/myprofile/export', riley);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toBe('attachment; filename="canopy-my-data.json"');
    const data = copy.json<{
      profile: { email: string };
      posts: { description: string }[];
      comments: { comment: string }[];
      chatMessages: { message: string }[];
      orders: unknown[];
    }>();
    expect(data.profile.email).toBe(riley.email);
    expect(data.posts.map((post) => post.description)).toContain('Riley grows kale');
    expect(data.comments.map((note) => note.comment)).toEqual(['Riley says hi']);
    expect(data.chatMessages.map((note) => note.message)).toEqual(['A private word']);
    expect(data.orders).toEqual([]);
    // Only Riley's: nothing of Dana's.
    expect(JSON.stringify(data)).not.toContain('Dana answers');
  });

  it('deletes the account: personal data and conversations go, public posts stay anonymous', async () => {
    const { postId, chatId } = await write();
    const wrong = await call('POST', '/api/users/myprofile/delete', riley, { password: 'nope' });
    expect(wrong.json()).toMatchObject({ valid: false, errorCode: 'WRONG_PASSWORD' });

    const deleted = await call('POST', '/api/users/myprofile/delete', riley, {
      password: PASSWORD,
    });
    expect(deleted.json()).toMatchObject({
      valid: true,
      message: 'Your account has been deleted.',
    });
    // Every session ends, and nobody can sign in as Riley again.
    expect((await call('GET', '/api/users/myprofile/export', riley)).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: riley.email, password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ valid: false });
    // The e-mail is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: {
        email: riley.email,
        password: PASSWORD,
        firstName: 'Riley',
        lastName: 'Q',
        ageConfirmed: true,
      },
    });
    expect(again.json()).toMatchObject({ valid: true });

    // The public post stays, by a deleted member; the private message is gone.
    const post = await call('GET', `/api/albums/posts/${postId}`, dana);
    expect(post.json<{ item: { owner: { display: string } } }>().item.owner.display).toBe(
      'Deleted member',
    );
    const messages = await call('GET', `/api/chats/${chatId}/notes`, dana);
    expect(JSON.stringify(messages.json())).not.toContain('A private word');
    const [row] = await t.db.query<{ email: string; first_name: string; avatar: string | null }>(
      'SELECT email, first_name, avatar FROM accounts WHERE id = $1',
      [riley.userId],
    );
    expect(row).toMatchObject({ first_name: 'Deleted', avatar: null });
    expect(row?.email).not.toContain('riley');
  });

  it("keeps the local demo's own member", async () => {
    const refused = await call('POST', '/api/users/myprofile/delete', dana, {
      password: DEMO.password,
    });
    expect(refused.json()).toMatchObject({ valid: false, errorCode: 'DEMO_MEMBER' });
    expect((await call('GET', '/api/users/myprofile/export', dana)).statusCode).toBe(200);
  });
});

// Reports on comments, chat messages and members (issue 34), with a reason, once per member
// per item, in the one table albums are flagged in.
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

describe.each(BACKENDS)('reports on comments, chat messages and members (%s)', (backend) => {
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
  const report = (who: SignedInMember, payload: object) =>
    call(who, 'POST', '/api/flagable/flag/create', payload);
  const mine = async (who: SignedInMember) =>
    (await call(who, 'GET', '/api/flagable/flag/mine')).json<{
      items: { flagableType: string; flagableId: number }[];
    }>().items;
  const commentBy = async (who: SignedInMember, text: string) => {
    const posted = await call(who, 'POST', '/api/albums/posts', { description: 'A post' });
    const albumId = posted.json<{ item: { albumId: number } }>().item.albumId;
    const created = await call(who, 'POST', '/api/notes', { albumId, comment: text });
    return created.json<{ item: { noteId: number } }>().item.noteId;
  };
  const chatMessage = async () => {
    const chat = await call(marcus, 'POST', '/api/chats/single', { accountId: elena.userId });
    const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
    const sent = await call(marcus, 'POST', `/api/chats/${chatId}/notes`, {
      comment: 'Buy my seeds',
      clientMessageId: randomUUID(),
    });
    return sent.json<{ item: { noteId: number } }>().item.noteId;
  };

  it('reports a comment once, with a reason, and answers a second report clearly', async () => {
    const noteId = await commentBy(marcus, 'Cheap seeds at my site');
    const first = await report(elena, {
      flagableType: 'NOTE',
      flagableId: noteId,
      reason: 'SPAM',
    });
    expect(first.json()).toMatchObject({
      valid: true,
      message: 'Thank you. The comment has been reported for review.',
      item: { flagableType: 'NOTE', flagableId: noteId, reason: 'SPAM', flagCount: 1 },
    });
    const again = await report(elena, { flagableType: 'NOTE', flagableId: noteId, reason: 'SPAM' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      valid: false,
      errorCode: 'ALREADY_FLAGGED',
      message: 'You have already reported this comment.',
    });
    // Shown back, after a reload too.
    expect(await mine(elena)).toEqual([{ flagableType: 'NOTE', flagableId: noteId }]);
    const own = await call(
      elena,
      'GET',
      `/api/flagable/flag/get?flagableType=NOTE&flagableId=${noteId}`,
    );
    expect(own.json()).toMatchObject({ item: { reason: 'SPAM', flagableId: noteId } });
    // One table shape for every kind: whose item, why, by whom.
    const [row] = await t.db.query<{ reported_account_id: number; reason: string }>(
      "SELECT reported_account_id, reason FROM flags WHERE flagable_type = 'NOTE' AND flagable_id = $1",
      [noteId],
    );
    expect(row).toEqual({ reported_account_id: marcus.userId, reason: 'SPAM' });
    // Your own comment is not yours to report.
    expect(
      (await report(marcus, { flagableType: 'NOTE', flagableId: noteId, reason: 'SPAM' })).json(),
    ).toMatchObject({ valid: false, errorCode: 'OWN_ITEM' });
  });

  it('reports a chat message only from inside the chat', async () => {
    const noteId = await chatMessage();
    const outsider = await report(maya, {
      flagableType: 'CHAT_MESSAGE',
      flagableId: noteId,
      reason: 'HARASSMENT',
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ message: 'That message does not exist.' });
    // A chat message is no comment, and a comment no chat message.
    expect(
      (await report(elena, { flagableType: 'NOTE', flagableId: noteId, reason: 'SPAM' }))
        .statusCode,
    ).toBe(404);
    const member = await report(elena, {
      flagableType: 'CHAT_MESSAGE',
      flagableId: noteId,
      reason: 'HARASSMENT',
    });
    expect(member.json()).toMatchObject({
      valid: true,
      message: 'Thank you. The message has been reported for review.',
      item: { flagableType: 'CHAT_MESSAGE', reason: 'HARASSMENT' },
    });
  });

  it('reports a member, with OTHER needing words, and never oneself', async () => {
    const bare = await report(elena, {
      flagableType: 'ACCOUNT',
      flagableId: marcus.userId,
      reason: 'OTHER',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toContain('body/flagDescription is required');
    const noReason = await report(elena, { flagableType: 'ACCOUNT', flagableId: marcus.userId });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toContain('body/reason is required');
    const badReason = await report(elena, {
      flagableType: 'ACCOUNT',
      flagableId: marcus.userId,
      reason: 'RUDE',
    });
    expect(badReason.statusCode).toBe(400);
    const said = await report(elena, {
      flagableType: 'ACCOUNT',
      flagableId: marcus.userId,
      reason: 'OTHER',
      flagDescription: 'Pretends to be a shop',
    });
    expect(said.json()).toMatchObject({
      valid: true,
      item: { flagableType: 'ACCOUNT', reason: 'OTHER', flagDescription: 'Pretends to be a shop' },
    });
    expect(
      (
        await report(elena, { flagableType: 'ACCOUNT', flagableId: elena.userId, reason: 'SPAM' })
      ).json(),
    ).toMatchObject({
      valid: false,
      errorCode: 'OWN_ITEM',
      message: 'You cannot report yourself.',
    });
    const nobody = await report(elena, {
      flagableType: 'ACCOUNT',
      flagableId: 2_000_000_000,
      reason: 'SPAM',
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('still hides a post reported by enough members, and takes a report back', async () => {
    const posted = await call(marcus, 'POST', '/api/albums/posts', { description: 'Shady deal' });
    const albumId = posted.json<{ item: { albumId: number } }>().item.albumId;
    const flagPost = (who: SignedInMember) =>
      report(who, { flagableType: 'ALBUM', flagableId: albumId, reason: 'ILLEGAL_SALE' });
    expect((await flagPost(elena)).json()).toMatchObject({ item: { flagCount: 1 } });
    const back = await call(elena, 'POST', '/api/flagable/flag/delete', {
      flagableType: 'ALBUM',
      flagableId: albumId,
    });
    expect(back.json()).toMatchObject({ valid: true, item: { flagCount: 0 } });
    expect(await mine(elena)).toEqual([]);
    for (const who of [elena, maya, await signIn(t.app)]) {
      expect((await flagPost(who)).json()).toMatchObject({ valid: true });
    }
    const jonah = await signIn(t.app, {
      email: 'jonah.whitfield@canopy.test',
      password: 'canopy-member',
    });
    expect((await call(jonah, 'GET', `/api/albums/posts/${albumId}`)).statusCode).toBe(404);
  });
});

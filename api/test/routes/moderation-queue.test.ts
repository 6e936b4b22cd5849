// The review queue (issue 35): reported and held items in context, each action with its
// reason in the audit log, suspensions refused at the one write choke point, bans, the
// operator's threshold, and two moderators acting on one item at once.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdForReview } from '../../src/plugins/app/kernel/moderation.ts';
import {
  BACKENDS,
  buildTestApp,
  MODERATOR,
  OPERATOR,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;
const MAYA = { email: 'maya.chen@canopy.test', password: 'canopy-member' } as const;

interface QueueItem {
  itemId: number;
  kind: string;
  subjectId: number;
  state: string;
  heldReason: string | null;
  reportCount: number;
  text: string;
  context: { id: number; text: string; isTarget: boolean; byReporter: boolean }[];
  reports: { reporterId: number; reason: string | null }[];
  author: { accountId: number; memberSince: number; openItems: number; sanctions: unknown[] };
}

describe.each(BACKENDS)('the review queue (%s)', (backend) => {
  let t: TestApp;
  let elena: SignedInMember;
  let marcus: SignedInMember;
  let maya: SignedInMember;
  let moderator: SignedInMember;
  let operator: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    elena = await signIn(t.app, ELENA);
    marcus = await signIn(t.app, OTHER_MEMBER);
    maya = await signIn(t.app, MAYA);
    moderator = await signIn(t.app, MODERATOR);
    operator = await signIn(t.app, OPERATOR);
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
  const postBy = async (who: SignedInMember, description: string) => {
    const posted = await call(who, 'POST', '/api/albums/posts', { description });
    return posted.json<{ item: { albumId: number } }>().item.albumId;
  };
  const commentOn = async (who: SignedInMember, albumId: number, comment: string) => {
    const created = await call(who, 'POST', '/api/notes', { albumId, comment });
    return created.json<{ item: { noteId: number } }>().item.noteId;
  };
  const comments = async (who: SignedInMember, albumId: number) =>
    (await call(who, 'GET', `/api/notes/search?albumId=${albumId}`))
      .json<{ items: { noteId: number }[] }>()
      .items.map((note) => note.noteId);
  const queue = async (who: SignedInMember = moderator) =>
    (await call(who, 'GET', '/api/staff/queue?limit=100')).json<{ items: QueueItem[] }>().items;
  const queued = async (kind: string, subjectId: number) =>
    (await queue()).find((item) => item.kind === kind && item.subjectId === subjectId);
  const act = (who: SignedInMember, itemIds: number[], action: string, extra: object = {}) =>
    call(who, 'POST', '/api/staff/queue/actions', { itemIds, action, ...extra });
  const notices = async (who: SignedInMember) =>
    (await call(who, 'GET', '/api/notifications/search?limit=50'))
      .json<{ items: { event: string; notificationMessage: string }[] }>()
      .items.filter((item) => item.event === 'MODERATION')
      .map((item) => item.notificationMessage);
  const audit = async (action: string) =>
    (await call(moderator, 'GET', `/api/staff/audit?action=${action}`)).json<{
      items: { reason: string; targetId: string; before: unknown; after: unknown }[];
    }>().items;

  it('lists a reported comment in its thread with the reports and the author’s record', async () => {
    const albumId = await postBy(elena, 'Tomatoes this year');
    const before = await commentOn(maya, albumId, 'Lovely');
    const noteId = await commentOn(marcus, albumId, 'Cheap seeds at my site');
    await call(elena, 'POST', '/api/flagable/flag/create', {
      flagableType: 'NOTE',
      flagableId: noteId,
      reason: 'SPAM',
    });
    const item = await queued('NOTE', noteId);
    expect(item).toMatchObject({
      text: 'Cheap seeds at my site',
      reportCount: 1,
      state: 'VISIBLE',
    });
    expect(item?.reports).toEqual([
      expect.objectContaining({ reporterId: elena.userId, reason: 'SPAM' }),
    ]);
    expect(item?.context.map((line) => line.id)).toEqual([albumId, before, noteId]);
    expect(item?.context.find((line) => line.isTarget)?.id).toBe(noteId);
    expect(item?.context[0]?.byReporter).toBe(true);
    expect(item?.author).toMatchObject({ accountId: marcus.userId, openItems: 1, sanctions: [] });
    expect(item?.author.memberSince).toBeGreaterThan(0);
    // Members never read the queue.
    expect((await call(elena, 'GET', '/api/staff/queue')).statusCode).toBe(403);
  });

  it('hides at the operator’s threshold, tells the author, and dismiss restores it', async () => {
    const changed = await call(operator, 'PUT', '/api/staff/settings', {
      hideThreshold: 2,
      reason: 'Smaller community',
    });
    expect(changed.json()).toMatchObject({ item: { hideThreshold: 2 } });
    expect(
      (await call(moderator, 'PUT', '/api/staff/settings', { hideThreshold: 5, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const albumId = await postBy(elena, 'Garden tour');
    const noteId = await commentOn(marcus, albumId, 'Visit my shop');
    const flag = (who: SignedInMember) =>
      call(who, 'POST', '/api/flagable/flag/create', {
        flagableType: 'NOTE',
        flagableId: noteId,
        reason: 'SPAM',
      });
    await flag(elena);
    expect(await comments(maya, albumId)).toContain(noteId);
    await flag(maya);
    expect(await comments(elena, albumId)).not.toContain(noteId);
    expect(await comments(marcus, albumId)).toContain(noteId);
    expect((await notices(marcus)).join(' ')).toContain('hidden while a moderator reviews it');
    const item = await queued('NOTE', noteId);
    expect(item).toMatchObject({ state: 'UNDER_REVIEW', reportCount: 2 });

    const dismissed = await act(moderator, [item?.itemId ?? 0], 'dismiss', {
      reason: 'Not spam: a local shop',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await comments(elena, albumId)).toContain(noteId);
    expect(await queued('NOTE', noteId)).toBeUndefined();
    expect((await audit('queue.dismiss'))[0]).toMatchObject({
      reason: 'Not spam: a local shop',
      targetId: String(noteId),
      before: { state: 'UNDER_REVIEW' },
      after: { state: 'VISIBLE' },
    });
    expect((await audit('settings.change'))[0]).toMatchObject({
      reason: 'Smaller community',
      before: { hideThreshold: 3 },
      after: { hideThreshold: 2 },
    });
  });

  it('hides and deletes with a reason, the author told each time', async () => {
    const albumId = await postBy(elena, 'Seedlings');
    const hidden = await commentOn(marcus, albumId, 'Rude words');
    const deleted = await commentOn(marcus, albumId, 'Worse words');
    for (const noteId of [hidden, deleted]) {
      await call(elena, 'POST', '/api/flagable/flag/create', {
        flagableType: 'NOTE',
        flagableId: noteId,
        reason: 'HARASSMENT',
      });
    }
    const hideItem = (await queued('NOTE', hidden))?.itemId ?? 0;
    const deleteItem = (await queued('NOTE', deleted))?.itemId ?? 0;
    const noReason = await act(moderator, [hideItem], 'hide', { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await act(moderator, [hideItem], 'hide', { reason: 'Insults a member' })).json(),
    ).toMatchObject({ item: { results: [{ outcome: 'DONE' }] } });
    expect((await act(moderator, [deleteItem], 'delete', { reason: 'Threats' })).statusCode).toBe(
      200,
    );
    expect(await comments(maya, albumId)).not.toContain(hidden);
    expect(await comments(marcus, albumId)).toContain(hidden);
    expect(await comments(marcus, albumId)).not.toContain(deleted);
    const told = (await notices(marcus)).join(' ');
    expect(told).toContain('A moderator hid your comment. Reason: Insults a member');
    expect(told).toContain('A moderator deleted your comment. Reason: Threats');
  });

  it('warns, and suspends: every write refused with the end date, reading goes on, lifted by an operator', async () => {
    const albumId = await postBy(elena, 'Compost');
    const warned = await commentOn(marcus, albumId, 'Spam one');
    const suspended = await commentOn(marcus, albumId, 'Spam two');
    for (const noteId of [warned, suspended]) {
      await call(elena, 'POST', '/api/flagable/flag/create', {
        flagableType: 'NOTE',
        flagableId: noteId,
        reason: 'SPAM',
      });
    }
    await act(moderator, [(await queued('NOTE', warned))?.itemId ?? 0], 'warn', {
      reason: 'First spam',
    });
    expect((await notices(marcus)).join(' ')).toContain(
      'A moderator warned you about your comment. Reason: First spam',
    );
    const suspendItem = (await queued('NOTE', suspended))?.itemId ?? 0;
    expect(
      (await act(moderator, [suspendItem], 'suspend', { reason: 'Spam again' })).statusCode,
    ).toBe(400);
    const done = await act(moderator, [suspendItem], 'suspend', { reason: 'Spam again', days: 3 });
    expect(done.statusCode).toBe(200);

    const refused = await call(marcus, 'POST', '/api/albums/posts', { description: 'Still here' });
    expect(refused.statusCode).toBe(423);
    const body = refused.json<{ errorCode: string; message: string }>();
    expect(body.errorCode).toBe('ACCOUNT_SUSPENDED');
    const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const day = end.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(body.message).toContain(`suspended until ${day}`);
    expect(
      (await call(marcus, 'POST', '/api/notes', { albumId, comment: 'x' })).json(),
    ).toMatchObject({
      errorCode: 'ACCOUNT_SUSPENDED',
    });
    expect((await call(marcus, 'GET', `/api/albums/${albumId}`)).statusCode).toBe(200);
    expect((await call(marcus, 'GET', '/api/users/myprofile/export')).statusCode).toBe(200);
    expect((await call(marcus, 'POST', '/api/notifications/read', {})).statusCode).toBe(200);

    const record = (
      await call(moderator, 'GET', `/api/staff/members/${marcus.userId}/record`)
    ).json<{
      item: { sanctions: { sanctionId: number; kind: string; inForce: boolean }[] };
    }>().item;
    expect(record.sanctions.map((s) => [s.kind, s.inForce])).toEqual([
      ['SUSPENSION', true],
      ['WARNING', false],
    ]);
    const sanctionId = record.sanctions[0]?.sanctionId ?? 0;
    const lifted = await call(operator, 'POST', `/api/staff/sanctions/${sanctionId}/lift`, {
      reason: 'Apologised',
    });
    expect(lifted.statusCode).toBe(200);
    expect(
      (await call(operator, 'POST', `/api/staff/sanctions/${sanctionId}/lift`, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(marcus, 'POST', '/api/albums/posts', { description: 'Back' })).statusCode,
    ).toBe(200);
    expect((await audit('member.suspend'))[0]).toMatchObject({
      reason: 'Spam again',
      targetId: String(marcus.userId),
    });
    expect((await audit('sanction.lift'))[0]).toMatchObject({ reason: 'Apologised' });
  });

  it('bans (operators only): the existing token is refused and sign-in says why', async () => {
    await call(elena, 'POST', '/api/flagable/flag/create', {
      flagableType: 'ACCOUNT',
      flagableId: marcus.userId,
      reason: 'OTHER',
      flagDescription: 'Scams everybody',
    });
    const itemId = (await queued('ACCOUNT', marcus.userId))?.itemId ?? 0;
    const byModerator = await act(moderator, [itemId], 'ban', { reason: 'Scams' });
    expect(byModerator.json()).toMatchObject({ errorCode: 'ROLE_REQUIRED' });
    expect((await act(operator, [itemId], 'ban', { reason: 'Scams' })).statusCode).toBe(200);
    const next = await call(marcus, 'GET', '/api/notifications/count');
    expect(next.json()).toMatchObject({ errorCode: 'SESSION_INVALID' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: OTHER_MEMBER,
    });
    expect(again.json()).toMatchObject({ valid: false, errorCode: 'ACCOUNT_BANNED' });
    expect(again.json<{ message: string }>().message).toContain('banned: Scams');
  });

  it('gives two moderators acting on one item at once exactly one result', async () => {
    const chat = await call(marcus, 'POST', '/api/chats/single', { accountId: elena.userId });
    const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
    const sent = await call(marcus, 'POST', `/api/chats/${chatId}/notes`, {
      comment: 'Buy my seeds',
      clientMessageId: randomUUID(),
    });
    const noteId = sent.json<{ item: { noteId: number } }>().item.noteId;
    await call(elena, 'POST', '/api/flagable/flag/create', {
      flagableType: 'CHAT_MESSAGE',
      flagableId: noteId,
      reason: 'SPAM',
    });
    const item = await queued('CHAT_MESSAGE', noteId);
    expect(item?.context.find((line) => line.isTarget)?.text).toBe('Buy my seeds');
    const itemId = item?.itemId ?? 0;
    const [first, second] = await Promise.all([
      act(moderator, [itemId], 'hide', { reason: 'Spam in chat' }),
      act(operator, [itemId], 'delete', { reason: 'Spam in chat, gone' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json<{ errorCode: string; message: string }>()).toMatchObject({
      errorCode: 'ALREADY_HANDLED',
      message: expect.stringMatching(
        /^Already (hidden|deleted) by .+: this item has left the queue/,
      ),
    });
    const logged = [...(await audit('queue.hide')), ...(await audit('queue.delete'))].filter(
      (entry) => entry.targetId === String(noteId),
    );
    expect(logged).toHaveLength(1);
  });

  it('acts on several items at once, and lists a held item until it is approved', async () => {
    const albumId = await postBy(marcus, 'Held post');
    const notice = await t.db.transaction((tx) =>
      holdForReview(
        tx,
        { kind: 'ALBUM', id: albumId, authorId: marcus.userId },
        'Contains the watched word “casino”',
      ),
    );
    expect(notice.message).toContain('held for review');
    expect((await call(elena, 'GET', `/api/albums/${albumId}`)).statusCode).toBe(404);
    expect((await call(marcus, 'GET', `/api/albums/${albumId}`)).statusCode).toBe(200);
    const held = await queued('ALBUM', albumId);
    expect(held).toMatchObject({
      heldReason: 'Contains the watched word “casino”',
      state: 'UNDER_REVIEW',
    });

    const other = await postBy(marcus, 'Another post');
    await call(elena, 'POST', '/api/flagable/flag/create', {
      flagableType: 'ALBUM',
      flagableId: other,
      reason: 'SPAM',
    });
    const otherItem = (await queued('ALBUM', other))?.itemId ?? 0;
    const both = await act(moderator, [held?.itemId ?? 0, otherItem], 'dismiss', {
      reason: 'Fine',
    });
    expect(both.json()).toMatchObject({
      message: '2 of 2 items done.',
      item: {
        results: [
          { outcome: 'DONE', message: 'Approved: the post is published.' },
          { outcome: 'DONE' },
        ],
      },
    });
    expect((await call(elena, 'GET', `/api/albums/${albumId}`)).statusCode).toBe(200);
    expect((await audit('queue.approve'))[0]).toMatchObject({
      targetId: String(albumId),
      reason: 'Fine',
    });
  });

  it('opens the demo with seeded reports of every kind in the queue', async () => {
    const kinds = new Set((await queue(operator)).map((item) => item.kind));
    expect([...kinds].sort()).toEqual(['ACCOUNT', 'ALBUM', 'CHAT_MESSAGE', 'NOTE', 'REVIEW']);
    const chat = (await queue(operator)).find((item) => item.kind === 'CHAT_MESSAGE');
    // The reporter is in that chat: their own lines are marked in the context.
    expect(chat?.context.some((line) => line.byReporter)).toBe(true);
  });

  it('takes reports on reviews, once per member', async () => {
    const reviewId = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM albums WHERE review_type IS NOT NULL AND owner_id <> $1 ORDER BY id LIMIT 1`,
        [maya.userId],
      )
    )[0]?.id;
    expect(reviewId).toBeDefined();
    const report = () =>
      call(maya, 'POST', '/api/flagable/flag/create', {
        flagableType: 'REVIEW',
        flagableId: reviewId,
        reason: 'SPAM',
      });
    expect((await report()).json()).toMatchObject({
      valid: true,
      message: 'Thank you. The review has been reported for review.',
    });
    expect((await report()).json()).toMatchObject({ valid: false, errorCode: 'ALREADY_FLAGGED' });
    expect(await queued('REVIEW', reviewId ?? 0)).toMatchObject({
      reportCount: expect.any(Number),
    });
  });
});

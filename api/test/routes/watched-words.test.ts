// Watched words (issue 35): operators keep the list (logged), moderators read it, and every
// kind of text members write is refused with the member's own word when it holds a REFUSE
// entry, before anything is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  DEMO,
  MODERATOR,
  OPERATOR,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Word {
  wordId: number;
  pattern: string;
  action: 'REFUSE' | 'HOLD';
}

describe.each(BACKENDS)('watched words (%s)', (backend) => {
  let t: TestApp;
  let operator: SignedInMember;
  let moderator: SignedInMember;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  let shopId: number;
  let wallPostId: number;
  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    [operator, moderator, dana, marcus] = await Promise.all([
      signIn(t.app, OPERATOR),
      signIn(t.app, MODERATOR),
      signIn(t.app, DEMO),
      signIn(t.app, OTHER_MEMBER),
    ]);
    const [shop] = await t.db.query<{ id: number }>(
      'SELECT id FROM retailer_locations WHERE active ORDER BY id LIMIT 1',
    );
    shopId = shop!.id;
    const post = await call(dana, 'POST', '/api/albums/posts', { description: 'A quiet day.' });
    wallPostId = post.json<{ item: { albumId: number } }>().item.albumId;
    expect(
      (await call(operator, 'POST', '/api/staff/words', { pattern: 'Scam*', action: 'REFUSE' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  function call(who: SignedInMember | null, method: string, url: string, payload?: object) {
    return t.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  }

  const words = async (who: SignedInMember) =>
    (await call(who, 'GET', '/api/staff/words')).json<{ items: Word[] }>().items;

  describe('the list', () => {
    it('is kept by operators, normalized and checked, every change logged', async () => {
      const added = await call(operator, 'POST', '/api/staff/words', {
        pattern: '  Crème   Brûlée ',
        action: 'HOLD',
        reason: 'Dessert spam wave',
      });
      expect(added.statusCode, added.body).toBe(200);
      const word = added.json<{ item: Word }>().item;
      expect(word).toMatchObject({ pattern: 'creme brulee', action: 'HOLD' });

      const again = await call(operator, 'POST', '/api/staff/words', {
        pattern: 'CREME brulee',
        action: 'REFUSE',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 'WATCHED_WORD_EXISTS' });

      const changed = await call(operator, 'PUT', `/api/staff/words/${word.wordId}`, {
        pattern: 'creme brulee*',
        action: 'REFUSE',
      });
      expect(changed.json()).toMatchObject({ item: { pattern: 'creme brulee*' } });
      const removed = await call(
        operator,
        'DELETE',
        `/api/staff/words/${word.wordId}?reason=Wave%20over`,
      );
      expect(removed.statusCode).toBe(200);
      expect((await words(moderator)).map((w) => w.pattern)).not.toContain('creme brulee*');

      const log = await t.db.query<{ action: string; reason: string; before: unknown }>(
        `SELECT action, reason, before FROM staff_audit_log
          WHERE target_type = 'watched_word' AND target_id = $1 ORDER BY id`,
        [String(word.wordId)],
      );
      expect(log).toEqual([
        expect.objectContaining({ action: 'words.add', reason: 'Dessert spam wave' }),
        expect.objectContaining({
          action: 'words.change',
          reason: 'No reason given.',
          before: { pattern: 'creme brulee', action: 'HOLD' },
        }),
        expect.objectContaining({ action: 'words.remove', reason: 'Wave over' }),
      ]);
    });

    it('refuses a pattern that is not words, or would match too much', async () => {
      for (const pattern of ['(a+)+$', '*', 'a*', 'x'.repeat(61)]) {
        const refused = await call(operator, 'POST', '/api/staff/words', {
          pattern,
          action: 'REFUSE',
        });
        expect(refused.statusCode, pattern).toBe(400);
        expect(refused.json()).toMatchObject({ errorCode: 'INVALID_WATCHED_WORD' });
      }
    });

    it('is read by moderators, changed by operators alone, closed to members', async () => {
      expect((await words(moderator)).map((w) => w.pattern)).toContain('scam*');
      const [scam] = (await words(operator)).filter((w) => w.pattern === 'scam*');
      for (const [who, status] of [
        [null, 403],
        [dana, 403],
        [moderator, 403],
      ] as const) {
        expect(
          (await call(who, 'POST', '/api/staff/words', { pattern: 'xx', action: 'HOLD' }))
            .statusCode,
        ).toBe(status);
        expect(
          (
            await call(who, 'PUT', `/api/staff/words/${scam!.wordId}`, {
              pattern: 'yy',
              action: 'HOLD',
            })
          ).statusCode,
        ).toBe(status);
        expect((await call(who, 'DELETE', `/api/staff/words/${scam!.wordId}`)).statusCode).toBe(
          status,
        );
      }
      expect((await call(dana, 'GET', '/api/staff/words')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/api/staff/words')).statusCode).toBe(403);
      expect((await call(operator, 'DELETE', '/api/staff/words/2000000000')).statusCode).toBe(404);
    });
  });

  describe('refuses, with the member’s own word, before saving', () => {
    const refusedWith = (response: { statusCode: number; json: () => unknown }, word: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        valid: false,
        errorCode: 'WATCHED_WORD',
        message: `“${word}” is not allowed here. Change it and send it again.`,
      });
    };

    it('a post, and a post edited to say it', async () => {
      refusedWith(
        await call(dana, 'POST', '/api/albums/posts', { description: 'Total SCAMMERS here' }),
        'SCAMMERS',
      );
      refusedWith(
        await call(dana, 'PUT', `/api/albums/posts/${wallPostId}`, { description: 'a scam' }),
        'scam',
      );
      const [kept] = await t.db.query<{ description: string }>(
        'SELECT description FROM albums WHERE id = $1',
        [wallPostId],
      );
      expect(kept?.description).toBe('A quiet day.');
    });

    it('a review', async () => {
      refusedWith(
        await call(dana, 'POST', '/api/albums/posts', {
          description: 'This shop is a scam.',
          review: { reviewType: 'RETAILER_LOCATION', reviewId: shopId, rating: 1 },
        }),
        'scam',
      );
    });

    it('a comment, and a comment edited to say it', async () => {
      refusedWith(
        await call(marcus, 'POST', '/api/notes', { albumId: wallPostId, comment: 'scam!' }),
        'scam',
      );
      const fine = await call(marcus, 'POST', '/api/notes', {
        albumId: wallPostId,
        comment: 'Lovely.',
      });
      const noteId = fine.json<{ item: { noteId: number } }>().item.noteId;
      refusedWith(await call(marcus, 'PUT', `/api/notes/${noteId}`, { comment: 'Scam' }), 'Scam');
    });

    it('a chat message, and a group chat’s name', async () => {
      const chat = await call(dana, 'POST', '/api/chats/single', { accountId: marcus.userId });
      const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
      refusedWith(
        await call(dana, 'POST', `/api/chats/${chatId}/notes`, {
          comment: 'not a scam, promise',
          clientMessageId: 'watched-1',
        }),
        'scam',
      );
      refusedWith(
        await call(dana, 'POST', '/api/chats', {
          title: 'Scam club',
          accountIds: [marcus.userId],
        }),
        'Scam',
      );
    });

    it('names and handles, at sign-up and later', async () => {
      refusedWith(
        await call(null, 'POST', '/api/users/signup', {
          email: 'newcomer@example.com',
          password: 'a long and unusual passphrase 42',
          firstName: 'Scammy',
          lastName: 'Smith',
          ageConfirmed: true,
        }),
        'Scammy',
      );
      refusedWith(
        await call(dana, 'PUT', '/api/users/myprofile', { firstName: 'Scam', lastName: 'Q' }),
        'Scam',
      );
      refusedWith(await call(dana, 'PUT', '/api/users/handle', { handle: 'scam.king' }), 'scam');
    });

    it('a list, group or event title and description', async () => {
      refusedWith(
        await call(dana, 'POST', '/api/albums', { title: 'Scam list', albumType: 'customlist' }),
        'Scam',
      );
      const list = await call(dana, 'POST', '/api/albums', {
        title: 'Favourites',
        albumType: 'customlist',
      });
      const listId = list.json<{ item: { albumId: number } }>().item.albumId;
      refusedWith(
        await call(dana, 'PUT', `/api/albums/${listId}`, { description: 'all scams' }),
        'scams',
      );
    });
  });

  describe('holds, saved but kept for review, with the reason moderators read', () => {
    beforeAll(async () => {
      const added = await call(operator, 'POST', '/api/staff/words', {
        pattern: 'giveaway',
        action: 'HOLD',
      });
      expect(added.statusCode).toBe(200);
    });

    const heldItem = async (subject: string, itemId: number) =>
      (
        await t.db.query<{ kind: string; state: string; in_queue: boolean; held_reason: string }>(
          `SELECT kind, state, in_queue, held_reason FROM moderation_items
            WHERE subject = $1 AND item_id = $2`,
          [subject, itemId],
        )
      )[0];
    const expectHeld = async (subject: string, itemId: number, kind: string) => {
      expect(await heldItem(subject, itemId)).toEqual({
        kind,
        state: 'UNDER_REVIEW',
        in_queue: true,
        held_reason: 'Contains “Giveaway” (watched word “giveaway”)',
      });
    };

    it('a post, a post edited to say it, and a review', async () => {
      const post = await call(dana, 'POST', '/api/albums/posts', { description: 'Giveaway!' });
      expect(post.json()).toMatchObject({
        valid: true,
        message: 'Your post is held for review by a moderator before others see it.',
      });
      await expectHeld('ALBUM', post.json<{ item: { albumId: number } }>().item.albumId, 'ALBUM');

      const plain = await call(dana, 'POST', '/api/albums/posts', { description: 'Hello' });
      const plainId = plain.json<{ item: { albumId: number } }>().item.albumId;
      expect(await heldItem('ALBUM', plainId)).toBeUndefined();
      await call(dana, 'PUT', `/api/albums/posts/${plainId}`, { description: 'Giveaway now' });
      await expectHeld('ALBUM', plainId, 'ALBUM');

      const review = await call(dana, 'POST', '/api/albums/posts', {
        description: 'Giveaway at the counter',
        review: { reviewType: 'RETAILER_LOCATION', reviewId: shopId, rating: 5 },
      });
      expect(review.statusCode, review.body).toBe(200);
      const reviewId = review.json<{ item: { albumId: number } }>().item.albumId;
      await expectHeld('ALBUM', reviewId, 'REVIEW');
    });

    it('a comment, without telling the post’s author', async () => {
      const before = await t.db.query('SELECT 1 FROM notifications WHERE recipient_id = $1', [
        dana.userId,
      ]);
      const comment = await call(marcus, 'POST', '/api/notes', {
        albumId: wallPostId,
        comment: 'Giveaway in my profile',
      });
      expect(comment.json()).toMatchObject({ message: expect.stringMatching(/held for review/) });
      const noteId = comment.json<{ item: { noteId: number } }>().item.noteId;
      await expectHeld('NOTE', noteId, 'NOTE');
      const thread = async (who: SignedInMember) =>
        (await call(who, 'GET', `/api/notes/search?albumId=${wallPostId}`))
          .json<{ items: { noteId: number }[] }>()
          .items.map((note) => note.noteId);
      expect(await thread(marcus)).toContain(noteId);
      expect(await thread(dana)).not.toContain(noteId);
      const after = await t.db.query('SELECT 1 FROM notifications WHERE recipient_id = $1', [
        dana.userId,
      ]);
      expect(after.length).toBe(before.length);
    });

    it('a chat message', async () => {
      const chat = await call(dana, 'POST', '/api/chats/single', { accountId: marcus.userId });
      const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
      const sent = await call(dana, 'POST', `/api/chats/${chatId}/notes`, {
        comment: 'Giveaway tonight',
        clientMessageId: 'watched-held-1',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const noteId = sent.json<{ item: { noteId: number } }>().item.noteId;
      await expectHeld('NOTE', noteId, 'CHAT_MESSAGE');
      const lines = async (who: SignedInMember) =>
        (await call(who, 'GET', `/api/chats/${chatId}/notes`))
          .json<{ items: { noteId: number }[] }>()
          .items.map((note) => note.noteId);
      expect(await lines(dana)).toContain(noteId);
      expect(await lines(marcus)).not.toContain(noteId);
    });

    it('keeps a held post from others until a moderator approves it in the queue', async () => {
      const post = await call(dana, 'POST', '/api/albums/posts', {
        description: 'Giveaway: free seeds for the first ten',
      });
      const albumId = post.json<{ item: { albumId: number } }>().item.albumId;
      expect((await call(dana, 'GET', `/api/albums/posts/${albumId}`)).statusCode).toBe(200);
      expect((await call(marcus, 'GET', `/api/albums/posts/${albumId}`)).statusCode).toBe(404);
      const told = await t.db.query<{ event: string }>(
        `SELECT event FROM notifications WHERE recipient_id = $1 AND content_id = $2`,
        [dana.userId, albumId],
      );
      expect(told.map((row) => row.event)).toContain('MODERATION');

      const queue = await call(moderator, 'GET', '/api/staff/queue');
      const item = queue
        .json<{ items: { itemId: number; subjectId: number; heldReason: string | null }[] }>()
        .items.find((entry) => entry.subjectId === albumId);
      expect(item?.heldReason).toBe('Contains “Giveaway” (watched word “giveaway”)');
      const approved = await call(moderator, 'POST', '/api/staff/queue/actions', {
        itemIds: [item!.itemId],
        action: 'dismiss',
        reason: 'A seed swap, not spam',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await call(marcus, 'GET', `/api/albums/posts/${albumId}`)).statusCode).toBe(200);
    });

    it('refuses instead what cannot be held: names, handles and titles', async () => {
      for (const response of [
        await call(dana, 'PUT', '/api/users/myprofile', { firstName: 'Giveaway' }),
        await call(dana, 'PUT', '/api/users/handle', { handle: 'giveaway.dana' }),
        await call(dana, 'POST', '/api/albums', { title: 'Giveaway', albumType: 'customlist' }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 'WATCHED_WORD' });
      }
    });
  });
});

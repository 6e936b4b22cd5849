import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

interface Reply {
  noteId: number;
  parentNoteId: number | null;
  comment: string;
  owner: { accountId: number };
}
interface Note extends Reply {
  replies: Reply[];
}
interface NotePage {
  items: Note[];
  countTotal: number;
  nextCursor: string | null;
}

describe.each(BACKENDS)('comments on albums (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  let albumId: number;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      payload: { description: 'Comment on this' },
      headers: dana.headers,
    });
    albumId = post.json<{ item: { albumId: number } }>().item.albumId;
  });
  afterEach(async () => {
    await t.close();
  });

  const comment = (payload: object, who = marcus) =>
    t.app.inject({ method: 'POST', url: '/api/notes', payload, headers: who.headers });
  const noteOf = async (payload: object, who = marcus) =>
    (await comment(payload, who)).json<{ item: Note }>().item;
  const list = async (query: string, who = dana) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/notes/search?${query}`, headers: who.headers })
    ).json<NotePage>();
  const commentsCount = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/albums/posts/${albumId}`,
        headers: dana.headers,
      })
    ).json<{ item: { commentsCount: number } }>().item.commentsCount;
  const events = () =>
    t.db.query<{
      event: string;
      sender_id: number;
      recipient_id: number | null;
      parent_type: string;
    }>(
      `SELECT event, sender_id, recipient_id, parent_type FROM social_events
        WHERE content_type = 'NOTE' ORDER BY id`,
    );

  it('lists comments newest last with replies one level deep, and counts them', async () => {
    const first = await noteOf({ albumId, comment: 'Nice <img src=x onerror=alert(1)>' });
    const reply = await noteOf({ albumId, comment: 'Thanks!', parentNoteId: first.noteId }, dana);
    // Answering a reply joins the same thread: never deeper than one level.
    const replyToReply = await noteOf({ albumId, comment: 'Welcome', parentNoteId: reply.noteId });
    expect(replyToReply.parentNoteId).toBe(first.noteId);
    const second = await noteOf({ albumId, comment: 'Second' }, dana);

    const page = await list(`albumId=${albumId}`);
    expect(page.items.map((note) => note.noteId)).toEqual([first.noteId, second.noteId]);
    expect(page.items[0]?.comment).toBe('Nice <img src=x onerror=alert(1)>');
    expect(page.items[0]?.replies.map((note) => note.comment)).toEqual(['Thanks!', 'Welcome']);
    expect(page.countTotal).toBe(2);
    expect(await commentsCount()).toBe(4);
    // Nobody is told about their own doing: replying in your own thread, commenting your post.
    expect(await events()).toEqual([
      {
        event: 'COMMENT',
        sender_id: marcus.userId,
        recipient_id: dana.userId,
        parent_type: 'ALBUM',
      },
      { event: 'REPLY', sender_id: dana.userId, recipient_id: marcus.userId, parent_type: 'NOTE' },
      { event: 'REPLY', sender_id: marcus.userId, recipient_id: null, parent_type: 'NOTE' },
      { event: 'COMMENT', sender_id: dana.userId, recipient_id: null, parent_type: 'ALBUM' },
    ]);
  });

  it('pages by cursor without repeating a comment', async () => {
    for (let i = 1; i <= 5; i += 1) await noteOf({ albumId, comment: `Comment ${i}` });
    const first = await list(`albumId=${albumId}&limit=2`);
    const second = await list(`albumId=${albumId}&limit=2&cursor=${first.nextCursor}`);
    const third = await list(`albumId=${albumId}&limit=2&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((note) => note.comment)).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
      'Comment 4',
      'Comment 5',
    ]);
    expect(third.nextCursor).toBeNull();
  });

  it("edits and deletes only your own comments: another member's is 404", async () => {
    const marcusNote = await noteOf({ albumId, comment: 'Mine' });
    await noteOf({ albumId, comment: 'A reply', parentNoteId: marcusNote.noteId }, dana);
    const url = `/api/notes/${marcusNote.noteId}`;
    const danaEdit = await t.app.inject({
      method: 'PUT',
      url,
      payload: { comment: 'Changed by Dana' },
      headers: dana.headers,
    });
    expect(danaEdit.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: dana.headers })).statusCode).toBe(
      404,
    );

    const edited = await t.app.inject({
      method: 'PUT',
      url,
      payload: { comment: 'Edited' },
      headers: marcus.headers,
    });
    expect(edited.json<{ item: Note }>().item.comment).toBe('Edited');
    // The edited comment comes back with its thread: the page shows what it is given.
    expect(edited.json<{ item: Note }>().item.replies.map((reply) => reply.comment)).toEqual([
      'A reply',
    ]);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: marcus.headers })).statusCode,
    ).toBe(200);
    expect((await list(`albumId=${albumId}`)).items).toEqual([]);
    expect(await commentsCount()).toBe(0);
  });

  it('refuses empty and overlong comments, and albums hidden from you', async () => {
    expect((await comment({ albumId, comment: '  ' })).json()).toMatchObject({
      message: 'Write a comment first.',
    });
    expect((await comment({ albumId, comment: 'x'.repeat(2001) })).json()).toMatchObject({
      message: 'A comment can be at most 2,000 characters (this one has 2,001).',
    });
    const hidden = (
      await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
        F.hiddenOrGrowers,
      ])
    )[0]?.id;
    expect((await comment({ albumId: hidden, comment: 'Sneaky' }, dana)).statusCode).toBe(404);
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/notes/search?albumId=${hidden}`,
      headers: dana.headers,
    });
    expect(listing.statusCode).toBe(404);
  });
});

// Emoji reactions beside Like: one per member on each post or comment, which they may change
// or withdraw; only on what they may read; heard live by the post's other readers.
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
import { openSse, type SseStream } from '../../helpers/sse.ts';
import { queueLiveEvents } from '../../../src/plugins/app/live/live-events.ts';

const PRIYA = { email: 'priya.shah@canopy.test', password: 'canopy-member' }; // audiences 1, 3

interface Reactions {
  albumId: number | null;
  noteId: number | null;
  counts: { reaction: string; count: number }[];
  mine: string | null;
}

describe.each(BACKENDS)('emoji reactions (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember; // audiences 1, 2
  let marcus: SignedInMember; // audiences 1, 2, 3
  let priya: SignedInMember;
  const open: SseStream[] = [];

  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
    priya = await signIn(t.app, PRIYA);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
    await t.close();
  });

  const call = (
    who: SignedInMember,
    method: 'GET' | 'PUT' | 'DELETE',
    query = '',
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/emoji-reactions${query}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
  const react = async (who: SignedInMember, payload: object) => {
    const response = await call(who, 'PUT', '', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ item: Reactions }>().item;
  };
  const read = async (who: SignedInMember, query: string) => {
    const response = await call(who, 'GET', query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Reactions[] }>().items;
  };
  const post = async (who: SignedInMember, description: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/albums/posts',
        payload: { description },
        headers: who.headers,
      })
    ).json<{ item: { albumId: number } }>().item.albumId;
  const albumIdOf = async (title: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [title]))[0]!.id;

  it('counts one reaction per member, which they may change or withdraw', async () => {
    const albumId = await post(marcus, 'First tomatoes of the year');
    expect(await react(dana, { albumId, reaction: 'heart' })).toEqual({
      albumId,
      noteId: null,
      counts: [{ reaction: 'heart', count: 1 }],
      mine: 'heart',
    });
    await react(marcus, { albumId, reaction: 'heart' });
    // Dana changes hers: still one of hers, shown in the set's order.
    expect(await react(dana, { albumId, reaction: 'thanks' })).toMatchObject({
      counts: [
        { reaction: 'heart', count: 1 },
        { reaction: 'thanks', count: 1 },
      ],
      mine: 'thanks',
    });
    expect(await read(marcus, `?albumIds=${albumId}`)).toEqual([
      {
        albumId,
        noteId: null,
        counts: [
          { reaction: 'heart', count: 1 },
          { reaction: 'thanks', count: 1 },
        ],
        mine: 'heart',
      },
    ]);
    const withdrawn = await call(dana, 'DELETE', `?albumId=${albumId}`);
    expect(withdrawn.json<{ item: Reactions }>().item).toMatchObject({
      counts: [{ reaction: 'heart', count: 1 }],
      mine: null,
    });
    // Withdrawing what is not there is no error.
    expect((await call(dana, 'DELETE', `?albumId=${albumId}`)).statusCode).toBe(200);
  });

  it('counts a member once however many times they react at once', async () => {
    const albumId = await post(marcus, 'Garlic planted');
    await Promise.all(
      ['heart', 'laugh', 'wow', 'heart', 'sad', 'thumbs-up', 'heart', 'wow'].map((reaction) =>
        call(dana, 'PUT', '', { albumId, reaction }),
      ),
    );
    const [state] = await read(dana, `?albumIds=${albumId}`);
    expect(state?.counts.reduce((sum, count) => sum + count.count, 0)).toBe(1);
    expect(state?.mine).not.toBeNull();
  });

  it('reacts to comments too, apart from their post', async () => {
    const albumId = await post(marcus, 'Seed swap on Saturday');
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { albumId, comment: 'I will bring beans' },
      headers: dana.headers,
    });
    expect(note.statusCode, note.body).toBe(200);
    const noteId = note.json<{ item: { noteId: number } }>().item.noteId;
    await react(marcus, { noteId, reaction: 'thumbs-up' });
    expect(await read(dana, `?albumIds=${albumId}&noteIds=${noteId}`)).toEqual([
      { albumId, noteId: null, counts: [], mine: null },
      { albumId: null, noteId, counts: [{ reaction: 'thumbs-up', count: 1 }], mine: null },
    ]);
  });

  it('refuses a reaction outside the set, and a request naming no item or two', async () => {
    const albumId = await post(marcus, 'Pumpkins');
    for (const payload of [
      { albumId, reaction: 'angry' },
      { reaction: 'heart' },
      { albumId, noteId: 1, reaction: 'heart' },
    ]) {
      const response = await call(dana, 'PUT', '', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ valid: false });
    }
    expect((await call(dana, 'DELETE', '')).statusCode).toBe(400);
  });

  it('404s a reaction to what the member may not read, and leaves it out of a read', async () => {
    const hidden = [F.accessLocked, F.hiddenOrGrowers, F.privateAlbum];
    const ids = await Promise.all(hidden.map(albumIdOf));
    for (const albumId of ids) {
      const response = await call(dana, 'PUT', '', { albumId, reaction: 'heart' });
      expect(response.statusCode, String(albumId)).toBe(404);
      expect((await call(dana, 'DELETE', `?albumId=${albumId}`)).statusCode).toBe(404);
    }
    expect(await read(dana, `?albumIds=${ids.join(',')}`)).toEqual([]);
    // A chat message is a note too, and no comment to react to.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chats/single',
      payload: { accountId: marcus.userId },
      headers: dana.headers,
    });
    const chatId = chat.json<{ item: { albumId: number } }>().item.albumId;
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/notes`,
      payload: { comment: 'Hello', clientMessageId: 'reaction-test' },
      headers: dana.headers,
    });
    const noteId = message.json<{ item: { noteId: number } }>().item.noteId;
    expect((await call(dana, 'PUT', '', { noteId, reaction: 'heart' })).statusCode).toBe(404);
    expect(await read(dana, `?noteIds=${noteId}`)).toEqual([]);
  });

  it("tells the post's connected readers the new counts, not the one who reacted", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = async (who: SignedInMember) => {
      const opened = await openSse(`${base}/api/live/stream`, who.headers);
      open.push(opened);
      return opened;
    };
    const danaStream = await stream(dana);
    const priyaStream = await stream(priya);
    const marcusStream = await stream(marcus);
    // Locked to the Growers Club: Priya (its owner) hears of it, Dana (not in the club) not.
    const locked = await albumIdOf(F.accessLocked);
    await react(marcus, { albumId: locked, reaction: 'wow' });
    expect(await priyaStream.next()).toMatchObject({
      event: 'emoji-reactions',
      data: { albumId: locked, noteId: null, counts: [{ reaction: 'wow', count: 1 }] },
    });
    const albumId = await post(marcus, 'Open to all');
    await react(priya, { albumId, reaction: 'laugh' });
    // Dana's next frames are the open post's: the locked one's news never reached her.
    expect(await danaStream.next()).toMatchObject({ event: 'wall-post', data: { albumId } });
    expect(await danaStream.next()).toMatchObject({
      event: 'emoji-reactions',
      data: { albumId, counts: [{ reaction: 'laugh', count: 1 }] },
    });
    // Marcus, who reacted to the locked one, was not told of his own reaction.
    expect(await marcusStream.next()).toMatchObject({
      event: 'emoji-reactions',
      data: { albumId },
    });
    await queueLiveEvents(t.db, [priya.userId], 'test-ping', { n: 1 });
    expect(await priyaStream.next()).toMatchObject({ event: 'wall-post', data: { albumId } });
    expect(await priyaStream.next()).toMatchObject({ event: 'test-ping' });
  });
});

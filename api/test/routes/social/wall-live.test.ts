// The live wall: a new post is announced over the live stream to the members reading the
// wall who may read it (the wall's visibility rule and the access lock), never to the author,
// and never stored for a later replay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queueLiveEvents } from '../../../src/plugins/app/live/live-events.ts';
import { VISIBILITY_FIXTURES as F } from '../../../src/seed/albums.ts';
import { insertAlbum } from '../../../src/plugins/app/kernel/album-store.ts';
import {
  announceWallPost,
  wallReaders,
  WALL_POST_KIND,
} from '../../../src/plugins/app/social/wall-announcements.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';
import { openSse, type SseStream } from '../../helpers/sse.ts';

const PRIYA = { email: 'priya.shah@canopy.test', password: 'canopy-member' }; // audiences 1, 3

describe.each(BACKENDS)('the live wall (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let dana: SignedInMember; // audiences 1, 2
  let marcus: SignedInMember; // audiences 1, 2, 3
  let priya: SignedInMember;
  const open: SseStream[] = [];

  beforeEach(async () => {
    t = await buildTestApp(backend);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
    priya = await signIn(t.app, PRIYA);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
    await t.close();
  });

  const stream = async (member: SignedInMember) => {
    const opened = await openSse(`${base}/api/live/stream`, member.headers);
    open.push(opened);
    return opened;
  };
  const post = async (member: SignedInMember, description: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      payload: { description },
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ item: { albumId: number } }>().item.albumId;
  };
  const albumIdOf = async (title: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [title]))[0]!.id;

  it("announces a new post to the others' open streams, not to its author, and stores nothing", async () => {
    const danaStream = await stream(dana);
    const priyaStream = await stream(priya);
    const marcusStream = await stream(marcus);
    const albumId = await post(marcus, 'Fresh radishes at the market today');

    for (const reader of [danaStream, priyaStream]) {
      const frame = await reader.next();
      expect(frame).toMatchObject({ event: WALL_POST_KIND, data: { albumId } });
      // A passing notice: no id, so a reconnect neither replays it nor skips anything.
      expect(frame.id).toBeUndefined();
    }
    // The author's next frame is the one queued after the post: theirs was never sent.
    await queueLiveEvents(t.db, [marcus.userId], 'test-ping', { n: 1 });
    expect(await marcusStream.next()).toMatchObject({ event: 'test-ping', data: { n: 1 } });
    const stored = await t.db.query(`SELECT 1 FROM live_events WHERE kind = $1`, [WALL_POST_KIND]);
    expect(stored).toHaveLength(0);
  });

  it('announces nothing of a post whose writing was refused', async () => {
    const danaStream = await stream(dana);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/albums/posts',
      payload: { description: 'x'.repeat(5001) },
      headers: marcus.headers,
    });
    expect(refused.statusCode).toBe(400);
    const albumId = await post(marcus, 'The one that was written');
    expect(await danaStream.next()).toMatchObject({ event: WALL_POST_KIND, data: { albumId } });
  });

  it("tells only the members the wall's rule lets read the post (audience, lock, private)", async () => {
    const members = [dana.userId, marcus.userId, priya.userId];
    const readersOf = async (title: string) => wallReaders(t.db, await albumIdOf(title), members);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    // A plain post is on everybody's wall, its author's too (the announcer leaves them out).
    expect(await wallReaders(t.db, await post(marcus, 'For all'), members)).toEqual(
      sorted(members),
    );
    // Shown to audience 2 or 9: Dana and Marcus are in 2, Priya (1, 3) in neither.
    expect(await readersOf(F.visibleDefaultOr)).toEqual(sorted([dana.userId, marcus.userId]));
    // Priya's, shown to the Growers Club (3) only: Marcus is in it, Dana (1, 2) is not.
    const growers = sorted([marcus.userId, priya.userId]);
    expect(await readersOf(F.hiddenOrGrowers)).toEqual(growers);
    // Priya's, locked to the Growers Club: Dana would see its locked tile, not the post.
    expect(await readersOf(F.accessLocked)).toEqual(growers);
    // Marcus's private album is on nobody's wall, his own included.
    expect(await readersOf(F.privateAlbum)).toEqual([]);
  });

  it('keeps from the stream a post the member may not read, and tells those who may', async () => {
    const danaStream = await stream(dana);
    const priyaStream = await stream(priya);
    // Written for the Growers Club (3) only, and announced as a post is.
    const hidden = await t.db.transaction(async (tx) => {
      const albumId = await insertAlbum(tx, {
        ownerId: marcus.userId,
        albumType: 'post',
        title: 'Only for the Growers Club',
        metaData: { visibility_tag_ids: [3] },
      });
      announceWallPost(tx, albumId, marcus.userId);
      return albumId;
    });
    expect(await priyaStream.next()).toMatchObject({ data: { albumId: hidden } });
    // Dana's first wall frame is the next post's: the hidden one never reached her.
    const open = await post(marcus, 'For everybody');
    expect(await danaStream.next()).toMatchObject({
      event: WALL_POST_KIND,
      data: { albumId: open },
    });
  });
});
